// What the assistant knows about the person, from the stored intake and initial report. Both are
// stored JSON written by other modules, so every field is read defensively and may be missing.
import type { PersonContext } from './assistant/index.js';
import { curriculumModule, intakeFieldsSchema } from '@tm/shared-contracts/contracts';
import { extractClinicalFacts, type MedicineClass } from '@tm/shared-contracts/clinical';
import type { PersonSources } from './checkins.repository.js';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (source: Json, key: string): string | undefined => {
  const value = source[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** The report's functional pattern: `patron` as text, or `{ patron | titulo }` inside it. */
function patternOf(report: unknown): string | undefined {
  if (!isRecord(report)) return undefined;
  for (const key of ['patron', 'pattern']) {
    const value = report[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (isRecord(value)) return text(value, 'patron') ?? text(value, 'titulo');
  }
  return undefined;
}

/** The classes of medicine the person takes, read by the clinical facts layer (negation and who
 * is meant count: "me da miedo la insulina" is no insulin). */
function medicineClassesOf(intake: unknown): MedicineClass[] | undefined {
  const parsed = intakeFieldsSchema.safeParse(intake);
  if (!parsed.success) return undefined;
  return [
    ...new Set(extractClinicalFacts({ intake: parsed.data }).medicines.map((m) => m.medicineClass)),
  ];
}

/** The reflection question of the person's current module (2–13), which the chat picks up. */
function moduleReflectionOf(module: number | null): PersonContext['moduleReflection'] {
  const current = module !== null && module >= 2 ? curriculumModule(module) : undefined;
  return current ? { number: current.number, question: current.reflection } : undefined;
}

export function personContextOf({ intake, report, currentModule }: PersonSources): PersonContext {
  const fields = isRecord(intake) ? intake : {};
  const energy = fields.nivelEnergia;
  const context: PersonContext = {
    nombre: text(fields, 'nombre'),
    patron: patternOf(report),
    enfoque: isRecord(report) ? text(report, 'enfoque') : undefined,
    horasSueno: text(fields, 'horasSueno'),
    satisfechoSueno: text(fields, 'satisfechoSueno'),
    frecuenciaEvacuaciones: text(fields, 'frecuenciaEvacuaciones'),
    estadoAnimo: text(fields, 'estadoAnimo'),
    nivelEnergia: typeof energy === 'number' && Number.isFinite(energy) ? energy : undefined,
    medicamentos: text(fields, 'medicamentos'),
    pais: text(fields, 'pais'),
    medicineClasses: medicineClassesOf(intake),
    moduleReflection: moduleReflectionOf(currentModule),
  };
  return Object.fromEntries(
    Object.entries(context).filter(([, value]) => value !== undefined),
  ) as PersonContext;
}
