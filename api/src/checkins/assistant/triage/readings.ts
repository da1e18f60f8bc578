// Glucose readings in a message, with their unit: "me dio 49", "glucosa en 2.8 mmol", "el
// glucómetro marca HI". Ages, minutes, doses, kilos and A1C are left out. A bare integer under 35
// could be mmol/L (high) or mg/dL (a severe low): it is asked about, never assumed.
import {
  firstMatch,
  MEDICINE_PATTERNS,
  normalise,
  phoneticKey,
} from '@tm/shared-contracts/clinical';

export interface GlucoseReading {
  /** In mg/dL; null when the unit cannot be told. */
  mgdl: number | null;
  /** The number as written. */
  value: number;
  /** Its position among the message's words. */
  at: number;
}

/** The meter's own words for a reading over or under its range ("el glucómetro marca HI"). */
export function meterOutOfRange(message: string): 'HI' | 'LO' | undefined {
  const found =
    /\b(HI|LO)\b/.exec(message) ??
    /\b(?:marca|marcaba|dice|decia|decía|sale|salio|salió|aparece|pone|puso)\s+(hi|high|lo|low)\b/i.exec(
      message,
    );
  if (!found?.[1]) return undefined;
  return found[1].toLowerCase().startsWith('h') ? 'HI' : 'LO';
}

/** Exact factor (1 mmol/L of glucose = 18.016 mg/dL). */
export const MGDL_PER_MMOL = 18.016;

const wordSet = (list: string): Set<string> => new Set(list.split(' '));
const NUMBER = /^\d+(?:[.,]\d+)?s?$/;
const GLUCOSE_CONTEXT =
  /^(gluk|glus|glik|glis|asuk|dextro|sensor|libre|dexkom|sugar|sujer|jugar|reading|ipo|hypo|bg$|bgl|kgm$|meters?$)/;
// "Me medí 65", "se midió 57": a measurement, unless another measure is named.
const WEAK_STEMS = /^(medi|mid)/;
const WEAK_CONTEXT = wordSet(
  'medi medirme mido marco marca marcaba salio sale dio dieron tenia tengo tiene tenía esta estaba ' +
    'da dan ando anda amaneci amanecio baje bajo subio subi checke cheque chequee chequeo nivel niveles ' +
    'tuve tuvo bajon bajas bajones ayunas ayuno despierto amanezco amaneciendo medidor aparato ' +
    'maquinita aparatito dice dise decia estoy llevo arriba encima hoy baja traigo traia trae says meter reads pase paso pasando ' +
    'vengo levanto numeros numbers bajando siento sentia temblorosa tembloroso mareada mareado sigo sigue ' +
    'salido marcado siempre dormir amanece amanecen salen saliendo bajadas dando lectura lecturas ' +
    'lleva llevamos viene vienen madrugada seguidos bajado subido bajitas bajitos despertado valores ' +
    'checked showed shows showing caught spiked dropped dropping crashed tanked tanking over running ' +
    'checking check tested testing hitting hit dipped dipping encontrado getting',
);
const OTHER_MEASURES = wordSet(
  'presion tension peso pulso oxigeno temperatura cintura fiebre grados edad colesterol ' +
    'trigliceridos semanas',
);
const NOT_A_GLUCOSE_DECIMAL =
  /^(ketones?|cetonas?|fever|fiebre|temp|temperature|decimas|calentura)$/;
