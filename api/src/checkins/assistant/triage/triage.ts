// Triage, the first stage of every weekly message (docs/assistant-triage.md): the tier and its
// categories, whatever writes the coaching afterwards. Deterministic and local, so it can be
// tested on frozen sets and never waits on a network.
import {
  expandChatSpelling,
  firstMatch,
  GLUCOSE_LOW_MGDL,
  GLUCOSE_SEVERE_LOW_MGDL,
  normalise,
  stripAccents,
  type NormalisedText,
  type Pattern,
} from '@tm/shared-contracts/clinical';
import { mentionsMedicine } from './medication.js';
import { numbersInWords } from './number-words.js';
import {
  glucoseReadings,
  mayNameAReading,
  meterOutOfRange,
  type GlucoseReading,
} from './readings.js';
import { sentenceParts, type SentenceContext } from './sentence-context.js';
import {
  BODY_OR_CRISIS_PATTERNS,
  BOTH_PATTERNS,
  DIRECT_PATTERNS,
  HIGH_SUGAR_CRISIS_PATTERNS,
  HIGH_SUGAR_WEAK_SIGN_PATTERNS,
  LOW_SUGAR_SYMPTOM_PATTERNS,
  RAW_SIGNALS,
  LOW_EPISODE_PATTERNS,
  REPEATED_PATTERNS,
} from './signals.js';
import { developmentSimilarMessages, type SimilarMessages } from './similar-messages.js';
import { TRIAGE_CATEGORIES, tierOf, type TriageCategory, type TriageResult } from './taxonomy.js';

/** ADA Standards of Care 2025 §6: level 1 below 70 mg/dL, level 2 below 54 mg/dL (shared with
 * the progress screens, which mark the same lows). */
const LOW_BELOW_MGDL = GLUCOSE_LOW_MGDL;
const SEVERE_LOW_BELOW_MGDL = GLUCOSE_SEVERE_LOW_MGDL;
/** Very high readings that need action (ADA sick-day guidance; docs/decisions.md). */
export const CRISIS_HIGH_FROM_MGDL = 300;
export const PERSISTENT_HIGH_FROM_MGDL = 250;

const ORDER: readonly TriageCategory[] = TRIAGE_CATEGORIES;

const has = (text: NormalisedText, patterns: Pattern[]) => firstMatch(text, patterns, true) >= 0;

/** "Resistencia a la insulina" is a diagnosis, not an insulin question. */
const withoutDiagnoses = (message: string) =>
  stripAccents(message).replace(/resistencia\s+(a\s+la\s+)?insulina|\binsulin\s+resistan\w*/g, ' ');

interface SentenceFindings {
  categories: Set<TriageCategory>;
  context: SentenceContext;
  readings: GlucoseReading[];
}

/** "La prueba salió negativa": no pregnancy to refer; nor is one planned for next year, or a baby
 * already born and breastfed, unless a sign of one now is named too (a late period, a test). */
const NEGATIVE_TEST = /\b(salio|dio|salieron|dieron|resulto|sale) negativ/;
const NOT_PREGNANT_NOW =
  /\b(quiero|quisiera|queremos|planeo|planeamos|pienso|pensamos|me gustaria) (embarazarme|quedar embarazada|tener un bebe|buscar (un )?bebe|buscar embarazo)\b|\b(intentando|buscando|tratando de) (embarazarme|quedar embarazada|tener un bebe|(un )?bebe|embarazo)\b|\b(le doy pecho|doy pecho|dando pecho|amamant\w*|lactancia|posparto|postparto|despues del embarazo)\b/;
const PREGNANT_NOW =
  /\b(atras\w*|retras\w*|positiv\w*|prueba|test|no me (baja|viene|llega|ha bajado|ha venido|ha llegado)|rayitas|rayas|lineas|(una|dos|tres) faltas?|estoy embarazada|quede embarazada)\b/;
const notPregnantNow = (text: string) => NOT_PREGNANT_NOW.test(text) && !PREGNANT_NOW.test(text);
/** Diarrhoea or vomiting for weeks ("la metformina me da diarrea… ya llevo 3 semanas") is a side
 * effect for the doctor, not today's loss of fluids, unless fluids are not kept down. */
const WEEKS_LONG = /\b(llevo|lleva|desde hace|hace|ya van|van) (\w+ ){0,2}(semanas|meses)\b/;
/** Loose stools for a week ("la metformina me da diarrea desde hace una semana"), no vomiting. */
const A_WEEK_OF_DIARRHOEA = /\b(llevo|lleva|desde hace|hace|ya van|van) (una|1) semana\b/;
const VOMITING = /\b(vomit|bomit|devolv|devuelv|arroj|guac)\w*/;
/** Constipation named, and no weight: a laxative asked about for it is no purge ("el Mounjaro me
 * tiene estreñida, ¿me tomo un laxante?"). */
const CONSTIPATED =
  /\b(estrenid[oa]s?|estrenimiento|constipad[oa]s?|no (puedo ir|voy|he ido|fui) al bano|no (puedo hacer|hago) del (dos|2))\b/;
const WEIGHT_OR_PURGE = /\b(peso|kilos|adelgaz\w*|engord\w*|flac[oa]|vomit\w*|ayun\w*)\b/;
const NO_FLUIDS =
  /\b(no retengo|no puedo retener|ni el agua|ni agua|no tolero|todo lo devuelvo|ni un sorbo|ni el suero|no me queda nada)\b/;
/** Vomiting once, or drinking and eating as usual: fluids are kept down, nothing for today. */
const KEEPS_FLUIDS =
  /\b(vomite|devolvi|vomito|devolvio) (solo |nada mas |nomas )?una (sola )?vez\b|\b(como|tomo|bebo) y (tomo|bebo) (agua|liquidos)\b|\b(tomo|bebo|retengo|tolero) (el |los )?(agua|liquidos|suero)\b[^.?!]{0,12}\b(normal|bien|sin problema|aguanto|retengo|tolero)\b/;

function categoriesOf(
  sentence: string,
  text: NormalisedText,
  whole: NormalisedText,
): Set<TriageCategory> {
  const found = new Set<TriageCategory>();
  const plain = stripAccents(sentence);
  for (const [category, pattern] of RAW_SIGNALS) if (pattern.test(plain)) found.add(category);
  for (const [category, patterns] of DIRECT_PATTERNS) if (has(text, patterns)) found.add(category);
  for (const [category, a, b] of BOTH_PATTERNS) {
    // The first list in this sentence, the second anywhere in the message.
    if (has(text, a) && has(whole, b)) found.add(category);
  }
  const said = whole.words.join(' ');
  if (NEGATIVE_TEST.test(plain) || notPregnantNow(said)) found.delete('pregnancy');
  const longLasting =
    WEEKS_LONG.test(said) || (A_WEEK_OF_DIARRHOEA.test(said) && !VOMITING.test(said));
  if (KEEPS_FLUIDS.test(said) || (longLasting && !NO_FLUIDS.test(said)))
    found.delete('persistent_vomiting');
  if (CONSTIPATED.test(said) && !WEIGHT_OR_PURGE.test(said)) found.delete('eating_disorder');
  return found;
}

