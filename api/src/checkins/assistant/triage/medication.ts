// Questions about medicines: always referred to the doctor or pharmacist, with the safe education
// that applies to the medicine's class, never a dose or a change (ADA Standards of Care 2025 §9).
import {
  firstMatch,
  GENERIC_MEDICINE_PATTERNS,
  HYPOGLYCAEMIA_CLASSES,
  MEDICINE_PATTERNS,
  normalise,
  type MedicineClass,
} from '@tm/shared-contracts/clinical';

// A generic word ("la pastilla") is a medicine question only with a question or a use.
const USE_CONTEXT =
  /\?|\b(puedo|debo|deberia|tomo|tomar|tomarme|tomarla|tomarlo|me tomo|dosis|partir|partirla|salt|olvid|doblar|doble|dejar|dejo|suspend|cambi|subir|subo|bajar|bajo|combinar|junto|juntas|mezclar|efecto|hace dano|cae mal|a que hora|antes o despues|en ayunas|inyect|ponerme|me pongo|trag|no se (me |le )?quita|no (me |le )?hace (efecto|nada)|sin tomar|me quede sin|junt|no me (funciona|sirve)|la sigo|lo sigo|las sigo|los sigo|se toma|se toman|reemplaz|sustitu|en vez de|en lugar de|(me puse|me pusieron|me aplic\w*) (una |la )?inyeccion de|me puse|debajo de la lengua|empec\w*|empez\w*)/;
/** The same uses in English: "can i take tums with my meds", "another one". */
const ENGLISH_USE_CONTEXT =
  /\b(can i|should i|is it ok|take|taking|took|dose|skip\w*|double|stop\w*|mix\w*|with my|instead of|another one|apply\w*|since (my|the)|course|increased|upped|mess\w* with|affect\w*)\b/;

/** The classes of the medicines a text names (negated mentions left out). */
export function medicineClassesIn(text: string): MedicineClass[] {
  const words = normalise(text);
  // Not negation-aware: "me quedé sin metformina" and "no me tomé la glargina" are questions too.
  return MEDICINE_PATTERNS.filter(([, patterns]) => firstMatch(words, patterns) >= 0).map(
    ([name]) => name,
  );
}

/** "Olvidé la levo, ¿me la tomo al mediodía?": a forgotten dose, whatever the medicine's name. */
const FORGOTTEN_DOSE =
  /\bolvid\w*\b[^.?]{0,60}\b(me|se) (la|lo|las|los) (tomo|pongo|inyecto|aplico|tomare|tomaria)\b/;

/** "Me quedé sin pastillas": out of a medicine is a question about it, though "sin" negates. */
const OUT_OF_MEDICINE =
  /\b(me quede|me quedo|nos quedamos|se me acab\w*|se me termin\w*) (sin )?(las |mis |la |mi )?(pastilla|medicina|medicamento|insulina|tableta|pildora)/;

/** A home remedy asked about as a treatment ("¿el mate de hierba luisa me la baja?", "¿cuánto
 * vinagre de manzana tomo?", "¿el té de canela en vez de su pastilla?"): it can add to or replace
 * a medicine, so it is the doctor's or the pharmacist's question too. */
const REMEDY =
  /\b(vinagre de manzana|(te|tecito|mate|matecito|agua|aguita|infusion|cocimiento|jugo|licuado|raiz|hojas?|corteza|semillas?) de \w+|linaza|chia|hierbas?|yerbas?|remedios? caseros?|muna|matico|llanten|sabila|aloe)\b/i;
const TAKEN_AS_MEDICINE =
  /\b(sirven?|funcionan?|ayudan?) (como |de )?remedio\b|\b(sirven?|funcionan?|ayudan?) (para|pa|pal) (el |la |bajar (el |la )?)?(azucar|glucosa|diabetes?|presion)\b|\b(me|le|te|se) (lo|la) (baja|controla)\b|\bcuant[oa]s?\b[^.?!]{0,30}\b(tomo|me tomo|tomar|le doy|debo tomar)\b|\ben (vez|lugar) de (su|mi|la|las|el|los|sus|mis|lo)\b|\b(tomo|me tomo|le doy) (el |la |un |una )?(te|mate|agua|aguita|infusion|tecito)\b|\b(echarle|ponerle|echarme|ponerme|aplicarle)\b|\bayudan? a (dormir|bajar)\b|\bse puede con (la|el|mi) (diabetes|azucar|metformina)\b|\bque me tomo\b|\b(poniendo|pongo|aplico|aplicando|echando|echo)\b[^.?!]{0,25}\b(en|sobre|a) (la|el|mi|su) (herida|llaga|pie|ulcera|corte|ampolla)\b|\bpara (el|la|los|las) (ardor|dolor|infeccion|herida|ulcera|llaga|tos|gripe)\b/i;
