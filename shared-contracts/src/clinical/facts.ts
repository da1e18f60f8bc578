// The clinical facts layer: what the intake (and any other text the person wrote) says about
// medicines, pregnancy, kidneys, heart, eating, low sugar, mood and labs. Pure and shared by the
// report, the assistant and the interpreter. Every fact keeps the words it came from, so the
// report can say "porque escribiste «…»" and the person can correct the reason.
import type { IntakeFields } from '../api/intake.js';
import { CONDITION_PATTERNS, type ConditionName } from './conditions.js';
import { countryCode } from './emergency-contacts.js';
import { LAB_MARKERS, type LabMarker } from './lab-readings.js';
import { labFromText, type LabFromText } from './lab-text.js';
import { MEDICINE_CLASS_LABEL, MEDICINE_PATTERNS, type MedicineClass } from './medicines.js';
import { medicineDisplayName } from './medicine-names.js';
import { findMentions, type Mention, type MentionContext } from './mentions.js';
import { stripAccents } from './text.js';

export interface Fact {
  /** The person's words. */
  quote: string;
}
export interface MedicineFact extends Fact {
  medicineClass: MedicineClass;
  /** As written when it names one medicine ("Jardiance"), else the class label. */
  name: string;
}

export interface ClinicalFacts {
  medicines: MedicineFact[];
  pregnancy?: Fact & { weeks?: number };
  breastfeeding?: Fact;
  kidney?: Fact & { stage?: number; advanced: boolean };
  dialysis?: Fact;
  potassium?: Fact & { value?: number; high: boolean };
  heartFailure?: Fact;
  fluidLimit?: Fact & { litres?: number };
  heartAttack?: Fact;
  stroke?: Fact;
  eatingDisorder?: Fact;
  lowSugarSymptoms?: Fact;
  lowMood?: Fact;
  hopelessness?: Fact;
  fasting?: Fact;
  lowCarb?: Fact;
  hypertension?: Fact;
  smoking?: Fact;
  /** Only when the person's words say it ("menopausia", "próstata"). */
  sex?: 'mujer' | 'hombre';
  labs: Partial<Record<LabMarker, LabFromText>>;
  /** ISO code of the intake's country, when it is one we know. */
  country?: string;
}

/** Any text the person wrote: the intake's fields plus, e.g., the 5-day log's notes. */
export interface ClinicalInput {
  intake: IntakeFields;
  extraTexts?: (string | undefined)[];
}

// Fields that hold who the person is or a lab value, never a condition.
const NOT_HEALTH_TEXT = new Set<string>([
  'nombre',
  'direccion',
  'ciudad',
  'estado',
  'pais',
  'codigoPostal',
  'telefonoDia',
  'telefonoCelular',
  'telefonoNoche',
  'email',
  'referidoPor',
  'fechaNacimiento',
  'ocupacion',
  ...LAB_MARKERS,
]);

/** Which ways of mentioning a thing still make it a fact about the person now. */
const COUNTS: Record<
  'medicine' | 'condition' | 'history' | 'symptom' | 'intent' | 'emergency',
  MentionContext[]
> = {
  medicine: ['own'],
  condition: ['own'],
  // Past counts for histories: "antes tenía bulimia" is an eating-disorder history.
  history: ['own', 'past'],
  // "si como pan me da mareo" is a symptom that comes with a condition.
  symptom: ['own', 'hypothetical', 'past', 'fear'],
  intent: ['own', 'hypothetical', 'past'],
  // Emergencies first: only a plain denial ("nunca he pensado en quitarme la vida") rules out.
  emergency: ['own', 'hypothetical', 'past', 'fear', 'otherPerson'],
};

const CONDITION_KIND: Record<ConditionName, keyof typeof COUNTS> = {
  pregnancy: 'condition',
  breastfeeding: 'condition',
  kidney: 'condition',
  dialysis: 'condition',
  potassium: 'condition',
  heartFailure: 'condition',
  fluidLimit: 'condition',
  heartAttack: 'history',
  stroke: 'history',
  eatingDisorder: 'history',
  lowSugarSymptoms: 'symptom',
  lowMood: 'condition',
  hopelessness: 'emergency',
  insulinOmission: 'condition',
  female: 'condition',
  male: 'condition',
  fasting: 'intent',
  lowCarb: 'intent',
  hypertension: 'condition',
  smoking: 'condition',
};