const FINE_NOW =
  /\b(feel|feeling|i feel|im) (ok|okay|fine|alright|good)\b|\bno symptoms\b|\bnot feeling anything\b|\b(me siento|estoy) bien\b|\bsin sintomas\b/;
const lowsIn = (readings: GlucoseReading[]) =>
  readings.filter((r) => r.mgdl !== null && r.mgdl < LOW_BELOW_MGDL).map((r) => r.mgdl as number);

/** One very high reading that a later one shows has come down ("ayer llegué a 310, ya bajé a
 * 180"): it did not persist. */
const oneHighCameDown = (values: number[]) => {
  const highs = values.filter((v) => v >= PERSISTENT_HIGH_FROM_MGDL);
  return (
    highs.length === 1 &&
    values.indexOf(highs[0]!) < values.length - 1 &&
    values.at(-1)! < PERSISTENT_HIGH_FROM_MGDL
  );
};

function glucoseCategories(
  readings: GlucoseReading[],
  wholeReadings: GlucoseReading[],
  text: NormalisedText,
  whole: NormalisedText,
  meter: 'HI' | 'LO' | undefined,
): Set<TriageCategory> {
  const found = new Set<TriageCategory>();
  const values = readings.flatMap((r) => (r.mgdl === null ? [] : [r.mgdl]));
  const lows = lowsIn(readings);
  const symptoms = has(whole, LOW_SUGAR_SYMPTOM_PATTERNS);
  // Several lows anywhere in the message ("65, 62 y 60") or words that say they keep coming: in
  // the part, or anywhere when a reading in range says she is not low now ("bajas casi todos los
  // días antes de comer, 60 y algo; ahora estoy en 120").
  // …or when she says she is well now ("…three days running, feel ok").
  const inRangeNow =
    wholeReadings.some((r) => r.mgdl !== null && r.mgdl >= LOW_BELOW_MGDL) ||
    FINE_NOW.test(whole.words.join(' '));
  const repeated =
    lowsIn(wholeReadings).length > 1 ||
    has(text, REPEATED_PATTERNS) ||
    (inRangeNow && has(whole, REPEATED_PATTERNS));
  if (meter === 'LO' || lows.some((v) => v < SEVERE_LOW_BELOW_MGDL)) found.add('low_sugar');
  else if (lows.length > 0) found.add(symptoms || !repeated ? 'low_sugar' : 'repeated_lows');
  else if (has(text, LOW_EPISODE_PATTERNS) && has(whole, REPEATED_PATTERNS))
    found.add('repeated_lows');
  // A bare number that could be mg/dL or mmol/L ("tengo 25"): the signs decide. When in doubt
  // between a low and a high, treat as a low (ADA 2025 §6: sugar does little harm to a high).
  if (readings.some((r) => r.mgdl === null)) {
    if (symptoms) found.add('low_sugar');
    else if (has(whole, HIGH_SUGAR_CRISIS_PATTERNS)) found.add('high_sugar_crisis');
    else if (has(whole, REPEATED_PATTERNS)) found.add('persistent_high');
  }

  const highs = values.filter((v) => v >= PERSISTENT_HIGH_FROM_MGDL);
  const crisisSigns =
    has(whole, HIGH_SUGAR_CRISIS_PATTERNS) ||
    (highs.some((v) => v >= CRISIS_HIGH_FROM_MGDL) && has(whole, HIGH_SUGAR_WEAK_SIGN_PATTERNS));
  // Words that say a high repeats make it one that persists, though it has come down today.
  const cameDown =
    oneHighCameDown(wholeReadings.flatMap((r) => (r.mgdl === null ? [] : [r.mgdl]))) &&
    !has(whole, REPEATED_PATTERNS);
  if (meter === 'HI' || (crisisSigns && highs.length > 0)) found.add('high_sugar_crisis');
  else if (highs.length > 0 && !cameDown) found.add('persistent_high');
  return found;
}

function readPart(
  { part, context }: { part: string; context: SentenceContext },
  whole: NormalisedText,
  wholeReadings: GlucoseReading[],
  at: { word: number },
  meter?: 'HI' | 'LO',
): SentenceFindings {
  const text = normalise(part);
  // Readings are found in the whole message (its context words may sit in another part) and
  // belong to the part that holds their number.
  const start = at.word;
  at.word += text.words.length;
  const readings = wholeReadings.filter((r) => r.at >= start && r.at < at.word);
  const categories = categoriesOf(part, text, whole);
  for (const category of glucoseCategories(readings, wholeReadings, text, whole, meter))
    categories.add(category);
  return { categories, context, readings };
}

/**
 * The similar-messages reader only reads a message that names the body, a symptom, a reading, a
 * medicine or a crisis word: "quiero aprender a leer etiquetas" resembles nothing urgent however
 * its letters fall, and "2 semanas sin malta" names a time, not a reading (docs/decisions.md).
 */
const mentionsBodyOrCrisis = (text: NormalisedText) =>
  has(text, BODY_OR_CRISIS_PATTERNS) || mayNameAReading(text.words);

const READING_CATEGORIES = new Set<TriageCategory>([
  'low_sugar',
  'high_sugar_crisis',
  'repeated_lows',
  'persistent_high',
]);
const LOW_CATEGORIES = new Set<TriageCategory>(['low_sugar', 'repeated_lows']);
const CHEST_NAMED =
  /\b(pecho|torax|corazon|brazo|mandibula|quijada|espalda|hombro|cuello|dolor\w*|duel\w*|opresion|presion|apret\w*|peso|pesad\w*|aire|respir\w*|ahog\w*|chest|pain|heart|squeez\w*|vise|vice|tight\w*|pressure|crush\w*|ache|aching|jaw|shoulder\w*|clammy|infart\w*|angina|punzada|ardor|arde|quem\w*|estruj\w*|aplast\w*)\b/;
/** "Agruras… no es en el pecho": a chest denied is no chest named. */
const CHEST_DENIED = /\bno (es|era|fue|siento nada|me duele) (en )?el pecho\b/g;
/** Every number written, read as a reading or not ("¿será normal tener 390…?"). */
const numbersIn = (plain: string) =>
  (plain.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => Number(n.replace(',', '.')));
const SUGAR_SAID_HIGH =
  /\b(alta|alto|altas|altos|altisima|altisimo|hi|high|nubes|subida|subido|subio|disparad\w*|cetonas|cetoacidosis|acetona)\b/i;