const NOT_GLUCOSE = wordSet(
  'a1c hba1c hemoglobina glicosilada glucosilada metformina insulina glibenclamida ' +
    'glimepirida pastilla pastillas unidades dosis edad diane',
);
const UNITS_THAT_ARE_NOT_GLUCOSE = wordSet(
  'minutos min horas hora h hrs dias dia semanas semana meses mes anos ano kilos kg kilo libras lb ' +
    'pasos vasos litros litro veces % gramos g gr unidades u ui cm calorias pastillas tabletas ' +
    'hijos nietos noches turnos guardias jornadas comidas cucharadas tazas piezas porciones am pm ml cc grados pesos dolares euros soles ' +
    'sentadillas abdominales flexiones lagartijas repeticiones vueltas cuadras km kilometros metros ' +
    'tortillas panes galletas huevos arepas tacos tamales frutas manzanas platanos rebanadas ' +
    'cervezas copas tragos cafes refrescos tiras tiritas lancetas agujas lbs pounds years yrs ' +
    'bolivianos quetzales lempiras colones cordobas ' +
    'mins minutes hours days weeks months units carbs grams cups steps nights mornings times shifts',
);
const MONTHS = wordSet(
  'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre ' +
    'diciembre',
);
const JOINERS = wordSet('o u a y');
const KETONES = /^(ketones?|cetonas?|quetonas?|setonas?|ketonas?|acetona|cetonicos?|bhb)$/;
/** Names of other measures that come before their number ("fiebre de 38,5", "pulso 45", "bp 85/50"). */
const OTHER_MEASURE_NAMES = wordSet(
  'presion tension pulso pulsaciones oxigeno saturacion temperatura temp fiebre calentura peso ' +
    'cintura colesterol hdl ldl trigliceridos pressure bp pulse oxygen sats saturation ' +
    'temperature fever weight waist cholesterol triglycerides estatura altura height ' +
    // The laboratory's, read out beside the sugar: "creatinina 1.2", "egfr 48".
    'creatinina creatinine potasio potassium sodio sodium albumina microalbumina albumin ' +
    'microalbumin tfg gfr egfr filtrado urea bun urico uric fc cardiaca cardiaco rate',
);
/** Words that may join a measure's name to its number: "fiebre de 38,5", "my pulse is 48", "my bp
 * dropped to 90/60", "la presión me bajó a 90/60". */
const LINKS = wordSet(
  'de en es esta estaba era me le se dio da marca marco bajo subio a hasta como unos ' +
    'of is was at were are to down up dropped fell went got around about like',
);
/** "Glucosa 18,2 y cetonas 2,9", "fiebre de 38,5 y la glucosa en 250": the measure named nearest
 * before a number is what it measures. Ketones reach four words ("cetonas en sangre en 3.2") and
 * only values a ketone can have (under 10); another measure, up to six words back, must be joined
 * to the number ("pulso acelerado, 48" may still be a low). Only the words before count: in "450, cetonas
 * positivas" the ketones follow the glucose. */
function measuresSomethingElse(words: string[], i: number): boolean {
  const value = Number((words[i] ?? '').replace(',', '.').replace('s', ''));
  let joined = true;
  for (let k = i - 1; k >= Math.max(0, i - 6); k--) {
    const word = words[k] ?? '';
    if (KETONES.test(word) && k >= i - 4) return value < 10;
    if (joined && OTHER_MEASURE_NAMES.has(word)) return true;
    if (GLUCOSE_CONTEXT.test(phoneticKey(word))) return false;
    if (!LINKS.has(word) && !NUMBER.test(word)) joined = false;
  }
  return false;
}
const METFORMIN_STRENGTHS = wordSet('500 850 1000');
/** A meal's or the day's time beside a decimal ("3,5 antes de cenar", "3,6 por la mañana"): a
 * reading in mmol/L. */
const MEAL_TIMES = wordSet(
  'cenar comer desayunar almorzar acostarme dormir cena comida desayuno manana mananas noche noches ' +
    'tarde tardes madrugada breakfast lunch dinner tea supper bedtime',
);
/** "Been low at night… 3.5, 3.4", "third low this week, 3.6": a low said shortly before a decimal. */
const LOW_SAID = wordSet('low lows');
/** "In my sixties", "in her mid 60s": an age. */
const AGE_OWNER = /^(my|his|her|their|your|our)$/;
/** Words that may come before a reading that opens a message. */
const LEAD_IN = wordSet('mas de arriba encima por sobre casi entre ok okay so um well');
const EVENTS = wordSet(
  'infarto ataque derrame embolia acv ictus cancer diabetes murio fallecio stroke attack died',
);
const PRESCRIBED = wordSet('dieron recetaron mandaron cambiaron subieron bajaron receto');
const PLAUSIBLE_MGDL = { min: 10, max: 1000 };
const WINDOW_BEFORE = 6;
const WINDOW_AFTER = 3;