function healthTexts({ intake, extraTexts = [] }: ClinicalInput): string[] {
  const fields = Object.entries(intake)
    .filter(([key, value]) => typeof value === 'string' && !NOT_HEALTH_TEXT.has(key))
    .map(([, value]) => value as string);
  return [...fields, ...extraTexts].filter(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  );
}

// "mi hermana hace ayuno y quiero probarlo": someone else's fast becomes an intent when the
// person says she wants it too.
const WISH =
  /\b(quiero|quisiera|me gustaria|voy a|planeo|pienso|probar|probarlo|empezar|intentar)\b/;

function mentionsOf(texts: string[], name: ConditionName): Mention[] {
  const kind = CONDITION_KIND[name];
  const counts = COUNTS[kind];
  // A required word may sit in the next stretch of the same answer ("… porque me hace subir de peso").
  const required = (text: string) => REQUIRE[name]?.test(stripAccents(text)) ?? true;
  return texts
    .filter(required)
    .flatMap((text) => findMentions(text, [...CONDITION_PATTERNS[name]]))
    .filter(
      (m) =>
        counts.includes(m.context) ||
        (kind === 'intent' && m.context === 'otherPerson' && WISH.test(stripAccents(m.quote))),
    )
    .filter((m) => !EXCLUDE[name]?.test(stripAccents(m.quote)));
}

// Mentions that count only with these words in the same stretch.
const REQUIRE: Partial<Record<ConditionName, RegExp>> = {
  insulinOmission: /peso|engord|adelgaz|flac|gord/,
};

// Mentions that name the word but not the state: a past or planned pregnancy, "glucosa en ayuno".
const EXCLUDE: Partial<Record<ConditionName, RegExp>> = {
  pregnancy:
    /\b(tuve|tuvo|embarazos|anterior|cuando estuve|quiero|quisiera|planeo|planeamos|buscando|busco|embarazarme|quedar embarazada)\b|\bhace \d+ anos\b/,
  fasting: /\ben ayunos?\b(?!.*\b(intermitente|ayunar|hacer ayuno)\b)/,
  potassium: /\b(bajo|baja|normal)\b/,
};

const first = (mentions: Mention[]): Fact | undefined =>
  mentions[0] ? { quote: mentions[0].quote } : undefined;

function medicinesOf(texts: string[]): MedicineFact[] {
  const out: MedicineFact[] = [];
  for (const [medicineClass, patterns] of MEDICINE_PATTERNS) {
    for (const text of texts) {
      for (const mention of findMentions(text, patterns, { medicine: true })) {
        if (mention.context !== 'own') continue;
        // "insulina Lantus" is one insulin, named once.
        const sameInsulin = (m: MedicineFact) =>
          m.medicineClass === medicineClass &&
          m.quote === mention.quote &&
          m.name.includes('insulina');
        if (out.some(sameInsulin)) continue;
        const name = medicineDisplayName(mention.word) ?? MEDICINE_CLASS_LABEL[medicineClass];
        if (!out.some((m) => m.medicineClass === medicineClass && m.name === name))
          out.push({ medicineClass, name, quote: mention.quote });
      }
    }
  }
  return out;
}

/** "etapa 4", "estadio IV", "G3b", or the stage of an eGFR ("TFG 22") by KDIGO 2024. */
export function kidneyStage(text: string): number | undefined {
  const plain = stripAccents(text);
  const named = plain.match(/\b(?:estadio|etapa|grado|fase)\s*(\d|iv|v|iii|ii|i)[ab]?\b/);
  const roman: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5 };
  if (named?.[1]) return roman[named[1]] ?? Number(named[1]);
  const g = plain.match(/\bg([1-5])[ab]?\b/);
  if (g?.[1]) return Number(g[1]);
  const gfr = plain.match(/\b(?:tfg|egfr|filtrado(?: glomerular)?|filtracion)\D{0,20}(\d{1,3})/);
  if (!gfr?.[1]) return undefined;
  const value = Number(gfr[1]);
  return value < 15 ? 5 : value < 30 ? 4 : value < 60 ? 3 : value < 90 ? 2 : 1;
}

function potassiumValue(text: string): number | undefined {
  const match = stripAccents(text).match(
    /\b(?:potasio|k)\s*(?:de|en|:|=|sérico)?\s*(\d(?:[.,]\d+)?)/,
  );
  const value = match?.[1] ? Number(match[1].replace(',', '.')) : undefined;
  return value !== undefined && value >= 1.5 && value <= 9.9 ? value : undefined;
}