const REPEATING_READINGS = new Set<TriageCategory>(['repeated_lows', 'persistent_high']);
const SUGAR_NAMED =
  /\b(azucar|azuca|glucosa|glucemia|glicemia|glucometro|sensor|hipos?|hipoglucemias?|bajones|bajas|altas|sugar|lows|highs)\b/;
/** Words of despair, death or harm, in Spanish or English: without one, a question about pills or
 * a dropped vial is a medication question, however much it resembles a crisis message. */
const DESPAIR_NAMED =
  /\b(mor(?!e\b|ning|al\b|tgag)\w*|muer\w*|muri\w*|matar\w*|mato|viv\w*|vida|suicid\w*|acab\w*|termin\w*|despedi\w*|desapare\w*|todas|todos|juntas|juntos|juntar\w*|guardad\w* (\w+ ){0,3}(pastill\w*|pastiy\w*|pills|insulina|tabletas|medicinas)|decid\w*|aguant\w*|cans\w*|seguir|tir\w*|levant\w*|dorm\w*|ojala|abrir|hart\w*|dano|lastim\w*|cort\w*|golpe\w*|sentido|carga|estorbo|sobr\w*|despert\w*|amanec\w*|descans\w*|siempre|nadie|irme|fuerzas|tirarme|aventarme|veneno|pena|triste\w*|solo|sola|adios|perdon\w*|dios|kill\w*|die|dying|dead|death|end|ending|life|living|alive|around|burden|goodbye|reason|point|gone|gun|pistol|atropell\w*|wake|stockpil\w*|hoard\w*|finish\w*|disappear\w*|letters|swallow\w*|the lot|planning|be enough|at once|all of it|every (tablet|pill)|jump\w*|hate myself|rope|no more|take this|whole bottle|on myself)\b/;
/** "I might come off the statin at some point": a time, no despair ("at this point" may be). */
const AT_SOME_POINT = /\bat some point\b/g;
const MOVING_IN =
  /\b(ir|irme|irse|vaya|vayas|voy|vamos|fui|fue|mudarme|mudo|mude)( \w+)? a vivir (con|a|en|al|del|de)\b/g;
/** A positive test for an infection is no pregnancy test ("tested positive for covid on Ozempic"). */
const INFECTION_TESTED = /\b(covid|flu|strep|tb|uti|hiv)\b/;
/** A cut while cooking or working ("me corté el dedo picando cebolla") is no self-harm. */
const CUT_BY_ACCIDENT =
  /\bcort\w* (el|un|la|los) (dedo|dedos|mano|pie|pulgar)\b|\b(picando|cocinando|pelando|rebanando|cortando) \w+/;
const REPEATS =
  /\b(dias|semana|semanas|siempre|seguid\w*|todos|todas|cada|varias|varios|veces|diario|mes|meses|sigue|no baja|no sube|no me baja|noches|mananas)\b/;
const HAND_NOT_FOOT = /\bmanos?\b/;
/** A pregnancy the reader may add is named: "sacado de onda" resembles nothing of the kind, and
 * the programme's "prueba gratuita" or "7 días de prueba" is no pregnancy test. */
const PREGNANCY_NAMED =
  /\b(embaraz\w*|encinta|pregnant|pregnancy|preggo|preggers|regla|periodo|menstru\w*|(?<!\bde )(prueba|test)(?! gratis| gratuita| de \d| del programa)|positiv\w*|bebe|atras\w*|retras\w*|gestacion\w*|esperando|panzona)\b/;
/** An eating disorder the reader may add names what makes it one (the taxonomy's purging,
 * fasting on purpose, skipped insulin or pills to lose weight): eating in secret with shame,
 * alone, is a craving to talk about ("comí pan dulce a escondidas, qué vergüenza"), and wanting
 * to lose weight, alone, a goal ("queremos buscar bebé pero me falta bajar de peso"). */
const EATING_DISORDER_NAMED =
  /(vomit|devolv|laxant|dulcolax|bisacod|senosid|purg|ayun|insulin|dej\w* de (poner|tomar|inyect|usar)|salt\w* (la|las|el|mi|mis)|skip|no com|sin comer|dej\w* de comer|una vez cada|dedos)/;
/** A faint the reader may add names a fall, the senses or waking: "el sensor se me despegó en la
 * ducha" resembles a fall in the shower and is none. */
const FAINTING_NAMED =
  /(desmay|desvanec|conocimiento|sentido|consci|suelo|piso|\bca[iy]|despert|reaccion|respond|contest|negro|privad|privo\b|patatus|vahido|soponcio|redond|ojos|faint|pass|pase|black|apag|nubl|mare|desplom|tirad|abajo|dormid|\bout\b|dropped|collaps|wake|answer)/;
/** Dizzy on standing up is no faint: "me mareo un poco cuando me paro rápido". */
const DIZZY_ON_STANDING =
  /\bmare\w*\b[^.?!]{0,20}\b(cuando|al) (me )?(paro|levanto|pararme|levantarme|parar|levantar|incorporo)\b/g;
/** A medicine asked about for weight ("¿metformina solo para bajar de peso?") is a medication
 * question: wanting to lose weight is no disorder unless a purge, a fast or a skipped dose is named. */
const edSigns = (plain: string) =>
  mentionsMedicine(plain)
    ? plain.replace(/\b(para )?(bajar|perder) (\w+ )?peso\b|\badelgaz\w*/g, ' ')
    : plain;
/** Vomiting or diarrhoea the reader may add is named: "no shaking no nothing" tells of neither. */
const VOMITING_NAMED =
  /(vomit|devolv|devuelv|diarrea|arroj|guacar|wacar|throw|puk|trasboc|basca|basq|arcada|cagalera|soltura|chorr|cursera|churri|nause|pota|stomach bug|estomag|panza)/;
/** "No puede tragar la pastilla entera": a pill too big to swallow, not a low. */
const PILL_TO_SWALLOW =
  /\btragar(se)? (la |las |el |los |su |sus )?(pastill|pastiy|tablet|capsul|pildor|pill)/;
/** A stroke the reader may add names the body, speech, sight or balance: "desde otra pestaña 0"
 * resembles nothing of the kind, however its pieces fall. */
const STROKE_NAMED =
  /(cara|boca|labio|sonris|cachete|brazo|pierna|mano|lado|mitad|medio cuerpo|habl|pala?bra|escrib|lengua|voz|entiend|vista|vision|ojo|\bve[or]?\b|doble|nubl|ciego|equilibri|mare|camin|tambale|parad|entumi|adormec|dormid|durmi|paraliz|fuerza|debil|torc|chuec|caid|cabe[sz]a|confund|incoheren|sentido|face|arm\b|leg\b|speech|slur|numb|weak|balance|words|side|sense|see|drool|babe|hand|mouth|lift|tilt|talk|understand|rubbish|eye|sight|curtain|head|enter|nombre)/;
