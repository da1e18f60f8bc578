import type {
  InitialReport,
  IntakeFields,
  ObservationDay,
  ReportRecommendation,
} from '@tm/shared-contracts';
import { readFacts, type ReportFacts } from './facts.js';

export const REPORT_DISCLAIMER =
  'Este informe es educativo y confidencial. No sustituye la evaluación de un profesional de la salud. ' +
  'Consulta a tu médico antes de hacer cambios importantes en tu alimentación, tus medicamentos o tus suplementos.';

const fmt = (n: number) => String(n).replace('.', ',');

function perfil(f: ReportFacts): string[] {
  const lines = [`${f.nombre}, ${f.edad} años.`];
  if (f.diasObservados > 0) lines.push(`Observaste ${f.diasObservados} de 5 días con atención.`);
  if (f.horasSueno !== null)
    lines.push(`Duermes alrededor de ${fmt(f.horasSueno)} horas por noche.`);
  if (f.energia !== null) lines.push(`Tu energía está en ${fmt(f.energia)} de 10.`);
  if (f.bristol !== null)
    lines.push(
      `Tu digestión se acerca al tipo ${fmt(Math.round(f.bristol))} de la escala de Bristol.`,
    );
  if (f.estadoAnimo) lines.push(`Tu ánimo general: ${f.estadoAnimo.toLowerCase()}.`);
  if (f.a1c !== null && f.a1c >= 2 && f.a1c <= 20)
    lines.push(
      `Tu A1C de ${fmt(f.a1c)} % es ${f.a1c >= 6.5 ? 'compatible con diabetes' : f.a1c >= 5.7 ? 'compatible con prediabetes' : 'un valor en rango normal'}.`,
    );
  return lines;
}

function comidas(f: ReportFacts): ReportRecommendation {
  let texto =
    'Arma cada comida con tres aliados: grasa buena (aguacate, aceite de oliva, nueces), fibra (verduras, legumbres) y proteína (huevo, pescado, pollo). Así el azúcar sube más despacio.';
  if (f.sintomasDespuesComer)
    texto += ` Nos contaste que después de comer sientes: «${f.sintomasDespuesComer}». Anota qué comiste esas veces; el equilibrio del plato suele aliviarlo.`;
  if (f.comidasCaserasBajas)
    texto +=
      ' Como hoy comes pocas comidas en casa, empieza por una comida casera más a la semana.';
  return { tema: 'comidas', titulo: 'Equilibra tus comidas con grasa, fibra y proteína', texto };
}

function inflamacion(f: ReportFacts): ReportRecommendation {
  let texto =
    'Reduce la carga inflamatoria: menos azúcar, harinas refinadas, bebidas dulces y ultraprocesados; más verduras de colores y agua.';
  if (f.trigliceridos !== null && f.trigliceridos >= 150)
    texto += ` Tus triglicéridos (${fmt(f.trigliceridos)} mg/dL) mejoran mucho al bajar el azúcar y las harinas.`;
  return { tema: 'inflamacion', titulo: 'Reduce la carga inflamatoria', texto };
}

function sueno(f: ReportFacts): ReportRecommendation {
  const titulo = 'Duerme de 7 a 8 horas';
  if (f.horasSueno === null)
    return {
      tema: 'sueno',
      titulo,
      texto:
        'Dormir de 7 a 8 horas ayuda a tu cuerpo a manejar mejor el azúcar. Anota a qué hora te acuestas y te levantas.',
    };
  if (f.horasSueno < 7) {
    const falta = Math.round((7 - f.horasSueno) * 60);
    return {
      tema: 'sueno',
      titulo,
      texto: `Hoy duermes unas ${fmt(f.horasSueno)} horas: te faltan unos ${falta} minutos para llegar a 7. Prueba acostarte 30 minutos antes, con la luz baja y sin pantallas la última hora. Dormir poco sube la glucosa del día siguiente.`,
    };
  }
  if (f.horasSueno > 9)
    return {
      tema: 'sueno',
      titulo,
      texto: `Duermes unas ${fmt(f.horasSueno)} horas. Si aun así te levantas con cansancio, coméntalo con tu médico: a veces es una señal que vale la pena revisar.`,
    };
  const calidad =
    f.poorSleepDays > 0 || f.sleepSatisfied === false
      ? ' Aunque las horas están bien, tu descanso no siempre es bueno: una cena más temprana y una rutina tranquila antes de dormir pueden ayudarte.'
      : ' Sigue cuidando ese horario: es una base excelente.';
  return {
    tema: 'sueno',
    titulo,
    texto: `Tus ${fmt(f.horasSueno)} horas de sueño están en el rango recomendado.${calidad}`,
  };
}