function litres(text: string): number | undefined {
  const plain = stripAccents(text);
  if (/litro y medio/.test(plain)) return 1.5;
  const ml = plain.match(/(\d+(?:[.,]\d+)?)\s*(?:ml|mililitros)\b/);
  if (ml?.[1]) return Number(ml[1].replace(',', '.')) / 1000;
  const l = plain.match(/(\d+(?:[.,]\d+)?|un|medio)\s*(?:litros?|l)\b/);
  if (!l?.[1]) return undefined;
  return l[1] === 'un' ? 1 : l[1] === 'medio' ? 0.5 : Number(l[1].replace(',', '.'));
}

function weeks(text: string): number | undefined {
  const match = stripAccents(text).match(/(\d{1,2})\s*semanas/);
  return match?.[1] ? Number(match[1]) : undefined;
}

export function extractClinicalFacts(input: ClinicalInput): ClinicalFacts {
  const texts = healthTexts(input);
  const fact = (name: ConditionName) => first(mentionsOf(texts, name));
  const { intake } = input;

  const kidneyMention = fact('kidney');
  const dialysis = fact('dialysis');
  const stage = kidneyMention
    ? (kidneyStage(kidneyMention.quote) ?? texts.map(kidneyStage).find(Boolean))
    : undefined;
  const potassiumMention = fact('potassium');
  const potassiumAt = potassiumMention ? potassiumValue(potassiumMention.quote) : undefined;
  const pregnancy = fact('pregnancy');
  const fluid = fact('fluidLimit');
  const moodFromSelect =
    intake.estadoAnimo === 'Bajo o deprimido' ? { quote: intake.estadoAnimo } : undefined;

  return {
    medicines: medicinesOf(texts),
    pregnancy: pregnancy && { ...pregnancy, weeks: weeks(pregnancy.quote) },
    breastfeeding: fact('breastfeeding'),
    kidney:
      kidneyMention || dialysis
        ? {
            quote: (kidneyMention ?? dialysis)!.quote,
            stage: dialysis ? 5 : stage,
            advanced: dialysis !== undefined || (stage ?? 0) >= 4,
          }
        : undefined,
    dialysis,
    potassium: potassiumMention && {
      ...potassiumMention,
      value: potassiumAt,
      high:
        (potassiumAt !== undefined && potassiumAt > 5) ||
        /\b(alto|elevado|hiper)/.test(stripAccents(potassiumMention.quote)),
    },
    heartFailure: fact('heartFailure'),
    fluidLimit: fluid && { ...fluid, litres: litres(fluid.quote) },
    heartAttack: fact('heartAttack'),
    stroke: fact('stroke'),
    eatingDisorder: fact('eatingDisorder') ?? fact('insulinOmission'),
    lowSugarSymptoms: fact('lowSugarSymptoms'),
    lowMood: fact('lowMood') ?? moodFromSelect,
    hopelessness: fact('hopelessness'),
    fasting: fact('fasting'),
    lowCarb: fact('lowCarb'),
    hypertension: fact('hypertension'),
    smoking: fact('smoking'),
    sex: fact('female') ? 'mujer' : fact('male') ? 'hombre' : undefined,
    labs: labsOf(intake),
    country: countryCode(intake.pais),
  };
}

// "hemoglobina glicosilada 7,2 %" typed in the haemoglobin field is an A1C, not anaemia.
const A1C_WORDS = /glicosilada|glucosilada|glicada|a1c|%/;

function labsOf(intake: IntakeFields): ClinicalFacts['labs'] {
  const texts: Partial<Record<LabMarker, string>> = { ...intake };
  delete texts.glucosaAyunas;
  if (A1C_WORDS.test(stripAccents(texts.hemoglobina ?? ''))) {
    if (!texts.a1c?.trim()) texts.a1c = texts.hemoglobina;
    delete texts.hemoglobina;
  }
  return Object.fromEntries(
    LAB_MARKERS.flatMap((marker) => {
      const found = labFromText(marker, texts[marker]);
      return found ? [[marker, found]] : [];
    }),
  );
}

/** Classes the person takes (own, present mentions only). */
export const takesClass = (facts: ClinicalFacts, ...classes: MedicineClass[]) =>
  facts.medicines.filter((m) => classes.includes(m.medicineClass));