/** A face that lit up, a straight or brave face, a thing faced: no face of a stroke. */
const FACE_NOT_A_SIGN =
  /\bface (lit|lights|light|lighting) up\b|\b(straight|poker|brave|happy|sad|long) face\b|\bface (it|the music|facts|to face)\b/g;
/** A leg that "a veces" goes to sleep, or when she sits a long while, is a numbness that comes and
 * goes (nerves, circulation): the rules still read a stroke said in its own words. */
const COMES_AND_GOES =
  /\b(a veces|de vez en cuando|cada tanto|cuando (estoy|paso|me quedo) (mucho (rato|tiempo) )?sentad[oa])\b/;
/** A low the reader may add, with no reading to go by, names a low or its signs: "la alarma a las
 * 5:50 para medirme la glucosa" has the pieces of a 50 and tells of no low. */
const LOW_NAMED =
  /(baj|hipo|hypo|\blows?\b|tembl|tiembl|tirit|sud|sweat|shak|jitter|mare|dizz|confu|desorient|dorm|despiert|espabil|ojos|somnol|drows|trag|swallow|debil|weak|nubl|borros|blurr|palpit|hambre|jugo|juice|dulce|miel|desmay|pass\w* out|rar[oa]|perdid|\bida\b|respond|reaccion|contest|incoheren|sentido|habl|sense|tank|crash|drop)/;
const NO_FEVER = /\b(no|sin|ni) (tengo |tiene |hay )?(fiebre|calentura|temperatura|fever)\b/;
/** A past episode the reader may add is dated or said to have passed: "esta semana no me mareé, no
 * me bajó el azúcar" resembles one and tells of none. */
const EPISODE_DATED =
  /\b(hace|ayer|anoche|antier|anteayer|pasad[oa]|el otro dia|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|ya (estoy|me siento|paso|se me|me|le|se)|se (me|le) (paso|quito|fue)|me recupere|tuve|tuvo|me dio|le dio)\b/;
const SUGAR_FINE =
  /\b(azucar|glucosa|sugar|sugars|numeros|numbers)\b[^.?!]{0,15}\b(sigue|siguen|esta|estan|anda|andan|va|van|is|are|stays?)( (muy|bien|super|pretty|really))? (bien|normal|normales|estable|estables|good|fine|ok|okay|stable)\b/;
const NO_LONGER = /\bya no (me|le) (dan|da|pasa|pasan|vienen|viene)\b/;
const FOOT = /\b(pies?|talon|talones|tobillos?)\b/;
/** A foot wound the reader may add names a foot, a wound or its signs: "Calidad del sueño", an
 * intake field's label, resembles one once its letters are split into pieces. */
const FOOT_NAMED =
  /(\bpie|talon|tobill|dedo|\bunas? (del|de los|de mi|de su)|encarnad|herid|llag|ampoll|ulcer|\bpus\b|call|cort|rasp|infec|negr|morad|supur|foot|feet|toe|heel|sore|wound|blister|\bcut\b|ankle)/;

/**
 * A low the reader recognised (drowsy, confused, slurred speech) where every reading is very high
 * is the high-sugar crisis those signs also are; lows that repeat at readings all over 250, highs
 * that persist.
 */
function asTheReadingsSay(
  category: TriageCategory | undefined,
  readings: GlucoseReading[],
): TriageCategory | undefined {
  const known = readings.flatMap((r) => (r.mgdl === null ? [] : [r.mgdl]));
  const allFrom = (mgdl: number) => known.length > 0 && known.every((v) => v >= mgdl);
  if (category === 'low_sugar' && allFrom(CRISIS_HIGH_FROM_MGDL)) return 'high_sugar_crisis';
  if (category === 'repeated_lows' && allFrom(PERSISTENT_HIGH_FROM_MGDL)) return 'persistent_high';
  return category;
}

/**
 * What the similar-messages reader may never add: anything in a joke, a pet's story or a general
 * question; a low or a high when every reading named is in range ("dio 112, ¿está bien?"), a low
 * when every reading is above one; a foot wound in a message about a hand.
 */
function readerMayAdd(
  category: TriageCategory,
  findings: SentenceFindings[],
  readings: GlucoseReading[],
  plain: string,
): boolean {
  const context = findings.map((f) => f.context);
  if (context.some((c) => c.joke || c.general || (c.pet && !c.firstPerson))) return false;
  const known = readings.flatMap((r) => (r.mgdl === null ? [] : [r.mgdl]));
  const inRange = (v: number) => v >= LOW_BELOW_MGDL && v < PERSISTENT_HIGH_FROM_MGDL;
  if (READING_CATEGORIES.has(category) && known.length > 0 && known.every(inRange)) return false;
  // Nor a low where every reading is above one: its first step, fast sugar, would be wrong.
  if (LOW_CATEGORIES.has(category) && known.length > 0 && known.every((v) => v >= LOW_BELOW_MGDL))
    return false;
  // The rules' own limits: a relative's pregnancy, a chest pain with no chest, pain or breath.
  if (category === 'pregnancy' && context.some((c) => c.relative && !c.firstPerson)) return false;
  if (category === 'chest_pain' && !CHEST_NAMED.test(plain.replace(CHEST_DENIED, ''))) return false;
  // Despair named, and not only by the "corté" of a kitchen cut.
  // …and not only by moving house: "mi hijo quiere que me vaya a vivir con él".
  const despair = (CUT_BY_ACCIDENT.test(plain) ? plain.replace(/\bcort\w*/g, ' ') : plain)
    .replace(MOVING_IN, ' ')
    .replace(AT_SOME_POINT, ' ');
  if (category === 'suicidal' && !DESPAIR_NAMED.test(despair)) return false;
  if (category === 'persistent_vomiting' && KEEPS_FLUIDS.test(plain)) return false;
  if (category === 'pregnancy' && !PREGNANCY_NAMED.test(plain)) return false;
  if (category === 'pregnancy' && INFECTION_TESTED.test(plain)) return false;
  if (category === 'pregnancy' && notPregnantNow(plain)) return false;
  if (category === 'urinary_fever' && NO_FEVER.test(plain)) return false;
  if (category === 'persistent_vomiting' && !VOMITING_NAMED.test(plain)) return false;
  const strokeSigns = plain.replace(FACE_NOT_A_SIGN, ' ');
  if (category === 'stroke' && (!STROKE_NAMED.test(strokeSigns) || COMES_AND_GOES.test(plain)))
    return false;
  if (LOW_CATEGORIES.has(category) && known.length === 0 && !LOW_NAMED.test(plain)) return false;
  if (category === 'low_sugar' && PILL_TO_SWALLOW.test(plain) && known.length === 0) return false;
  if (category === 'eating_disorder' && !EATING_DISORDER_NAMED.test(edSigns(plain))) return false;
  if (category === 'fainting' && !FAINTING_NAMED.test(plain.replace(DIZZY_ON_STANDING, ' ')))
    return false;
  if (category === 'past_episode' && !EPISODE_DATED.test(plain)) return false;
  // "Ya no me dan esos sustos": episodes said to have stopped are the good news, not one to review.
  if (category === 'past_episode' && NO_LONGER.test(plain)) return false;
  // Years ago is history the rules set aside, the reader too ("mi hermana se quitó la vida hace
  // veinte años").
  if (category === 'past_episode' && context.some((c) => c.yearsAgo)) return false;
  // A crisis of high sugar needs a high reading, a meter's HI or the sugar said to be high: thirst
  // and sleep alone are no crisis ("me cuesta dormir y ando con mucha sed").
  if (
    category === 'high_sugar_crisis' &&
    !numbersIn(plain).some((v) => v >= PERSISTENT_HIGH_FROM_MGDL || (v > 13.8 && v < 40)) &&
    !SUGAR_SAID_HIGH.test(plain)
  )
    return false;
  // Readings that keep repeating need readings, or else the sugar named ("2 semanas igual de
  // peso") and something that repeats ("¿le va a subir el azúcar?" asks ahead).
  if (
    REPEATING_READINGS.has(category) &&
    readings.length === 0 &&
    !(SUGAR_NAMED.test(plain) && REPEATS.test(plain))
  )
    return false;
  if (category === 'persistent_high' && oneHighCameDown(known) && !REPEATS.test(plain))
    return false;
  // "El azúcar sigue bien": the sugar said to be fine is no reading that keeps repeating.
  if (REPEATING_READINGS.has(category) && readings.length === 0 && SUGAR_FINE.test(plain))
    return false;
  if (category === 'foot' && !FOOT_NAMED.test(plain)) return false;
  return !(category === 'foot' && HAND_NOT_FOOT.test(plain) && !FOOT.test(plain));
}

