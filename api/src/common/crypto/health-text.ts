import type { IntakeFields, ObservationDay } from '@tm/shared-contracts/contracts';
import type { FieldCipher } from './field-cipher.js';

/**
 * The health free text encrypted at rest, in one place: repositories seal on write and open on
 * read, the account export and `db:reencrypt` open the same fields (and the reports built from them). Name, e-mail, address and
 * phones (the account), numbers and choices from a list stay readable.
 */
export const ENCRYPTED_INTAKE_FIELDS = [
  'pesoActual',
  'pesoHaceAno',
  'altura',
  'tipoSangre',
  'pesoNacer',
  'ordenNacimiento',
  'viajesFuera',
  'cambiosRecientes',
  'sistemaGastrointestinal',
  'sistemaCardiovascular',
  'sistemaHormonal',
  'sistemaInmunologico',
  'alimentosRegulares',
  'dietaEspecial',
  'alimentosEvitados',
  'sintomasDespuesComer',
  'consistenciaEvacuaciones',
  'colorEvacuaciones',
  'historialIntoxicaciones',
  'exposicionQuimicos',
  'ultimaVisitaDental',
  'problemasEncias',
  'horasSueno',
  'tiempoConciliarSueno',
  'momentoMejorBienestar',
  'apoyoFamiliar',
  'rolEspiritualidad',
  'informacionAdicional',
  'a1c',
  'colesterolTotal',
  'hdl',
  'ldl',
  'trigliceridos',
  'hemoglobina',
  'otrosAnalisis',
] as const satisfies readonly (keyof IntakeFields)[];

/** Columns of `weekly_checkins` and fields of each `observation_logs.days` entry. */
export const ENCRYPTED_CHECKIN_COLUMNS = ['inputText', 'responseText', 'alert'] as const;
export const ENCRYPTED_OBSERVATION_FIELDS = ['comidas', 'notas'] as const;
/** The note a person adds to a progress reading (the numbers stay readable, like the intake's age). */
export const ENCRYPTED_PROGRESS_COLUMNS = ['note'] as const;

type Transform = (value: string) => string;

/** A copy with the named string fields transformed; other fields and absent ones untouched. */
function mapFields<T extends object>(
  record: T,
  fields: readonly string[],
  transform: Transform,
): T {
  const copy = { ...record } as Record<string, unknown>;
  for (const field of fields) {
    const value = copy[field];
    if (typeof value === 'string') copy[field] = transform(value);
  }
  return copy as T;
}

const encrypt =
  (cipher: FieldCipher): Transform =>
  (value) =>
    cipher.encrypt(value);
const decrypt =
  (cipher: FieldCipher): Transform =>
  (value) =>
    cipher.decrypt(value);

export const sealIntake = (cipher: FieldCipher, fields: IntakeFields): IntakeFields =>
  mapFields(fields, ENCRYPTED_INTAKE_FIELDS, encrypt(cipher));
/** Also reads intakes stored before encryption (plain values pass through). */
export const openIntake = (cipher: FieldCipher, payload: unknown): IntakeFields =>
  mapFields(payload as IntakeFields, ENCRYPTED_INTAKE_FIELDS, decrypt(cipher));

export const sealDays = (cipher: FieldCipher, days: ObservationDay[]): ObservationDay[] =>
  days.map((day) => mapFields(day, ENCRYPTED_OBSERVATION_FIELDS, encrypt(cipher)));
export const openDays = (cipher: FieldCipher, days: unknown): ObservationDay[] =>
  (days as ObservationDay[]).map((day) =>
    mapFields(day, ENCRYPTED_OBSERVATION_FIELDS, decrypt(cipher)),
  );

export const sealCheckin = <T extends { inputText: string; responseText: string }>(
  cipher: FieldCipher,
  checkin: T,
): T => mapFields(checkin, ENCRYPTED_CHECKIN_COLUMNS, encrypt(cipher));
export const openCheckin = <T extends { inputText: string; responseText: string }>(
  cipher: FieldCipher,
  row: T,
): T => mapFields(row, ENCRYPTED_CHECKIN_COLUMNS, decrypt(cipher));

/** `module_reflections.text`: her answer to a module's reflection question, one text. */
export const sealReflection = (cipher: FieldCipher, text: string): string => cipher.encrypt(text);
export const openReflection = (cipher: FieldCipher, stored: string): string =>
  cipher.decrypt(stored);

/**
 * A generated report quotes the intake (symptoms, medicines, lab values), so its whole content is
 * stored as one encrypted JSON text in the jsonb column. Reports stored before encryption (and the
 * test-only stub) are objects and read as they are.
 */
export const sealReport = (cipher: FieldCipher, content: unknown): string =>
  cipher.encrypt(JSON.stringify(content));
export const openReport = (cipher: FieldCipher, stored: unknown): unknown =>
  typeof stored === 'string' && stored.startsWith('enc:')
    ? (JSON.parse(cipher.decrypt(stored)) as unknown)
    : stored;

/**
 * Rows as the account export reads them (`select *`, snake_case columns), opened so a person's
 * export holds their own words. Tables without encrypted text pass through.
 */
/** The export reads raw rows, whose keys are the columns' SQL names. */
const snakeCase = (column: string) => column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function openExportedRow(
  cipher: FieldCipher,
  table: string,
  row: Record<string, unknown>,
): Record<string, unknown> {
  switch (table) {
    case 'intake_forms':
      return { ...row, payload: openIntake(cipher, row.payload) };
    case 'observation_logs':
      return { ...row, days: openDays(cipher, row.days) };
    case 'weekly_checkins': {
      const open = mapFields(row, ENCRYPTED_CHECKIN_COLUMNS.map(snakeCase), decrypt(cipher));
      // The alert is stored as JSON text; the export gives it as data, like the check-in API.
      return typeof open.alert === 'string' ? { ...open, alert: JSON.parse(open.alert) } : open;
    }
    case 'reports':
      return { ...row, content: openReport(cipher, row.content) };
    case 'progress_readings':
      return mapFields(row, ENCRYPTED_PROGRESS_COLUMNS, decrypt(cipher));
    case 'module_reflections':
      return mapFields(row, ['text'], decrypt(cipher));
    default:
      return row;
  }
}