function higado(f: ReportFacts): ReportRecommendation {
  let texto =
    'Apoya a tu hígado y a tu sistema linfático: bebe agua a lo largo del día, come verduras amargas (rúcula, alcachofa) y muévete un poco cada día.';
  const hard = (f.bristol !== null && f.bristol <= 2.5) || f.constipationByFrequency;
  if (hard)
    texto += ` Tu digestión apunta a estreñimiento${f.bristol !== null ? ` (Bristol ${fmt(Math.round(f.bristol))})` : ''}: suma un vaso de agua al despertar, una porción más de verduras o legumbres y una caminata corta después de comer.`;
  else if (f.bristol !== null && f.bristol >= 5.5)
    texto += ` Tus evacuaciones son blandas o líquidas (Bristol ${fmt(Math.round(f.bristol))}): hidrátate bien y observa qué alimentos lo provocan. Si dura más de unos días, consulta a tu médico.`;
  else if (f.bristol !== null)
    texto += ` Tu digestión va bien (Bristol ${fmt(Math.round(f.bristol))}, cerca del ideal 4): sigue así.`;
  return { tema: 'higado', titulo: 'Apoya tu hígado y tu sistema linfático', texto };
}

function calma(f: ReportFacts): ReportRecommendation {
  let texto =
    'Calma tu sistema nervioso con 4 a 8 respiraciones lentas: inhala contando 4, exhala contando 6. Hazlo antes de cada comida.';
  if (f.estadoAnimo === 'Ansioso' || f.estadoAnimo === 'Bajo o deprimido')
    texto +=
      ' Nos dijiste que tu ánimo no está bien: respirar así dos o tres veces al día ayuda, y hablarlo con alguien de confianza o con tu médico también.';
  if (f.energia !== null && f.energia <= 4)
    texto += ' Con tu energía baja, empieza por lo más sencillo: respirar y caminar 5 minutos.';
  return { tema: 'calma', titulo: 'Calma tu sistema nervioso', texto };
}

function precauciones(f: ReportFacts): string[] {
  const out: string[] = [];
  if (f.hypoglycaemiaMedicines.length > 0)
    out.push(
      `Nos contaste que tomas ${f.hypoglycaemiaMedicines.join(' y ')}. Este medicamento puede bajar demasiado tu azúcar (hipoglucemia) si comes menos carbohidratos. Antes de cambiar tu alimentación, habla con tu médico; no cambies ni suspendas tu medicamento por tu cuenta. Si sientes temblor, sudor frío o confusión, mide tu glucosa: por debajo de 70 mg/dL toma 15 g de azúcar rápida.`,
    );
  if (f.trigliceridos !== null && f.trigliceridos >= 500)
    out.push('Tus triglicéridos están muy altos (500 mg/dL o más): consulta pronto a tu médico.');
  return out;
}

function enfoque(f: ReportFacts): string {
  if (f.horasSueno !== null && f.horasSueno < 7)
    return 'Estos días, tu foco es el sueño: acuéstate 30 minutos antes y anota cómo te levantas.';
  if ((f.bristol !== null && (f.bristol <= 2.5 || f.bristol >= 5.5)) || f.constipationByFrequency)
    return 'Estos días, tu foco es la digestión: agua al despertar, verduras en cada comida y una caminata corta después de comer.';
  if (f.energia !== null && f.energia <= 4)
    return 'Estos días, tu foco es la energía: un desayuno con proteína y 10 minutos de caminata después de comer.';
  return 'Estos días, tu foco es el plato: grasa buena, fibra y proteína en cada comida, y 10 minutos de caminata después.';
}

/** The rule engine: the personalised initial report from the intake and the log, no network. */
export function buildInitialReport(intake: IntakeFields, days: ObservationDay[]): InitialReport {
  const facts = readFacts(intake, days);
  return {
    perfil: perfil(facts),
    recomendaciones: [
      comidas(facts),
      inflamacion(facts),
      sueno(facts),
      higado(facts),
      calma(facts),
    ],
    precauciones: precauciones(facts),
    enfoque: enfoque(facts),
    cita: {
      texto: 'Que tu alimento sea tu medicina y tu medicina sea tu alimento.',
      autor: 'Hipócrates',
    },
    aviso: REPORT_DISCLAIMER,
    fuente: 'reglas',
    diasObservados: facts.diasObservados,
  };
}