/** Signs that stay urgent when they passed minutes or hours ago: a warning stroke, a faint. */
const JUST_NOW_STILL_URGENT = new Set<TriageCategory>(['fainting', 'stroke', 'chest_pain']);

/** Starting to move after a heart attack or a stroke wants the doctor's word first (ADA 2025 §5). */
const PLANS_EXERCISE =
  /\b(ejercicio|ejercitarme|caminar|correr|trotar|gym|gimnasio|deporte|entrenar|nadar|bici)\b/;

/** A relative's pregnancy matters here when she has diabetes or takes a medicine herself; a
 * gestational diabetes is already in her obstetric team's hands. */
const TREATED_HERSELF =
  /(?<!\bno )\b(tiene|es|con) (diabetes|diabetica|prediabet\w*|resistencia)\b|\btoma\b|(?<!\b(not|doesnt|isnt) )\b(has|with|is|shes|got) (type 2|type two|t2|diabetes|diabetic|prediabet\w*|insulin resistance)\b|\b(takes|is on|shes on) \w+/;

interface MessageFacts {
  plansExercise: boolean;
  /** The relative who may be pregnant has diabetes or takes a medicine. */
  pregnancyTreated: boolean;
}

/** Past and resolved events of the person become a review; a relative's history is no flag. */
function applyTime(
  { categories: found, context, readings }: SentenceFindings,
  { plansExercise, pregnancyTreated }: MessageFacts,
): TriageCategory[] {
  // A copy: what the rules found stays as found, so the reader knows what was set aside.
  const categories = new Set(found);
  if (context.pet && !context.firstPerson) return [];
  if (context.general) return categories.has('suicidal') ? ['suicidal'] : [];
  const hasLowReading = readings.some((r) => r.mgdl !== null && r.mgdl < LOW_BELOW_MGDL);
  // Watching a series is "estoy viendo…": the present of the viewer, not of the story's patient.
  if (context.hypothetical && (!context.current || context.story) && !hasLowReading) {
    // A general question ("¿qué hago si me da una baja?") is education, except a crisis wish;
    // a joke never hides skipping insulin to lose weight ("…y sí funciona jaja"), even one she
    // tells after a video ("vi en tiktok que…, llevo una semana saltándomela jaja").
    const kept: TriageCategory[] = categories.has('suicidal') && !context.story ? ['suicidal'] : [];
    const ownJoke = context.joke && (!context.question || context.firstPerson);
    for (const category of ['eating_disorder', 'pregnancy'] as const)
      if (categories.has(category) && ownJoke) kept.push(category);
    return kept;
  }
  const over = (context.past || context.resolved) && !(context.current && !context.resolved);
  if (!over) {
    if (
      categories.has('pregnancy') &&
      context.relative &&
      !context.firstPerson &&
      !pregnancyTreated
    )
      categories.delete('pregnancy');
    return [...categories];
  }
  // A relative's lows or highs of this week are hers to tell the doctor, though she is well now.
  if (context.relative && !context.firstPerson)
    return context.past ? [] : [...categories].filter((c) => REPEATING_READINGS.has(c));
  // Years ago is her history, already known to her doctor, unless she means to start moving; a
  // crisis line is still offered.
  if (context.yearsAgo && !plansExercise) return categories.has('suicidal') ? ['suicidal'] : [];
  // A foot wound that has closed is the good news the foot care aims at, not an episode.
  if (context.resolved) categories.delete('foot');
  return [...categories].map((category) => {
    // Suicidal thoughts are never filed as a past episode: the crisis line is always offered.
    if (category === 'suicidal' || tierOf(category) === 'review_soon') return category;
    // A binge and purge on Tuesday is the disorder still, unless she says it is over.
    if (category === 'eating_disorder' && !context.resolved) return category;
    if (context.recent && !context.past && JUST_NOW_STILL_URGENT.has(category)) return category;
    return 'past_episode';
  });
}

/** Sayings that name a red flag and mean something else: giving up, a fright, a price ("me va a
 * dar un patatús con lo cara que está la comida"), "I about had a stroke when I saw the bill". */