/** A medicine unnamed ("my sugar pill is 500 mg"): its number is a dose. */
const A_MEDICINE =
  /^(pills?|tablets?|meds?|medicines?|medication|pastillas?|tabletas?|medicinas?|doses?|dosis|capsules?|capsulas?)$/;

function unitAfter(words: string[], i: number): 'mg' | 'mmol' | undefined {
  const next = words[i + 1] ?? '';
  // mmol/mol is an A1C, not a glucose.
  if ((next === 'mmol' || next === 'mm') && words[i + 2] === 'mol') return undefined;
  if (next === 'mmol' || next === 'mm' || next === 'mmoll') return 'mmol';
  if ((next === 'mg' && words[i + 2] === 'dl') || next === 'mgdl') return 'mg';
  // "Checked sugar 62 mg": "mg" alone is mg/dL after the sugar named, a dose anywhere else.
  const before = words.slice(Math.max(0, i - 3), i);
  if (
    next === 'mg' &&
    before.some((w) => GLUCOSE_CONTEXT.test(phoneticKey(w))) &&
    !before.some((w) => A_MEDICINE.test(w)) &&
    !isDoseOf(before)
  )
    return 'mg';
  return undefined;
}

const namesMedicine = (word: string) =>
  MEDICINE_PATTERNS.some(([, patterns]) => firstMatch(normalise(word), patterns) >= 0);
const READING_WORDS = wordSet(
  'bajas bajones bajitas bajitos alta altas alto altos despierto amanezco',
);

/** "Otra marca de 1000" names a brand, not what the meter "marca". */
const BRAND_BEFORE = wordSet('otra otras una misma esa de');
/** The words from `from` to `to`, without a brand's "marca". */
const wordsBetween = (words: string[], from: number, to: number) =>
  words
    .slice(Math.max(0, from), to)
    .filter((w, k) => !(w === 'marca' && BRAND_BEFORE.has(words[Math.max(0, from) + k - 1] ?? '')));

/** "El diamicron me lo dieron de 60": a number soon after a medicine's name is its dose, unless
 * words of a reading stand between them ("la glimepirida y tengo bajas de 60"). */
function isDoseOf(before: string[]): boolean {
  const at = before.findLastIndex((w) => namesMedicine(w));
  if (at < 0) return false;
  return !before
    .slice(at + 1)
    .some(
      (w) =>
        READING_WORDS.has(w) ||
        (WEAK_CONTEXT.has(w) && w !== 'dio' && w !== 'dieron') ||
        GLUCOSE_CONTEXT.test(phoneticKey(w)),
    );
}

function hasGlucoseContext(around: string[], near: string[], before: string[]): boolean {
  if (near.some((w) => NOT_GLUCOSE.has(w)) || isDoseOf(before)) return false;
  if (around.some((w) => GLUCOSE_CONTEXT.test(phoneticKey(w)))) return true;
  return (
    around.some((w) => WEAK_CONTEXT.has(w) || WEAK_STEMS.test(w)) &&
    !around.some((w) => OTHER_MEASURES.has(w))
  );
}

const HIGH_WORDS = wordSet('alto alta altos altas high subido subida');

function toMgdl(raw: string, unit: 'mg' | 'mmol' | undefined, around: string[]): number | null {
  const value = Number(raw.replace(',', '.').replace('s', ''));
  if (unit === 'mmol') return value * MGDL_PER_MMOL;
  if (unit === 'mg') return value;
  // A decimal under 35 is mmol/L ("2.8", "16,5"), and so is an integer said to be high ("alto,
  // 18, 19"); any other bare integer under 35 is ambiguous.
  if (value < 35)
    return /[.,]/.test(raw) || around.some((w) => HIGH_WORDS.has(w)) ? value * MGDL_PER_MMOL : null;
  return value;
}

/** "Hace dos semanas no (me) baja de 260", "can't get under 250": a level it stays above, whatever
 * else is measured. */
const staysAbove = (words: string[], i: number) =>
  (words[i - 1] === 'de' &&
    /^(baja|bajo|bajaba)$/.test(words[i - 2] ?? '') &&
    (words[i - 3] === 'no' ||
      (words[i - 4] === 'no' && /^(me|le|se)$/.test(words[i - 3] ?? '')))) ||
  (/^(under|below)$/.test(words[i - 1] ?? '') &&
    words[i - 2] === 'get' &&
    /^(cant|cannot|couldnt|wont)$/.test(words[i - 3] ?? ''));