const ASKS = /\?|\b(puedo|debo|sirve|sirven|conviene)\b/i;
const remedyTakenAsMedicine = (plainText: string) =>
  REMEDY.test(plainText) && TAKEN_AS_MEDICINE.test(plainText) && ASKS.test(plainText);

export function mentionsMedicine(plainText: string): boolean {
  if (medicineClassesIn(plainText).length > 0 || FORGOTTEN_DOSE.test(plainText)) return true;
  if (OUT_OF_MEDICINE.test(plainText) || remedyTakenAsMedicine(plainText)) return true;
  return (
    firstMatch(normalise(plainText), GENERIC_MEDICINE_PATTERNS, true) >= 0 &&
    (USE_CONTEXT.test(plainText) || ENGLISH_USE_CONTEXT.test(plainText))
  );
}

export const MEDICATION_REFERRAL =
  'Sobre tu medicamento: esa decisión es de tu médico o de tu farmacéutico, que conocen tu ' +
  'tratamiento completo. Pregúntales pronto; no hace falta esperar a la próxima cita.';

/** Safe education per class: what to watch and whom to ask, never how much or when to take. */
const CLASS_EDUCATION: Partial<Record<MedicineClass, string>> = {
  insulin:
    'Con insulina, saltarte una comida, ayunar o moverte más de lo habitual puede bajar ' +
    'demasiado tu azúcar: lleva contigo algo con 15 g de azúcar rápida y mide tu glucosa si te ' +
    'sientes rara o raro.',
  sulfonylurea:
    'Con pastillas como la glibenclamida, la glimepirida o la gliclazida, ayunar, saltarte ' +
    'comidas o hacer más ejercicio puede bajar demasiado tu azúcar: ten a mano 15 g de azúcar ' +
    'rápida.',
  sglt2:
    'Con medicamentos como la empagliflozina (Jardiance) o la dapagliflozina (Forxiga), una ' +
    'dieta muy baja en carbohidratos o el ayuno pueden causar cetoacidosis, una complicación ' +
    'seria: coméntalo antes con tu médico. Si vomitas, te duele el abdomen o respiras rápido, ' +
    'busca atención médica ese mismo día.',
  glp1:
    'Con semaglutida (Ozempic), tirzepatida (Mounjaro) y parecidos, las náuseas son comunes al ' +
    'principio: porciones pequeñas y comer despacio ayudan. Si vomitas sin parar o tienes un ' +
    'dolor fuerte en el abdomen, busca atención médica ese mismo día.',
  metformin:
    'Si la metformina te cae mal al estómago, cuéntaselo a tu médico: hay presentaciones y ' +
    'formas de tomarla que suelen caer mejor, y es una decisión que toman juntos.',
  painRelief:
    'Los antiinflamatorios como el ibuprofeno, el naproxeno o el diclofenaco pueden afectar los ' +
    'riñones y la presión, más aún con diabetes: pregunta a tu farmacéutico antes de usarlos ' +
    'seguido.',
  supplement:
    'Los suplementos (canela, cromo, berberina, magnesio, vitamina D) pueden cambiar tus ' +
    'análisis o sumarse a tus medicamentos: llévalos a tu consulta y pregunta antes de empezarlos.',
  anticoagulant:
    'Con anticoagulantes o antiagregantes, algunos analgésicos y suplementos aumentan el riesgo ' +
    'de sangrado: pregunta siempre a tu farmacéutico antes de sumar algo nuevo.',
};

/** The referral, then the education for each class named (at most two, to stay short). */
export function medicationAnswer(
  message: string,
  personClasses: readonly MedicineClass[],
): string[] {
  // What the message names first, then the person's own medicines that can cause lows.
  const classes = [
    ...medicineClassesIn(message),
    ...personClasses.filter((name) => HYPOGLYCAEMIA_CLASSES.includes(name)),
  ];
  const education = classes.flatMap((name) => CLASS_EDUCATION[name] ?? []);
  return [MEDICATION_REFERRAL, ...[...new Set(education)].slice(0, 2)];
}