const IDIOMS =
  /\bheart attack (on a plate|burger|sandwich|on a bun|special)\b|\b(almost|nearly|about|bout) (fainted|passed out|died|had a heart attack|had a stroke) (when i saw|at the|over the|seeing)\b|\b(bill|price|prices|receipt|total|news) (\w+ ){0,2}gave me (a|an) heart attack\b|\b(is|are|was|keeps) giving me (a|an) (heart attack|stroke)\b|\b(going to|gonna) give me (a|an) (heart attack|stroke)\b|\bliked to (pass out|passed out|faint|fainted)\b|\b(die|died|dying) (of|from) (laughter|laughing|embarrassment)\b|\bpassed out\b[^.?!]{0,40}\bwatching\b|\b(face|lips?|mouth|jaw|cheek|tongue)\b[^.?!]{0,25}\bnumb\b[^.?!]{0,30}\b(novocaine|novocain|dentist|dental|anesthesia|anesthetic|lidocaine|root canal|filling)\b|\bcoraje\b[^.?!]{0,40}\b(pens[eé]|cre[ií]) que me (daba|iba a dar|va a dar) (el|un) infarto\b|\b(ay|uy),? me infarto\b|\bcasi me (desmayo|desmaye|desmayé|muero|morí|mori|caigo|caí|cai) (cuando vi|al ver|con el precio|de la risa|del susto|de la verg[uü]enza)\b|\b(tirar|tiro|tiré|tire|tiró) la toalla\b|\bcasi me (da|dio) (un )?(infarto|ataque|patat[uú]s|soponcio)\b|\b(me|nos|le) va a dar (un|una|el) \S+ con (lo|tanto|tanta|tantos|tantas|esta|este|esa|ese)\b/gi;

/** Self-harm denied: "not thinking of hurting myself, just worried all the time". */
const SELF_HARM_DENIED =
  /\b(not|never|no) (thinking (of|about)|going to|planning (to|on)|gonna|wanting to|want to) (hurt|hurting|harm|harming|kill|killing) (myself|herself|himself)\b|\bno es que (me )?quiera (morir|morirme|matarme)\b/gi;

/** Dying for a food is a craving: "me quiero morir por un completo", "dying for some pie". */
const CRAVED =
  /\bdying for (some|a|an|one) (\w+ ){0,3}(pie|cake|cookies?|pizza|burgers?|fries|chocolate|ice cream|donuts?|candy|soda|coke|beer|drink|bite|slice|piece|taste|treat|snack|sweets?|dessert|bread|tacos?|pasta|rice)\b|\b(muero|morir|morirme|muriendo) por (un|una|unos|unas) (completo|pastel|taco|tacos|helado|chocolate|postre|pan|pedazo|dulce|hot ?dog|torta|pizza|hamburguesa|empanada|arepa|tamal|galleta|refresco|coca|cerveza)s?\b/gi;

/** Routine and figures of speech: pills taken together at breakfast, dinner chosen so as not to
 * wake up low, dying of shame ("de la pena", as Mexico and Chile say it; "de pena" may be grief),
 * throwing oneself on the bed, "killing oneself" at the gym, confused by what one has heard. */
const SAYINGS =
  /\b(get|gets|getting|am|im|i am) (so |really |kind of |kinda )?confused (cause|because|about|by|with)\b|\blike (\d+|six|seven|eight|nine) months pregnant\b|\b(me quiero matar|me voy a matar|matarme) con (este|el|tanto|esta) (calor|frio|trafico|humedad|bochorno)\b|\bmatarme (en el (gym|gimnasio|gimnacio)|entrenando|haciendo ejercicio|con el ejercicio|a dieta|con la dieta)\b|\b(parezco|pareces|parece|como|como si estuviera|como si estuviese) embarazad[ao]( de \d+ meses)?\b|\b(tirarme|tirarse|echarme|aventarme) (un rato |todo el dia )?(en|a|al) (la |el )?(cama|sofa|sof[aá]|sillon|sill[oó]n|hamaca|dormir|descansar)\b|\btodas juntas (en|con|al|a la hora del?) (el |la )?(desayuno|almuerzo|comida|cena|ma[nñ]ana|mediod[ií]a)\b|\b(para|pa) no amanecer (bajit\w*|baj[oa]s?|alt[oa]s?|con|en|tan|mal)\b|\bestoy que me (desmayo|caigo) de (hambre|sue[nñ]o|cansancio)\b|\b(me fui|me tire|me cai|tirad[oa]) (al|en el) (suelo|piso) de (la )?risa\b|\bme duele el coraz[oó]n (de|al) (ver|saber|pensar|o[ií]r|escuchar)\b|\b(me |le )?(tiembl\w*|temblando) (\w+ ){0,2}(del|de) (coraje|rabia|nervios|miedo|emoci[oó]n|susto)\b|\b(mor(ir|irme|ia|ía|i|í)|muero|muera)[\s.…]+de (la |el )?(verg[uü]enza|risa|hambre|sue[nñ]o|fr[ií]o|calor|envidia|ganas|aburrimiento|nervios|susto|celos|cansancio|(?<=la )pena)\b/gi;

/** "Mi papá murió de un infarto": how someone died names a cause, not a sign of hers now. */
const DIED_OF =
  /\b(muri[oó]|falleci[oó]|se nos fue|died|passed away)\s+(de|por|of|from)\s+(un |una |a )?(infarto|ataque al coraz[oó]n|derrame( cerebral)?|embolia|ictus|acv|paro( card[ií]aco)?|heart attack|stroke)\b/gi;

/** Sight lost beside an amputation is diabetes's long history in a family ("mi abuelo perdió la
 * vista y le cortaron una pierna"), no sudden loss of vision. */
const SIGHT_AND_AMPUTATION =
  /\bperdi[oó] la (vista|visi[oó]n)(?= (y|,) (le|les) (cortaron|amputaron)\b)/gi;

/** A heart attack feared and ruled out ("creyó que era un infarto y en urgencias le dijeron que
 * no"): what follows the "pero" (a pain still there) is read on its own. */
const RULED_OUT =
  /\b(cre[ií]|crey[oó]|creyeron|cre[ií]mos|pens[eéoó]|pensaron|pensamos) que (era|fue|le daba|me daba|le estaba dando|me estaba dando) (un |una )?(infarto|ataque|derrame|embolia)\b[^.?!,]{0,60}?\b(dijeron que no|no era nada|no era eso|no fue nada|era ansiedad|fue ansiedad)\b/gi;

/** A sensor's low that a finger-stick contradicts ("el sensor marcó 52 pero en el dedo dio 98"):
 * the finger is the reference when the two disagree (ADA Standards of Care 2025 §7), so the
 * sensor's number is set aside. */
const SENSOR_THEN_FINGER =
  /\b(sensor|libre|freestyle|dexcom|monitor|cgm)\b([^.?!]{0,30}?)\b(\d{2,3})\b([^.?!]{0,50}?\b(dedo|glucometro|gluc[oó]metro|piquete|pinchazo|finger|fingersticks?|finger sticks?|meter|glucometer)\b[^.?!]{0,25}?\b(\d{2,3})\b)/gi;
const fingerOverSensor = (message: string) =>
  message.replace(SENSOR_THEN_FINGER, (all, sensor, gap, low, rest, _finger, checked) =>
    Number(low) < LOW_BELOW_MGDL && Number(checked) >= LOW_BELOW_MGDL
      ? `${sensor}${gap}${rest}`
      : all,
  );