interface Candidate {
  at: number;
  word: string;
  unit: 'mg' | 'mmol' | undefined;
  around: string[];
  /** Its own words say it is a glucose reading. */
  evident: boolean;
  /** The word just before it. */
  before: string;
}

function candidateAt(words: string[], i: number, byItsRange = false): Candidate | undefined {
  const word = words[i] ?? '';
  if (!NUMBER.test(word)) return undefined;
  const next = words[i + 1] ?? '';
  // "Sugar up at 22": a bare number under 35 gone up to is mmol/L, as "alto, 18" is; "wake up at
  // 3 am" is a time.
  const upTo =
    Number(word) < 35 &&
    words[i - 2] === 'up' &&
    /^(at|to)$/.test(words[i - 1] ?? '') &&
    !UNITS_THAT_ARE_NOT_GLUCOSE.has(next) &&
    !/^(wake|wakes|woke|waking|get|gets|got|getting|stay|stayed|staying)$/.test(words[i - 3] ?? '');
  const unit = unitAfter(words, i) ?? (upTo ? 'mmol' : undefined);
  if (!unit && (UNITS_THAT_ARE_NOT_GLUCOSE.has(next) || next === 'mg' || next === 'mmol'))
    return undefined;
  if (next === 'de' && MONTHS.has(words[i + 2] ?? '')) return undefined;
  if (measuresSomethingElse(words, i)) return undefined;
  // "Mide 1.55": a height in metres ("me mido 45" is her glucose).
  if (/^[12][.,]\d\d$/.test(word) && /^(mide|mido|measures)$/.test(words[i - 1] ?? ''))
    return undefined;
  // "Tengo 37.8 de gripe": a decimal of 35 to 43 is a temperature (mg/dL has no tenths, mmol/L
  // never reaches 35).
  const tenths = Number(word.replace(',', '.'));
  if (/^\d{2}[.,]\d$/.test(word) && tenths >= 35 && tenths <= 43) return undefined;
  if (/^\d{2}s$/.test(word) && [words[i - 1], words[i - 2]].some((w) => AGE_OWNER.test(w ?? '')))
    return undefined;
  // "Me subió la metformina a 1000… con 850 basta": its strengths, not readings.
  if (
    !unit &&
    METFORMIN_STRENGTHS.has(word) &&
    words.some((w) => w.startsWith('metformin')) &&
    !words.some((w) => GLUCOSE_CONTEXT.test(phoneticKey(w)))
  )
    return undefined;
  // "2 o 3 veces": the first number shares the second's unit.
  if (
    JOINERS.has(next) &&
    NUMBER.test(words[i + 2] ?? '') &&
    UNITS_THAT_ARE_NOT_GLUCOSE.has(words[i + 3] ?? '')
  )
    return undefined;
  // "a las 3" is a time; "me dieron de 50" a prescribed strength.
  if (words[i - 1] === 'las' && words[i - 2] === 'a') return undefined;
  if (words[i - 1] === 'de' && PRESCRIBED.has(words[i - 2] ?? '')) return undefined;
  // "Un infarto a los 60" is an age, and so is hers beside it ("…a los 60 y yo tengo 58"), and
  // "a stroke at 60" (only just after the event: "a stroke last year and now sugar at 50" reads).
  if (
    words[i - 1] === 'los' &&
    words[i - 2] === 'a' &&
    words.slice(Math.max(0, i - 8), i).some((w) => EVENTS.has(w))
  )
    return undefined;
  if (words[i - 1] === 'at' && EVENTS.has(words[i - 2] ?? '')) return undefined;
  if (
    /^(tengo|cumplo|cumpli)$/.test(words[i - 1] ?? '') &&
    words.some((w, k) => w === 'los' && words[k - 1] === 'a' && EVENTS.has(words[k - 2] ?? '')) &&
    !words.some((w) => GLUCOSE_CONTEXT.test(phoneticKey(w)))
  )
    return undefined;
  const around = [
    ...wordsBetween(words, i - WINDOW_BEFORE, i),
    ...wordsBetween(words, i + 1, i + 1 + WINDOW_AFTER),
  ];
  // What the number belongs to: the two words before it, and after it only a word joined by "de"
  // ("850 de metformina"), not the next clause ("no baja de 270, tomo metformina").
  const near = [
    ...words.slice(Math.max(0, i - 2), i),
    ...words.slice(i + 1, words[i + 1] === 'de' ? i + 3 : i + 2),
  ];
  // A message that opens with a number ("50 y no siento nada", "más de 250 toda la semana") is
  // reporting a reading.
  const before = wordsBetween(words, i - 10, i);
  const opens = i === 0 || (words.slice(0, i).every((w) => LEAD_IN.has(w)) && Number(word) >= 40);
  const mealDecimal = /^\d{1,2}[.,]\d$/.test(word) && around.some((w) => MEAL_TIMES.has(w));
  // "…dejé la insulina, ahora 390", "340 ahorita": a meter's number now, never a temperature or a dose.
  const saidNow =
    (/^(ahora|ahorita|now)$/.test(words[i - 1] ?? '') || /^(ahora|ahorita|now)$/.test(next)) &&
    Number(word) >= 120 &&
    !around.some((w) => OTHER_MEASURES.has(w));
  // "Trescientos y pico", "60 y algo": a reading said roughly ("60 y pico años" is an age).
  const roughly =
    Number(word) >= 40 &&
    next === 'y' &&
    /^(pico|algo)$/.test(words[i + 2] ?? '') &&
    !UNITS_THAT_ARE_NOT_GLUCOSE.has(words[i + 3] ?? '');
  // "I'm at 66", "now im 410" (an age is never that high).
  const saidInEnglish =
    (words[i - 1] === 'at' && /^(im|was|sitting|now|still|currently)$/.test(words[i - 2] ?? '')) ||
    (words[i - 1] === 'im' && Number(word) >= 120) ||
    // "In the 260s" (a decade is "the 60s", an age "my 50s").
    (words[i - 1] === 'the' && /^\d{3}s$/.test(word)) ||
    // "Now it's 58".
    (words[i - 1] === 'its' && words[i - 2] === 'now') ||
    // A decimal in mmol/L's range a check or the sugar comes shortly before: "checked… at the gym,
    // 2.9" ("off by like 1.5" is a difference; ketones and a fever's tenths are not glucose).
    (/^\d{1,2}[.,]\d$/.test(word) &&
      Number(word.replace(',', '.')) < 30 &&
      ![words[i - 1], words[i - 2]].includes('by') &&
      before.some(
        (w) => GLUCOSE_CONTEXT.test(phoneticKey(w)) || WEAK_CONTEXT.has(w) || LOW_SAID.has(w),
      ) &&
      !before.some((w) => OTHER_MEASURES.has(w) || NOT_A_GLUCOSE_DECIMAL.test(w))) ||
    // "A few 3.5s overnight": decimals in the plural are readings.
    (/^\d{1,2}[.,]\d$/.test(word) && next === 's' && Number(word.replace(',', '.')) < 30) ||
    // "Ya voy por 410": the meter's count so far.
    (Number(word) >= 40 &&
      words[i - 1] === 'por' &&
      /^(voy|va|vamos|ando|anda)$/.test(words[i - 2] ?? '')) ||
    // "Waking up at 260", "woke up around 65", "fingersticks were 64" (a time is under 40), "was
    // back to 125 by morning".
    (Number(word) >= 40 &&
      /^(at|around|to|with|were|was|of)$/.test(words[i - 1] ?? '') &&
      (/^(fingersticks?|back)$/.test(words[i - 2] ?? '') ||
        (words[i - 2] === 'up' && /^(waking|wake|wakes|woke)$/.test(words[i - 3] ?? ''))));
  const evident =
    Boolean(unit) ||
    byItsRange ||
    saidInEnglish ||
    opens ||
    saidNow ||
    roughly ||
    mealDecimal ||
    staysAbove(words, i) ||
    hasGlucoseContext(around, near, before);
  return { at: i, word, unit, around, evident, before: words[i - 1] ?? '' };
}

