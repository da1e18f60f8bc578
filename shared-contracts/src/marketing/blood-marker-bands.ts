/**
 * The blood-marker bands of §5, with the ADA and NCEP ATP III additions of issue 4 and the
 * diabetes targets of issue 14: fasting glucose below 70 (and below 54) is 'bajo', 250 or more is
 * urgent today; A1C 10 or more within days; LDL against the ADA 2025 §10 targets for people with
 * diabetes (100, 70, 55); haemoglobin with the WHO cut-offs (men 13, women 12, pregnancy 11).
 * Bands compare in mg/dL, % and g/dL; `rango` shows each edge in the unit the person chose.
 * Texts: plain Spanish, "compatible con", never a diagnosis, never a medication instruction.
 */
import type { LabUnit } from '../clinical/labs.js';

export type SexoReferencia = 'hombre' | 'mujer';

/** Who the reference values are for; without a chosen sex the §5 default (female) is used. */
export interface ReferenceContext {
  sexo: SexoReferencia;
  sexoElegido: boolean;
  embarazo: boolean;
  /** A canonical edge in the chosen unit, with the unit ("5.6 mmol/L", "100 mg/dL"). */
  u: (canonical: number) => string;
}
export type MarkerEstado = 'normal' | 'alerta' | 'alto' | 'bajo';

export interface MarkerBand {
  estado: MarkerEstado;
  mensaje: string;
  recomendacion: string;
}

interface MarkerRule {
  marcador: string;
  /** The unit the bands compare in. */
  unidad: LabUnit;
  rango: (ctx: ReferenceContext) => string;
  band: (valor: number, ctx: ReferenceContext) => MarkerBand;
}

/** Band edges; each edge value belongs to the band above it, except the hemoglobin maximum. */
export const BLOOD_MARKER_CUTOFFS = {
  a1c: { prediabetes: 5.7, diabetes: 6.5, muyAlta: 10 },
  glucosaAyunas: {
    hipoglucemiaGrave: 54,
    hipoglucemia: 70,
    prediabetes: 100,
    diabetes: 126,
    muyAlta: 250,
  },
  colesterolTotal: { limite: 200, alto: 240 },
  ldl: { metaCardiovascular: 55, metaRiesgo: 70, metaDiabetes: 100, muyAlto: 190 },
  hdl: { protector: 60, aceptable: { hombre: 40, mujer: 50 } },
  trigliceridos: { limite: 150, alto: 200, muyAlto: 500 },
  hemoglobina: {
    hombre: { min: 13, max: 17.5 },
    mujer: { min: 12, max: 15.5 },
    embarazo: { min: 11, max: 15.5 },
  },
} as const;

const A1C_CAVEAT = 'La anemia o una enfermedad de los riñones pueden alterar la A1C.';
const QUICK_SUGAR =
  'toma 15 gramos de azúcar rápida (por ejemplo, medio vaso de jugo) y vuelve a medirte en 15 minutos';
const { a1c, glucosaAyunas, colesterolTotal, ldl, hdl, trigliceridos, hemoglobina } =
  BLOOD_MARKER_CUTOFFS;

const band = (estado: MarkerEstado, mensaje: string, recomendacion: string): MarkerBand => ({
  estado,
  mensaje,
  recomendacion,
});