/** "Any low sugar option?" asks for a food with little sugar, not about a low. */
const LOW_SUGAR_FOOD =
  /\blow[ -]sugar (options?|snacks?|recipes?|desserts?|versions?|drinks?|foods?|diet|alternatives?|cereals?|candy|treats?|ideas?|brands?)\b|\b(is|are) (it |they |this |these |that )?low[ -]sugar(?= ?\?)/gi;

/** A second reading in range after the first ("volví a medir y salió 128"): the HI or LO was wrong. */
const REMEASURED_IN_RANGE =
  /\b(volvi a (medir|checar|chequear)|me volvi a medir|medi (otra vez|de nuevo)|me lave las manos)\b[^.?!]{0,25}?\b(\d{2,3})\b/;

function remeasuredInRange(message: string): boolean {
  const match = REMEASURED_IN_RANGE.exec(stripAccents(message));
  const value = Number(match?.[4]);
  return value >= LOW_BELOW_MGDL && value < 180;
}

/** A wish to die that voice dictation split apart ("me quiero mat ar"): read without spaces, only
 * where the whole words are not written (those go through the rules, negation and jokes). */
const SPLIT_WISH =
  /(?<!no|nome|nunca|nuncame)(mequiero|quiero|quisiera|mevoya|voya|ganasde)(matarme|matar|morirme|morir|suicidar)/;
const splitByDictation = (plain: string) =>
  !/\b(matar\w*|morir\w*|suicid\w*)\b/i.test(plain) &&
  SPLIT_WISH.test(plain.toLowerCase().replace(/[^a-z]/g, ''));

const POINTS_BACK =
  /\b(lo|la) tengo asi\b|\basi (lo|la) tengo\b|\bme (sale|marca|dice) (eso|asi)\b/i;

/** "¿Es normal desmayarse…? Me acaba de pasar" (or "le acaba de pasar a mi señora"): the
 * question is about an event of hers or of someone with her, now. */
const HAPPENING_TO_ME =
  /(?<!\bcomo se si (a mi )?|\bcomo saber si (a mi )?)\b((me|le) acaba de (pasar|dar|suceder)|acaba de (pasarme|pasarle)|(me|le) (esta|sigue) pasando|(me|le) paso (hace un ratito|hace un rato|hace rato|ahorita|recien|ahora)|(ahorita|ahora mismo) lo tengo|lo tengo (ahorita|ahora mismo))\b/;

/** Pills or insulin already taken, by the dozen or whole: "me tomé como 20 pastillas", "se tomó
 * toda la caja", "me inyecté los dos lapiceros" ("si me tomo todas…" is a wish, not yet done). */
const OVERDOSE_TAKEN =
  /\b(me (tome|trague|puse|inyecte|meti)|se (tomo|trago|puso|inyecto|metio)|(me|se|le) (he|ha|han) (tomado|tragado|puesto|inyectado)|(acabo|acaba) de (tomarme|tomarse|tragarme|tragarse|ponerme|ponerse|inyectarme|inyectarse))\b[^.?!]{0,40}\b(todas|todos|toda|todo|enter[oa]s?|complet[oa]s?|\d{2,3}|diez|doce|quince|veinte|treinta|cuarenta|cincuenta|frasco|caja|blister|lapiceros?|plumas?|sobredosis|un monton)\b|\b(me las tome todas|me los tome todos|i took (all|\d+|the whole))\b/;

/** Pills, meds or insulin in a suicidal message are medicines as its means ("saving up my pills",
 * "stop taking everything"): a message about medicines, as the taxonomy's any-tier rule reads,
 * though the crisis answer stays the same (it has no medication line). */
const MEDICINE_AS_MEANS =
  /\b(pills?|pastillas?|meds|medicines?|medicamentos?|medicinas?|tablets?|tabletas?|insulin|insulina|taking everything)\b/i;

/** "…y estaba en el suelo, fue hace diez minutos": a part that only dates the one before it. */
const DATES_THE_LAST = /^(y )?(eso )?(fue|paso|ocurrio|sucedio) hace\b/;

const datedByNext = (
  finding: SentenceFindings,
  next?: { part: string; context: SentenceContext },
) =>
  next && next.context.recent && !next.context.past && DATES_THE_LAST.test(stripAccents(next.part))
    ? { ...finding, context: { ...finding.context, recent: true } }
    : finding;

// "Me acaba de pasar" says it is hers, whatever "si uno se desmaya" asked in general.
const asHerEventNow = ({ context, ...finding }: SentenceFindings): SentenceFindings =>
  context.question && !context.joke
    ? {
        ...finding,
        context: {
          ...context,
          hypothetical: false,
          general: false,
          current: true,
          firstPerson: true,
        },
      }
    : { ...finding, context };

/** A sign the message denies ("no es dolor de pecho") stays the rules' decision. */
const deniedByRules = (category: TriageCategory, whole: NormalisedText) => {
  const own = DIRECT_PATTERNS.filter(([c]) => c === category).map(([, patterns]) => patterns);
  return (
    own.some((patterns) => firstMatch(whole, patterns) >= 0) &&
    !own.some((patterns) => has(whole, patterns))
  );
};