const DAYS = wordSet(
  'ayer antier anteayer anoche hoy lunes martes miercoles jueves viernes sabado domingo',
);
const inRange = (c: Candidate) =>
  /^\d+$/.test(c.word) && Number(c.word) >= 40 && Number(c.word) <= 600;

/** Three or more numbers in meter range listed together ("350, 380, hoy 420") are readings, and
 * so are two or more that each follow a day ("ayer 59 y antier 61"). */
function inGlucoseList(candidate: Candidate, candidates: Candidate[]): boolean {
  if (!inRange(candidate)) return false;
  const byDay = candidates.filter((c) => inRange(c) && DAYS.has(c.before));
  if (byDay.length >= 2 && byDay.includes(candidate)) return true;
  const list = [candidate];
  for (let grew = true; grew;) {
    grew = false;
    for (const other of candidates) {
      if (list.includes(other) || !inRange(other)) continue;
      if (list.some((c) => Math.abs(c.at - other.at) <= 2)) {
        list.push(other);
        grew = true;
      }
    }
  }
  return list.length >= 3;
}

/** Whether a number in the words could be a reading: "2 semanas" and "3 kilos" cannot. */
export const mayNameAReading = (words: string[]) =>
  words.some((word, i) => NUMBER.test(word) && !UNITS_THAT_ARE_NOT_GLUCOSE.has(words[i + 1] ?? ''));