export const MARKER_RULES = {
  a1c: {
    marcador: 'Hemoglobina glicosilada (A1C)',
    unidad: '%',
    rango: ({ u }) =>
      `Normal: menos de ${u(5.7)}. Prediabetes: de ${u(5.7)} a menos de ${u(6.5)}. Diabetes: ${u(6.5)} o más.`,
    band: (v) => {
      if (v < a1c.prediabetes)
        return band(
          'normal',
          `Tu A1C está en el rango normal. Muestra tu azúcar promedio de los últimos 2 a 3 meses. ${A1C_CAVEAT}`,
          'Sigue con tus buenos hábitos: comida de verdad, movimiento diario y buen descanso. Pregunta a tu médico cada cuánto repetir este análisis.',
        );
      if (v < a1c.diabetes)
        return band(
          'alerta',
          `Tu A1C es compatible con prediabetes. No es un diagnóstico: solo tu médico puede confirmarlo. ${A1C_CAVEAT}`,
          'Habla con tu médico sobre este resultado. Los cambios pequeños ayudan mucho: más verduras, menos azúcar y harinas blancas, y caminar 10 minutos después de comer.',
        );
      if (v >= a1c.muyAlta)
        return band(
          'alto',
          `Tu A1C está muy alta: 10 % (86 mmol/mol) o más. Es compatible con una diabetes sin controlar. ${A1C_CAVEAT}`,
          'Habla con tu médico en los próximos días, sin esperar a tu cita de rutina: con este valor suele hacer falta revisar tu tratamiento. Si tienes mucha sed, orinas mucho, bajas de peso sin querer o vomitas, busca atención médica hoy.',
        );
      return band(
        'alto',
        `Tu A1C es compatible con diabetes. No es un diagnóstico: solo tu médico puede confirmarlo. ${A1C_CAVEAT}`,
        'Habla pronto con tu médico sobre este resultado y sobre tu plan de cuidado. Si tomas medicinas, no las cambies por tu cuenta. La comida, el movimiento y el descanso te pueden ayudar mucho.',
      );
    },
  },
  glucosaAyunas: {
    marcador: 'Glucosa en ayunas',
    unidad: 'mg/dL',
    rango: ({ u }) =>
      `Normal: de ${u(70)} a menos de ${u(100)}. Prediabetes: de ${u(100)} a menos de ${u(126)}. Diabetes: ${u(126)} o más. Baja: menos de ${u(70)}.`,
    band: (v) => {
      if (v < glucosaAyunas.hipoglucemiaGrave)
        return band(
          'bajo',
          'Tu glucosa en ayunas está muy baja: menos de 54 mg/dL (3.0 mmol/L). Es una hipoglucemia seria y puede ser peligrosa.',
          `Actúa ahora si te sientes mal: ${QUICK_SUGAR}. Si hay confusión, mucha debilidad o no mejoras, llama a emergencias. Avisa hoy mismo a tu médico.`,
        );
      if (v < glucosaAyunas.hipoglucemia)
        return band(
          'bajo',
          'Tu glucosa en ayunas está baja: menos de 70 mg/dL (3.9 mmol/L). Esto se llama hipoglucemia.',
          `Si tienes temblor, sudor o mareo, ${QUICK_SUGAR}. Habla pronto con tu médico, sobre todo si usas medicinas para el azúcar.`,
        );
      if (v < glucosaAyunas.prediabetes)
        return band(
          'normal',
          'Tu glucosa en ayunas está en el rango normal.',
          'Sigue comiendo a tus horas, con proteína y verduras en cada plato. Habla con tu médico sobre tus próximos análisis.',
        );
      if (v < glucosaAyunas.diabetes)
        return band(
          'alerta',
          'Tu glucosa en ayunas es compatible con prediabetes. No es un diagnóstico: tu médico lo confirma con otros análisis.',
          'Habla con tu médico sobre este resultado. Te ayuda cenar más temprano, tomar menos bebidas dulces y caminar después de comer.',
        );
      if (v >= glucosaAyunas.muyAlta)
        return band(
          'alto',
          'Tu glucosa en ayunas está muy alta: 250 mg/dL (13.9 mmol/L) o más.',
          'Habla hoy mismo con tu médico. Si además tienes mucha sed, orinas mucho, vomitas, te duele el abdomen, respiras rápido, tienes mucho sueño o confusión, ve a urgencias ahora: puede ser una emergencia.',
        );
      return band(
        'alto',
        'Tu glucosa en ayunas es compatible con diabetes. No es un diagnóstico: tu médico lo confirma repitiendo el análisis o con la A1C.',
        'Habla pronto con tu médico sobre este resultado. Si tomas medicinas, no las cambies por tu cuenta. Evita las bebidas dulces y llena la mitad de tu plato con verduras.',
      );
    },
  },
  colesterolTotal: {
    marcador: 'Colesterol total',
    unidad: 'mg/dL',
    rango: ({ u }) =>
      `Deseable: menos de ${u(200)}. Límite: de ${u(200)} a menos de ${u(240)}. Alto: ${u(240)} o más.`,
    band: (v) => {
      if (v < colesterolTotal.limite)
        return band(
          'normal',
          'Tu colesterol total está en el nivel deseable.',
          'Sigue con grasas buenas como aguacate, aceite de oliva y nueces, y muévete a diario. Tu médico te dirá cuándo repetir el análisis.',
        );
      if (v < colesterolTotal.alto)
        return band(
          'alerta',
          'Tu colesterol total está en el límite: un poco alto. Mira también tu LDL y tu HDL, que dicen más que el total.',
          'Habla con tu médico sobre este resultado. Come más fibra (verduras, frijoles, avena) y menos frituras y alimentos ultraprocesados.',
        );
      return band(
        'alto',
        'Tu colesterol total está alto. Mira también tu LDL y tu HDL, que dicen más que el total.',
        'Habla con tu médico sobre este resultado y sobre la salud de tu corazón. Come más fibra y grasas buenas, y menos frituras y ultraprocesados.',
      );
    },
  },
  ldl: {
    marcador: 'Colesterol LDL ("malo")',
    unidad: 'mg/dL',
    rango: ({ u }) =>
      `Metas con diabetes, prediabetes o resistencia a la insulina: menos de ${u(100)}; menos de ${u(70)} con otros factores de riesgo (presión alta, fumar, riñones); menos de ${u(55)} si ya tuviste un infarto o un derrame. Muy alto: ${u(190)} o más.`,
    band: (v) => {
      if (v < ldl.metaCardiovascular)
        return band(
          'normal',
          'Tu colesterol LDL ("malo") está dentro de todas las metas, incluso la de quien ya tuvo un infarto o un derrame (menos de 55 mg/dL).',
          'Sigue con fibra, grasas buenas y movimiento diario. Pregunta a tu médico cada cuánto repetir el análisis.',
        );
      if (v < ldl.metaRiesgo)
        return band(
          'normal',
          'Tu colesterol LDL ("malo") está en la meta para personas con diabetes y otros factores de riesgo (menos de 70 mg/dL). Si ya tuviste un infarto o un derrame, la meta es menos de 55.',
          'Pregunta a tu médico cuál es tu meta personal. Sigue con fibra, grasas buenas y movimiento diario.',
        );
      if (v < ldl.metaDiabetes)
        return band(
          'alerta',
          'Tu colesterol LDL ("malo") cumple la meta básica con diabetes (menos de 100 mg/dL), pero no la de menos de 70 que se pide a quien tiene otros factores de riesgo (presión alta, fumar, riñones, más de 40 años) ni la de menos de 55 tras un infarto o un derrame.',
          'Pregunta a tu médico cuál es tu meta. Comer más fibra (avena, frijoles, verduras) ayuda a bajar el LDL.',
        );
      if (v < ldl.muyAlto)
        return band(
          'alto',
          'Tu colesterol LDL ("malo") está por encima de la meta para personas con diabetes, prediabetes o resistencia a la insulina (menos de 100 mg/dL).',
          'Habla con tu médico sobre este resultado y sobre la salud de tu corazón. Cambia frituras y embutidos por pescado, frijoles, nueces y aceite de oliva.',
        );
      return band(
        'alto',
        'Tu colesterol LDL ("malo") está muy alto: 190 mg/dL o más. A veces esto viene de familia.',
        'Habla pronto con tu médico: este nivel necesita revisión médica. Cuéntale si en tu familia hay colesterol alto o infartos a edad temprana.',
      );
    },
  },
  hdl: {
    marcador: 'Colesterol HDL ("bueno")',
    unidad: 'mg/dL',
    rango: ({ sexo, u }) => {
      const min = hdl.aceptable[sexo];
      const quien = sexo === 'hombre' ? 'hombres' : 'mujeres';
      return `Protector: ${u(60)} o más. Aceptable en ${quien}: ${u(min)} o más. Bajo: menos de ${u(min)}.`;
    },
    band: (v, { sexo }) => {
      if (v >= hdl.protector)
        return band(
          'normal',
          'Tu colesterol HDL ("bueno") está en un nivel que protege tu corazón.',
          'Sigue moviéndote y comiendo grasas buenas. Compártelo con tu médico en tu próxima cita.',
        );
      if (v >= hdl.aceptable[sexo])
        return band(
          'normal',
          'Tu colesterol HDL ("bueno") está en un nivel aceptable.',
          'Para subirlo un poco: muévete a diario, come grasas buenas (aguacate, nueces, aceite de oliva) y evita fumar. Coméntalo con tu médico.',
        );
      return band(
        'bajo',
        'Tu colesterol HDL ("bueno") está bajo. Un HDL bajo puede aumentar el riesgo para tu corazón.',
        'Habla con tu médico sobre este resultado. Te ayudan el ejercicio diario, las grasas buenas, dejar de fumar y comer menos azúcar.',
      );
    },
  },
  trigliceridos: {
    marcador: 'Triglicéridos',
    unidad: 'mg/dL',
    rango: ({ u }) =>
      `Normal: menos de ${u(150)}. Límite: de ${u(150)} a menos de ${u(200)}. Alto: de ${u(200)} a menos de ${u(500)}. Muy alto: ${u(500)} o más.`,
    band: (v) => {
      if (v < trigliceridos.limite)
        return band(
          'normal',
          'Tus triglicéridos están en el rango normal.',
          'Sigue comiendo poca azúcar, pocas harinas blancas y poco alcohol. Tu médico te dirá cuándo repetir el análisis.',
        );
      if (v < trigliceridos.alto)
        return band(
          'alerta',
          'Tus triglicéridos están en el límite: un poco altos.',
          'Habla con tu médico sobre este resultado. Come menos azúcar, pan blanco y bebidas dulces, y toma menos alcohol. Caminar después de comer ayuda.',
        );
      if (v < trigliceridos.muyAlto)
        return band(
          'alto',
          'Tus triglicéridos están altos. Suelen subir con el azúcar, las harinas y el alcohol.',
          'Habla con tu médico sobre este resultado. Deja las bebidas dulces y el alcohol, y come pescado, nueces y verduras.',
        );
      return band(
        'alto',
        'Tus triglicéridos están muy altos: 500 mg/dL o más. Este nivel aumenta el riesgo de pancreatitis, una inflamación seria del páncreas.',
        'Busca revisión médica pronto, en los próximos días. Si tienes dolor fuerte en el abdomen, náuseas o vómito, ve a urgencias hoy. Mientras tanto, evita el alcohol y el azúcar.',
      );
    },
  },
  hemoglobina: {
    marcador: 'Hemoglobina',
    unidad: 'g/dL',
    rango: (ctx) => {
      const { min, max } = hemoglobinRange(ctx);
      const quien = ctx.embarazo ? 'En el embarazo' : ctx.sexo === 'hombre' ? 'Hombres' : 'Mujeres';
      return `${quien}: de ${ctx.u(min)} a ${ctx.u(max)}.`;
    },
    band: (v, ctx) => {
      const { min, max } = hemoglobinRange(ctx);
      // Without a chosen sex the §5 default (female) applies; the other range is named.
      const otra = ctx.sexoElegido
        ? ''
        : ` Usamos el rango de mujer; si eres hombre, el normal es de ${ctx.u(hemoglobina.hombre.min)} a ${ctx.u(hemoglobina.hombre.max)}.`;
      if (v < min)
        return band(
          'bajo',
          `Tu hemoglobina está baja. Esto puede ser compatible con anemia. La anemia también puede alterar tu A1C.${otra}`,
          'Habla con tu médico sobre este resultado para buscar la causa. Antes de tomar suplementos de hierro, consulta con tu médico.',
        );
      if (v <= max)
        return band(
          'normal',
          `Tu hemoglobina está en el rango normal.${otra}`,
          'Sigue comiendo alimentos con hierro, como frijoles, lentejas, espinacas, huevo y carne. Tu médico te dirá cuándo repetir el análisis.',
        );
      return band(
        'alto',
        `Tu hemoglobina está alta. Puede pasar por deshidratación, por fumar o por vivir en lugares altos, entre otras causas.${otra}`,
        'Habla con tu médico sobre este resultado. Mientras tanto, toma suficiente agua durante el día.',
      );
    },
  },
} as const satisfies Record<string, MarkerRule>;

/** WHO 2024 haemoglobin cut-offs: pregnancy 11, women 12, men 13 g/dL. */
function hemoglobinRange({ sexo, embarazo }: ReferenceContext) {
  return embarazo ? hemoglobina.embarazo : hemoglobina[sexo];
}