/** `similar` is the development-set reader unless an evaluation passes one trained without a set. */
export function triage(
  written: string,
  similar: SimilarMessages = developmentSimilarMessages(),
): TriageResult {
  // A clock time ("a las 6:45") is one word, never a reading; a range ("260-270") two readings.
  // "I don't want…", "I'm at 66" as the English patterns spell them (before the chat shorthand
  // reads the "m" of "I'm" as "me"); "300ish" is 300.
  const english = written
    .replace(/\b([a-z]+)[’'](t|m|s|ve|re|ll|d)\b/gi, '$1$2')
    .replace(/\b(\d+)ish\b/gi, '$1')
    // "In the 260s-290s": a range of readings, as "260-270" is.
    .replace(/\b(\d{2,3})s-(\d{2,3})s\b/g, '$1s a $2s')
    // "Push" sounds as "pus"; "my husband passed" died, he did not faint.
    .replace(/\bpush(es|ed|ing)?\b/gi, 'press')
    .replace(
      /\b(passed) (away|on)\b|\b(?<=(husband|wife|mom|mother|dad|father|son|daughter|brother|sister|grandma|grandpa|friend) )passed\b(?! out)/gi,
      'died',
    )
    // "No burning or fever": the "no" reaches past the "or".
    .replace(/\b(no|not|without|never)((?: [a-z]+){1,3}?) or (?!no\b)/gi, '$1$2 or no ')
    // "Cannot" as the patterns spell it ("can't").
    .replace(/\bcan ?not\b/gi, 'cant')
    // "Blood shook are" is "blood sugar" as a phone heard it; medicine names split by dictation.
    .replace(/\bshook are\b/gi, 'sugar')
    .replace(/\bmeta? formina\b/gi, 'metformina')
    .replace(/\bin sulina\b/gi, 'insulina')
    .replace(/\bjan[ou] via\b/gi, 'januvia')
    .replace(/\bo ?sem ?pic\b|\bozem pic\b/gi, 'ozempic')
    // "I dont wanna wake up" as the patterns spell it.
    .replace(/\bwanna\b/gi, 'want to')
    .replace(/\bgonna\b/gi, 'going to')
    // "ACV gummies" are apple cider vinegar, not the Spanish stroke.
    .replace(
      /\bacv (?=(gumm\w+|pills?|capsules?|caps|shots?|tablets?|drinks?)\b)/gi,
      'apple cider vinegar ',
    )
    // "Embarrassed" is shame, not "embarazada" (the matcher hears them alike).
    .replace(/\bembarrass\w*/gi, 'avergonzada');
  const message = fingerOverSensor(numbersInWords(expandChatSpelling(english)))
    // "Apretao", "cansao": the Caribbean and Andalusian participle; "pa un lao".
    .replace(/\b([a-zñ]{3,})ao\b/gi, '$1ado')
    .replace(/\blao\b/gi, 'lado')
    .replace(LOW_SUGAR_FOOD, ' ')
    .replace(IDIOMS, ' ')
    .replace(RULED_OUT, ' ')
    .replace(SAYINGS, ' ')
    .replace(CRAVED, ' ')
    .replace(SELF_HARM_DENIED, ' ')
    // The cause is dropped, the death kept: "murió de un infarto a los 60" dates an age.
    .replace(DIED_OF, ' fallecio ')
    .replace(SIGHT_AND_AMPUTATION, ' ')
    .replace(/\b(\d{1,2}):(\d{2})\b/g, '$1h$2')
    // "A bike for $40": a price, never a reading.
    .replace(/[$€£]\s?\d+(?:[.,]\d+)?/g, ' precio ')
    .replace(/\b(\d{2,3})-(\d{2,3})\b/g, '$1 a $2');
  const whole = normalise(message);
  const wholeReadings = glucoseReadings(whole.words);
  const at = { word: 0 };
  // The meter's HI or LO belongs to the part that names it ("¿qué significa HI?" asks).
  const meterWasWrong = remeasuredInRange(message);
  // …or to a later part that points back at it ("¿qué significa HI? lo tengo así ahora").
  const meterInMessage = meterOutOfRange(message);
  const parts = sentenceParts(message);
  const read = parts.map((part) =>
    readPart(
      part,
      whole,
      wholeReadings,
      at,
      meterWasWrong
        ? undefined
        : (meterOutOfRange(part.part) ??
            (POINTS_BACK.test(stripAccents(part.part)) ? meterInMessage : undefined)),
    ),
  );
  const plain = stripAccents(message);
  const dated = read.map((finding, i) => datedByNext(finding, parts[i + 1]));
  const findings = HAPPENING_TO_ME.test(plain) ? dated.map(asHerEventNow) : dated;
  const facts: MessageFacts = {
    plansExercise: PLANS_EXERCISE.test(plain),
    pregnancyTreated:
      !/\bgesta(cional|tional)\b/.test(plain) &&
      (TREATED_HERSELF.test(plain) || mentionsMedicine(withoutDiagnoses(message))),
  };
  const categories = new Set(findings.flatMap((finding) => applyTime(finding, facts)));
  // Confusion or great sleepiness beside readings all very high is the crisis, not a low: fast
  // sugar would be the wrong first step ("tengo 430 y estoy confundida").
  const readingsNow = findings.flatMap((f) => (f.context.past ? [] : f.readings));
  if (categories.has('low_sugar') && asTheReadingsSay('low_sugar', readingsNow) !== 'low_sugar') {
    categories.delete('low_sugar');
    categories.add('high_sugar_crisis');
  }
  if (splitByDictation(plain)) categories.add('suicidal');
  const ambiguous = findings.flatMap((f) =>
    f.readings.filter((r) => r.mgdl === null).map((r) => r.value),
  );
  // The nearest labelled messages may recognise a red flag the rules missed, or a more urgent
  // one. A sign the rules set aside (negated, past, a pet, a question) or a reading whose unit
  // must be asked stays their decision.
  const found = findings.flatMap((f) => [...f.categories]);
  const setAside = found.some((category) => !categories.has(category)) || ambiguous.length > 0;
  const nearest = asTheReadingsSay(
    setAside || !mentionsBodyOrCrisis(whole) ? undefined : similar.categoryOf(written),
    wholeReadings,
  );
  const resembled =
    nearest &&
    readerMayAdd(nearest, findings, wholeReadings, plain) &&
    !deniedByRules(nearest, whole)
      ? nearest
      : undefined;
  const mostUrgent = ORDER.find((category) => categories.has(category));
  if (resembled && (!mostUrgent || ORDER.indexOf(resembled) < ORDER.indexOf(mostUrgent)))
    categories.add(resembled);
  const ordered = ORDER.filter((category) => categories.has(category));
  const top = ordered[0];
  const tier = top ? tierOf(top) : 'none';
  const context = findings.map((f) => f.context);
  return {
    tier,
    categories: ordered,
    medication:
      mentionsMedicine(withoutDiagnoses(message)) ||
      (categories.has('suicidal') && MEDICINE_AS_MEANS.test(withoutDiagnoses(plain))),
    ambiguousReadings: ambiguous,
    aboutSomeoneElse: context.some((c) => c.relative) && !context.some((c) => c.firstPerson),
    lowMeasured:
      categories.has('low_sugar') &&
      (lowsIn(readingsNow).length > 0 || (meterInMessage === 'LO' && !meterWasWrong)),
    // Taken now, not a relative's story of years ago told beside her own wish.
    overdoseTaken:
      categories.has('suicidal') &&
      parts.some(
        ({ part }, i) => !findings[i]?.context.past && OVERDOSE_TAKEN.test(stripAccents(part)),
      ),
  };
}

/**
 * Triage of one meter reading logged in the progress area (no words around it): a low taken just
 * now is the chat's low-sugar emergency; one logged later, a past episode to tell the doctor.
 */
export function readingTriage(mgdl: number, { recent }: { recent: boolean }): TriageResult {
  const categories: TriageCategory[] =
    mgdl >= LOW_BELOW_MGDL ? [] : recent ? ['low_sugar'] : ['past_episode'];
  return {
    tier: categories[0] ? tierOf(categories[0]) : 'none',
    categories,
    medication: false,
    ambiguousReadings: [],
    aboutSomeoneElse: false,
    lowMeasured: categories[0] === 'low_sugar',
    overdoseTaken: false,
  };
}