const RANGE_END: Record<string, number> = { low: 0.2, the: 0.5, mid: 0.5, high: 0.8 };
/** "Dipping into the low 3s", "in the high 50s": a reading said by its range, as the number of
 * its low, middle or high end ("the 3s" in mmol/L; "the 60s" alone may be a decade). */
function saidByItsRange(words: string[], i: number): string | undefined {
  const range = /^(\d{1,2}|[1-9]00)s$/.exec(words[i] ?? '');
  const end = RANGE_END[words[i - 1] ?? ''];
  if (!range || end === undefined || AGE_OWNER.test(words[i - 2] ?? '')) return undefined;
  const base = Number(range[1]);
  if (base < 10) return (base + end).toFixed(1);
  // "Stuck in the high 200s": hundreds said by their range.
  if (base >= 100) return words[i - 1] === 'the' ? undefined : String(base + end * 100);
  return words[i - 1] === 'the' || base < 40 ? undefined : String(base + end * 10);
}

/** The glucose readings of a message's words (see `normalise`). */
export function glucoseReadings(said: string[]): GlucoseReading[] {
  const words = said.map((word, i) => saidByItsRange(said, i) ?? word);
  const candidates = words.flatMap(
    (_, i) => candidateAt(words, i, saidByItsRange(said, i) !== undefined) ?? [],
  );
  // "15, 17, 18 cada día… mmol": the unit said once covers the bare numbers of the message.
  const saysMmol = words.some((_, i) => unitAfter(words, i) === 'mmol');
  // A number listed next to a reading is one too, before or after it ("350, 380, hoy 420 de
  // glucosa"): spread from the evident ones to neighbours at most two words away.
  const accepted = new Set(
    candidates.filter((c) => c.evident || inGlucoseList(c, candidates)).map((c) => c.at),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const candidate of candidates) {
      if (accepted.has(candidate.at)) continue;
      if ([...accepted].some((at) => Math.abs(at - candidate.at) <= 2)) {
        accepted.add(candidate.at);
        grew = true;
      }
    }
  }
  return candidates.flatMap(({ at, word, unit, around }) => {
    if (!accepted.has(at)) return [];
    // "Abajo de 70", "menos de 70": under that number.
    // …unless it cannot get under it ("can't get under 250" stays above).
    const under =
      ((words[at - 1] === 'de' && /^(abajo|debajo|menos)$/.test(words[at - 2] ?? '')) ||
        /^(under|below)$/.test(words[at - 1] ?? '')) &&
      !staysAbove(words, at);
    const read = toMgdl(word, unit ?? (saysMmol ? 'mmol' : undefined), around);
    const mgdl = read !== null && under ? read - 1 : read;
    if (mgdl !== null && (mgdl < PLAUSIBLE_MGDL.min || mgdl > PLAUSIBLE_MGDL.max)) return [];
    return [{ mgdl, value: Number(word.replace(',', '.').replace('s', '')), at }];
  });
}
