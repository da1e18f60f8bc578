import type {
  InitialReport,
  IntakeFields,
  ObservationDay,
  ReportRecommendation,
} from '@tm/shared-contracts/contracts';
import { readFacts, type ReportFacts } from './facts.js';
import { labNotes, labProfileLines, reportLabs } from './lab-notes.js';
import { restrictionsFor, type Restrictions } from './restrictions.js';
import { safetyNotes } from './safety-notes.js';
import { joinNames } from './safety-texts.js';

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
  lines.push(...labProfileLines(f.clinical));
  if (f.clinical.medicines.length > 0)
    lines.push(
      `Medicamentos que nos contaste: ${joinNames(f.clinical.medicines.map((m) => m.name))}.`,
    );
  return lines;
}

/** Whose word sets the portions of potassium-rich foods. */
const potassiumTeam = (f: ReportFacts) =>
  f.clinical.kidney ? 'tu equipo de nefrología' : 'tu médico';

// Withheld with advanced kidney disease or high potassium: legumes, avocado, nuts (potassium).
function comidas(f: ReportFacts, r: Restrictions): ReportRecommendation {
  const grasa = r.limitPotassiumFoods ? 'aceite de oliva' : 'aguacate, aceite de oliva, nueces';
  const fibra = r.limitPotassiumFoods
    ? `verduras, en las porciones que te indique ${potassiumTeam(f)}`
    : 'verduras, legumbres';
  let texto = `Arma cada comida con tres aliados: grasa buena (${grasa}), fibra (${fibra}) y proteína (huevo, pescado, pollo). Así el azúcar sube más despacio.`;
  if (r.eatingDisorder)
    texto += ' Se trata de sumar, no de quitar: sin contar calorías ni saltarte comidas.';
  if (f.sintomasDespuesComer && r.possibleLows)
    texto += ` Nos contaste que después de comer sientes: «${f.sintomasDespuesComer}». Lee el aviso de seguridad de arriba: puede ser azúcar baja, y conviene medirla y contárselo a tu médico.`;
  else if (f.sintomasDespuesComer)
    texto += ` Nos contaste que después de comer sientes: «${f.sintomasDespuesComer}». Anota qué comiste esas veces y coméntalo con tu médico; un plato equilibrado a veces ayuda.`;
  if (f.comidasCaserasBajas)
    texto +=
      ' Como hoy comes pocas comidas en casa, empieza por una comida casera más a la semana.';
  return { tema: 'comidas', titulo: 'Equilibra tus comidas con grasa, fibra y proteína', texto };
}

// Withheld: water with a fluid limit; "more vegetables" with potassium limits; bans with an
// eating-disorder history.
function inflamacion(f: ReportFacts, r: Restrictions): ReportRecommendation {
  const mas = [
    r.limitPotassiumFoods
      ? `verduras de colores en las porciones que te indique ${potassiumTeam(f)}`
      : 'más verduras de colores',
    r.noExtraFluids ? '' : 'agua',
  ]
    .filter(Boolean)
    .join(' y ');
  const texto = r.eatingDisorder
    ? `Reduce la carga inflamatoria a tu ritmo y sin prohibiciones: suma comida casera y ${mas}, y deja que los ultraprocesados ocupen menos lugar.`
    : `Reduce la carga inflamatoria: menos azúcar, harinas refinadas, bebidas dulces y ultraprocesados; ${mas}.`;
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

// Withheld: water with a fluid limit; legumes with potassium limits; "move" is at the pace the
// doctor approves after a heart event.
function higado(f: ReportFacts, r: Restrictions): ReportRecommendation {
  const heart = f.clinical.heartAttack || f.clinical.heartFailure || f.clinical.stroke;
  const mover = heart
    ? 'muévete un poco cada día, al ritmo que apruebe tu médico'
    : 'muévete un poco cada día';
  const beber = r.noExtraFluids
    ? 'toma los líquidos dentro del límite que te indicaron'
    : 'bebe agua a lo largo del día';
  let texto = `Apoya a tu hígado y a tu sistema linfático: ${beber}, come verduras amargas (rúcula, alcachofa) y ${mover}.`;
  const hard = (f.bristol !== null && f.bristol <= 2.5) || f.constipationByFrequency;
  const steps = [
    r.noExtraFluids ? '' : 'un vaso de agua al despertar',
    r.limitPotassiumFoods
      ? `la fibra que te indique ${potassiumTeam(f)}`
      : 'una porción más de verduras o legumbres',
    'una caminata corta después de comer',
  ].filter(Boolean);
  if (hard)
    texto += ` Tu digestión apunta a estreñimiento${f.bristol !== null ? ` (Bristol ${fmt(Math.round(f.bristol))})` : ''}: suma ${joinNames(steps)}.`;
  else if (f.bristol !== null && f.bristol >= 5.5)
    texto += ` Tus evacuaciones son blandas o líquidas (Bristol ${fmt(Math.round(f.bristol))}): ${r.noExtraFluids ? 'pregunta a tu médico cómo reponer líquidos sin pasar tu límite' : 'hidrátate bien'} y observa qué alimentos lo provocan. Si dura más de unos días, consulta a tu médico.`;
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

function enfoque(f: ReportFacts, r: Restrictions): string {
  if (f.horasSueno !== null && f.horasSueno < 7)
    return 'Estos días, tu foco es el sueño: acuéstate 30 minutos antes y anota cómo te levantas.';
  if ((f.bristol !== null && (f.bristol <= 2.5 || f.bristol >= 5.5)) || f.constipationByFrequency)
    return `Estos días, tu foco es la digestión: ${r.noExtraFluids ? '' : 'agua al despertar, '}verduras en cada comida y una caminata corta después de comer.`;
  if (f.energia !== null && f.energia <= 4)
    return 'Estos días, tu foco es la energía: un desayuno con proteína y 10 minutos de caminata después de comer.';
  return 'Estos días, tu foco es el plato: grasa buena, fibra y proteína en cada comida, y 10 minutos de caminata después.';
}

/** The rule engine: the personalised initial report from the intake and the log, no network. */
/**
 * `glucoseTrend`: the fasting trend of her Mi progreso readings (fastingTrend), cited in her
 * profile when there is enough data.
 */
export function buildInitialReport(
  intake: IntakeFields,
  days: ObservationDay[],
  { glucoseTrend }: { glucoseTrend?: string } = {},
): InitialReport {
  const facts = readFacts(intake, days);
  const restrictions = restrictionsFor(facts.clinical);
  const avisos = [
    ...safetyNotes(facts.clinical, restrictions, facts.pais),
    ...labNotes(facts.clinical),
  ];
  return {
    perfil: [
      ...perfil(facts),
      ...(glucoseTrend ? [`Según tus mediciones en Mi progreso, ${glucoseTrend}.`] : []),
    ],
    recomendaciones: [
      comidas(facts, restrictions),
      inflamacion(facts, restrictions),
      sueno(facts),
      higado(facts, restrictions),
      calma(facts),
    ],
    precauciones: avisos.map((a) => a.texto),
    avisos,
    analisis: reportLabs(facts.clinical),
    enfoque: enfoque(facts, restrictions),
    cita: {
      texto: 'Que tu alimento sea tu medicina y tu medicina sea tu alimento.',
      autor: 'Hipócrates',
    },
    aviso: REPORT_DISCLAIMER,
    fuente: 'reglas',
    diasObservados: facts.diasObservados,
  };
}
