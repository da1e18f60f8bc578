// The answer of each triage tier. Emergencies start with the number to call and what to do now;
// no coaching, no weekly step, no "next appointment" line follows them (docs/assistant-triage.md).
import type { EmergencyContacts } from '@tm/shared-contracts/clinical';
import { tierOf, type TriageCategory, type TriageResult } from './taxonomy.js';

interface Who {
  name?: string;
  contacts: EmergencyContacts;
}

/** ADA Standards of Care 2025 §6: the 15-15 rule, and nothing by mouth when unable to swallow. */
const LOW_SUGAR_NOW = (call: string) =>
  `Si la persona está confundida, muy dormida o no puede tragar: no le des nada por la boca y ` +
  `llama ya al ${call}. Si puede tragar: 15 g de azúcar rápida ahora (medio vaso de jugo o de ` +
  'refresco normal, 3 cucharaditas de azúcar en agua o 4 tabletas de glucosa). Mide otra vez ' +
  'en 15 minutos; si sigue por debajo de 70 mg/dL (3,9 mmol/L), repite. Cuando pase de 70, ' +
  'come algo con carbohidrato y proteína. Avisa hoy a tu médico de lo que pasó.';

/** A low beside a heart attack, a stroke or a faint, with no reading yet: measure before sugar. */
const LOW_SUGAR_BESIDE =
  'También puede ser una baja de azúcar. Si hay medidor, mide ahora: si marca menos de 70 mg/dL ' +
  '(3,9 mmol/L) y la persona está despierta y traga bien, dale 15 g de azúcar rápida (medio vaso ' +
  'de jugo o de refresco normal) mientras llega la ayuda. Si está muy dormida, confundida o no ' +
  'traga, nada por la boca.';

const SUGAR_OF_THE_LOW = ' (solo el azúcar de la baja, si traga bien)';

/** Each emergency's steps; `withLow` when a low was found too, whose sugar may then be given. */
const EMERGENCY_NOW: Record<string, (call: string, withLow: boolean) => string> = {
  chest_pain: (call) =>
    `El dolor, la presión o el peso en el pecho (también si se va al brazo, la mandíbula o la ` +
    `espalda, con sudor frío o falta de aire) puede ser un infarto. Llama ya al ${call}. No ` +
    'manejes; quédate en reposo y abre la puerta para que puedan entrar.',
  stroke: (call, withLow) =>
    `La cara caída, la debilidad de un brazo o una pierna, hablar raro o perder la vista de ` +
    `golpe pueden ser un derrame cerebral. Llama ya al ${call} y anota la hora en que empezó: ` +
    `cada minuto cuenta. No des comida, bebida ni pastillas${withLow ? SUGAR_OF_THE_LOW : ''}.`,
  fainting: (call) =>
    `Un desmayo con diabetes necesita atención ahora. Llama al ${call}. Si la persona no ` +
    'despierta, no le des nada por la boca y ponla de lado mientras llega la ayuda.',
  low_sugar: LOW_SUGAR_NOW,
  high_sugar_crisis: (call) =>
    'El azúcar muy alta con mucha sed, vómitos, sueño, confusión o respiración rápida puede ser ' +
    `una crisis (cetoacidosis o estado hiperosmolar). Llama ya al ${call} o ve a urgencias. ` +
    'Mientras tanto, toma sorbos de agua si puedes tragar.',
};

const SAME_DAY: Record<string, string> = {
  eating_disorder:
    'Gracias por contármelo; sé que no es fácil. Lo que cuentas sobre la comida merece un apoyo ' +
    'especial: habla hoy con tu médico o con un profesional de salud mental. Hoy no te daré ' +
    'consejos de dieta; comer con regularidad es lo que más te cuida ahora.',
  pregnancy:
    'Con diabetes, un embarazo (o la posibilidad de estar embarazada) necesita que tu médico o ' +
    'tu equipo de obstetricia revisen hoy tu plan, también tus medicamentos. No hagas ayunos ni ' +
    'dietas bajas en carbohidratos mientras tanto.',
  foot:
    'Con diabetes, una herida en el pie que no sana, la pus, el enrojecimiento caliente o un ' +
    'dedo oscuro necesitan que un médico los vea hoy. No esperes: pide cita hoy o ve a ' +
    'urgencias. Mientras tanto, no camines descalza o descalzo y no la cubras con remedios caseros.',
  urinary_fever:
    'La fiebre con ardor al orinar, sangre en la orina o dolor en el costado puede ser una ' +
    'infección del riñón: con diabetes necesita atención médica hoy.',
  persistent_vomiting:
    'Vomitar durante horas sin poder retener líquidos descompensa el azúcar rápido. Busca ' +
    'atención médica hoy; mientras tanto, toma sorbos pequeños y frecuentes, y mide tu glucosa ' +
    'si tienes cómo.',
};

const REVIEW_SOON: Record<string, string> = {
  past_episode:
    'Me alegra que ya haya pasado. Aun así, cuéntaselo a tu médico esta semana: anota qué pasó, ' +
    'cuándo y qué comiste o hiciste antes, para que juntos eviten que se repita. Si vuelve a ' +
    'pasar, busca atención en ese momento.',
  repeated_lows:
    'Varias bajas de azúcar en pocos días son una señal para revisar tu plan con tu médico esta ' +
    'semana: anota cada valor, la hora y qué comiste antes. Lleva siempre 15 g de azúcar rápida ' +
    'contigo y, si una baja llega con confusión o no puedes tragar, pide ayuda al momento.',
  persistent_high:
    'Valores tan altos que se repiten necesitan que tu médico revise tu plan esta semana: ' +
    'anota cada medición. Si pasas de 300 mg/dL con mucha sed, vómitos, sueño o respiración ' +
    'rápida, busca atención ese mismo día.',
};

