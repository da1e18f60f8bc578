/**
 * The blood-marker bands of §5, with the ADA and NCEP ATP III additions of issue 4:
 * fasting glucose below 70 (and below 54) is 'bajo', LDL 190+ is 'muy alto' in the message.
 * Texts: plain Spanish, "compatible con", never a diagnosis, never a medication instruction.
 */
export type SexoReferencia = 'hombre' | 'mujer';
export type MarkerEstado = 'normal' | 'alerta' | 'alto' | 'bajo';

export interface MarkerBand {
  estado: MarkerEstado;
  mensaje: string;
  recomendacion: string;
}

interface MarkerRule {
  marcador: string;
  unidad: string;
  rango: (sexo: SexoReferencia) => string;
  band: (valor: number, sexo: SexoReferencia) => MarkerBand;
}

/** Band edges; each edge value belongs to the band above it, except the hemoglobin maximum. */
export const BLOOD_MARKER_CUTOFFS = {
  a1c: { prediabetes: 5.7, diabetes: 6.5 },
  glucosaAyunas: { hipoglucemiaGrave: 54, hipoglucemia: 70, prediabetes: 100, diabetes: 126 },
  colesterolTotal: { limite: 200, alto: 240 },
  ldl: { casiOptimo: 100, limite: 130, alto: 160, muyAlto: 190 },
  hdl: { protector: 60, aceptable: { hombre: 40, mujer: 50 } },
  trigliceridos: { limite: 150, alto: 200, muyAlto: 500 },
  hemoglobina: { hombre: { min: 13.5, max: 17.5 }, mujer: { min: 12, max: 15.5 } },
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
    rango: () => 'Normal: menos de 5.7 %. Prediabetes: de 5.7 a 6.4 %. Diabetes: 6.5 % o más.',
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
    rango: () =>
      'Normal: de 70 a 99 mg/dL. Prediabetes: de 100 a 125 mg/dL. Diabetes: 126 mg/dL o más. Baja: menos de 70 mg/dL.',
    band: (v) => {
      if (v < glucosaAyunas.hipoglucemiaGrave)
        return band(
          'bajo',
          'Tu glucosa en ayunas está muy baja: menos de 54 mg/dL. Es una hipoglucemia seria y puede ser peligrosa.',
          `Actúa ahora si te sientes mal: ${QUICK_SUGAR}. Si hay confusión, mucha debilidad o no mejoras, llama a emergencias. Avisa hoy mismo a tu médico.`,
        );
      if (v < glucosaAyunas.hipoglucemia)
        return band(
          'bajo',
          'Tu glucosa en ayunas está baja: menos de 70 mg/dL. Esto se llama hipoglucemia.',
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
    rango: () => 'Deseable: menos de 200 mg/dL. Límite: de 200 a 239 mg/dL. Alto: 240 mg/dL o más.',
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
    rango: () =>
      'Óptimo: menos de 100 mg/dL. Casi óptimo: de 100 a 129 mg/dL. Límite: de 130 a 159 mg/dL. Alto: de 160 a 189 mg/dL. Muy alto: 190 mg/dL o más.',
    band: (v) => {
      if (v < ldl.casiOptimo)
        return band(
          'normal',
          'Tu colesterol LDL ("malo") está en el nivel óptimo.',
          'Sigue con fibra, grasas buenas y movimiento diario. Pregunta a tu médico cuál es tu meta personal.',
        );
      if (v < ldl.limite)
        return band(
          'normal',
          'Tu colesterol LDL ("malo") está casi óptimo. Para las personas con diabetes, la meta usual es menos de 100 mg/dL.',
          'Pregunta a tu médico cuál es tu meta. Comer más fibra (avena, frijoles, verduras) ayuda a bajar el LDL.',
        );
      if (v < ldl.alto)
        return band(
          'alerta',
          'Tu colesterol LDL ("malo") está en el límite alto.',
          'Habla con tu médico sobre este resultado. Cambia frituras y embutidos por pescado, frijoles, nueces y aceite de oliva.',
        );
      if (v < ldl.muyAlto)
        return band(
          'alto',
          'Tu colesterol LDL ("malo") está alto.',
          'Habla con tu médico sobre este resultado y sobre la salud de tu corazón. Come más fibra y menos frituras, embutidos y ultraprocesados.',
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
    rango: (sexo) => {
      const min = hdl.aceptable[sexo];
      const quien = sexo === 'hombre' ? 'hombres' : 'mujeres';
      return `Protector: 60 mg/dL o más. Aceptable en ${quien}: ${min} mg/dL o más. Bajo: menos de ${min} mg/dL.`;
    },
    band: (v, sexo) => {
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
    rango: () =>
      'Normal: menos de 150 mg/dL. Límite: de 150 a 199 mg/dL. Alto: de 200 a 499 mg/dL. Muy alto: 500 mg/dL o más.',
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
    rango: (sexo) =>
      sexo === 'hombre' ? 'Hombres: de 13.5 a 17.5 g/dL.' : 'Mujeres: de 12 a 15.5 g/dL.',
    band: (v, sexo) => {
      if (v < hemoglobina[sexo].min)
        return band(
          'bajo',
          'Tu hemoglobina está baja. Esto puede ser compatible con anemia. La anemia también puede alterar tu A1C.',
          'Habla con tu médico sobre este resultado para buscar la causa. Antes de tomar suplementos de hierro, consulta con tu médico.',
        );
      if (v <= hemoglobina[sexo].max)
        return band(
          'normal',
          'Tu hemoglobina está en el rango normal.',
          'Sigue comiendo alimentos con hierro, como frijoles, lentejas, espinacas, huevo y carne. Tu médico te dirá cuándo repetir el análisis.',
        );
      return band(
        'alto',
        'Tu hemoglobina está alta. Puede pasar por deshidratación, por fumar o por vivir en lugares altos, entre otras causas.',
        'Habla con tu médico sobre este resultado. Mientras tanto, toma suficiente agua durante el día.',
      );
    },
  },
} as const satisfies Record<string, MarkerRule>;
