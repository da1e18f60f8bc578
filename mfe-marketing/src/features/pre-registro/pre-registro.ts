import { z } from 'zod';
import {
  DIAGNOSTICO_PREVIO_LABELS,
  DIAGNOSTICO_PREVIO_VALUES,
  LIMITS,
  SEXO_LABELS,
  SEXO_VALUES,
  TEXT_LIMITS,
} from '@tm/shared-contracts';

/** §8: the text of the 'Campos incompletos' toast, also the message of every missing field. */
export const CAMPOS_INCOMPLETOS = 'Por favor completa todos los campos.';

// The stored values and their labels are shared: onboarding reads NM_pre to prefill its forms.
export const sexoSchema = z.enum(SEXO_VALUES, { error: CAMPOS_INCOMPLETOS });
export const diagnosticoPrevioSchema = z.enum(DIAGNOSTICO_PREVIO_VALUES, {
  error: CAMPOS_INCOMPLETOS,
});

/** The select options of /pre-registro, in display order. */
export const SEXO_OPTIONS = sexoSchema.options.map((value) => ({
  value,
  label: SEXO_LABELS[value],
}));
export const DIAGNOSTICO_OPTIONS = diagnosticoPrevioSchema.options.map((value) => ({
  value,
  label: DIAGNOSTICO_PREVIO_LABELS[value],
}));

const { min: MIN_AGE, max: MAX_AGE } = LIMITS.preRegistroAge;
const AGE_MESSAGE = `Tu edad debe ser un número entero entre ${MIN_AGE} y ${MAX_AGE}.`;

const required = (max: number) =>
  z
    .string({ error: CAMPOS_INCOMPLETOS })
    .trim()
    .min(1, CAMPOS_INCOMPLETOS)
    .max(max, `Escribe como máximo ${max} caracteres.`);

/** Age as typed in a number input: '' is missing, anything else must be a whole number in range. */
const edadSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value ?? undefined;
    return value.trim() === '' ? undefined : Number(value);
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? CAMPOS_INCOMPLETOS : AGE_MESSAGE) })
    .int(AGE_MESSAGE)
    .min(MIN_AGE, AGE_MESSAGE)
    .max(MAX_AGE, AGE_MESSAGE),
);

/** The five fields of the /pre-registro form, all required (§5). */
export const preRegistroFormSchema = z.object({
  nombre: required(TEXT_LIMITS.short),
  email: required(254).pipe(
    z.email('Escribe un correo electrónico válido, por ejemplo nombre@correo.com.'),
  ),
  edad: edadSchema,
  sexo: sexoSchema,
  diagnostico: diagnosticoPrevioSchema,
});
export type PreRegistroForm = z.infer<typeof preRegistroFormSchema>;

/** NM_pre as stored (§3): the form's diagnostico is kept under `dx`, with the save time in ms. */
export const preRegistroSchema = preRegistroFormSchema.omit({ diagnostico: true }).extend({
  dx: diagnosticoPrevioSchema,
  ts: z.number().int().positive(),
});
export type PreRegistro = z.infer<typeof preRegistroSchema>;

export const toPreRegistro = (
  { diagnostico, ...rest }: PreRegistroForm,
  ts: number,
): PreRegistro => ({
  ...rest,
  dx: diagnostico,
  ts,
});