export interface TriageAnswer {
  text: string;
  /** Numbers to offer as call buttons, first the one to dial now. */
  calls: { label: string; number: string }[];
}

/** Pills or insulin already taken: a poisoning, whose number comes before the crisis line's. */
function overdoseAnswer(result: TriageResult, { name, contacts }: Who): TriageAnswer {
  const call = contacts.emergency;
  const { crisisLine } = contacts;
  return {
    text: [
      `Llama ahora al ${call} o ve a urgencias: las pastillas o la insulina de más necesitan ` +
        'atención médica ya, aunque al principio no se note nada. Lleva la caja o el frasco, y ' +
        'que alguien acompañe a la persona sin dejarla sola.',
      result.categories.includes('low_sugar')
        ? LOW_SUGAR_NOW(call)
        : 'Si fue insulina o pastillas para el azúcar y la persona está despierta y traga bien, ' +
          'dale algo con azúcar (medio vaso de jugo o de refresco normal) mientras llega la ' +
          'ayuda; si está muy dormida o no traga, nada por la boca.',
      `${name ? `${name}, gracias` : 'Gracias'} por decírmelo. También puedes llamar a ` +
        `${crisisLine.name} (${crisisLine.number}): acompaña a quien pasa por esto y a su familia.`,
    ].join('\n\n'),
    calls: [
      { label: 'Emergencias', number: call },
      { label: crisisLine.name, number: crisisLine.number },
    ],
  };
}

function crisisAnswer(result: TriageResult, { name, contacts }: Who): TriageAnswer {
  const call = contacts.emergency;
  const { crisisLine } = contacts;
  return {
    text: [
      `${name ? `${name}, gracias` : 'Gracias'} por decírmelo. Lo que sientes importa, y no ` +
        'tienes que pasarlo sin compañía.',
      `Llama ahora a ${crisisLine.name}: ${crisisLine.number}. Si crees que puedes hacerte ` +
        `daño ahora mismo, llama al ${call} o ve a urgencias.`,
      // A low beside the wish ("ya no quiero seguir… tengo 45") is treated now, too.
      ...(result.categories.includes('low_sugar') ? [LOW_SUGAR_NOW(call)] : []),
      'Si tienes pastillas o insulina a la mano, pide a alguien de confianza que las guarde por ' +
        'ahora y que se quede contigo. Aquí sigo cuando quieras escribir.',
    ].join('\n\n'),
    calls: [
      { label: crisisLine.name, number: crisisLine.number },
      { label: 'Emergencias', number: call },
    ],
  };
}

function emergencyAnswer(result: TriageResult, who: Who): TriageAnswer {
  const call = who.contacts.emergency;
  if (result.categories[0] === 'suicidal')
    return result.overdoseTaken ? overdoseAnswer(result, who) : crisisAnswer(result, who);
  // A low the meter shows leads (its signs may be the stroke's or the faint's); a low only
  // suspected beside another emergency follows it, measured before any sugar is given.
  const others = result.categories.filter((c) => c !== 'low_sugar');
  const low = result.categories.includes('low_sugar');
  const alongside = others.some((c) => tierOf(c) === 'emergency');
  const ordered: (TriageCategory | 'low_beside')[] = !low
    ? others
    : result.lowMeasured || !alongside
      ? ['low_sugar', ...others]
      : [...others, 'low_beside'];
  const steps = ordered.flatMap((c) =>
    c === 'low_beside' ? LOW_SUGAR_BESIDE : (EMERGENCY_NOW[c]?.(call, low) ?? SAME_DAY[c] ?? []),
  );
  return {
    text: [`Esto puede ser una emergencia: llama ahora al ${call}.`, ...steps].join('\n\n'),
    calls: [{ label: 'Emergencias', number: call }],
  };
}

export function triageAnswer(result: TriageResult, who: Who): TriageAnswer | undefined {
  if (result.tier === 'emergency') return emergencyAnswer(result, who);
  const lines = result.categories.flatMap(
    (c: TriageCategory) => SAME_DAY[c] ?? REVIEW_SOON[c] ?? [],
  );
  const call = who.contacts.emergency;
  if (result.tier === 'same_day')
    return {
      text: [
        ...lines,
        `Si empeoras, tienes fiebre alta, te cuesta respirar o te sientes muy mal, llama al ${call}.`,
      ].join('\n\n'),
      calls: [{ label: 'Emergencias', number: call }],
    };
  if (result.tier === 'review_soon') return { text: lines.join('\n\n'), calls: [] };
  return undefined;
}

/**
 * How to get help now, at the end of every answer that is not an emergency's: triage misses some
 * red flags nobody has written before (docs/decisions.md), and this line still names the number.
 */
export const safetyNet = ({ emergency, crisisLine }: EmergencyContacts) =>
  'Si en algún momento te sientes muy mal (dolor en el pecho, la cara o un brazo que no ' +
  'responden, mucha confusión, un desmayo) o piensas en hacerte daño, no esperes a escribir ' +
  `aquí: llama al ${emergency} o a ${crisisLine.name} (${crisisLine.number}).`;

/** A bare number next to "glucosa" could be mg/dL or mmol/L: asked, never assumed. */
export const AMBIGUOUS_READING_QUESTION = (value: number) =>
  `Sobre tu medición de ${String(value).replace('.', ',')}: ¿tu medidor marca mg/dL o mmol/L? ` +
  'Así sé si está alta o baja. Si te sientes mal (temblor, sudor frío, confusión, mucha sed o ' +
  'vómitos), no esperes mi respuesta y busca atención.';
