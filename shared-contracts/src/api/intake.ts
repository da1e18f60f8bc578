import { z } from 'zod';
import { userIdSchema } from '../trial-status-schema.js';
import { trialStartResponseSchema } from './trial.js';
import { boundedText, optionalChoice, TEXT_LIMITS } from './text.js';

/** Options of the intake selects (spec §3). */
export const INTAKE_OPTIONS = {
  estadoCivil: ['Soltero/a', 'Casado/a', 'Divorciado/a', 'Viudo/a', 'Unión libre'],
  porcentajeComidasCaseras: ['0-25%', '25-50%', '50-75%', '75-100%'],
  frecuenciaEvacuaciones: [
    'Una vez al día',
    'Dos veces al día',
    'Tres o más veces al día',
    'Cada dos días',
    'Menos de tres veces por semana',
  ],
  amalgamasMercurio: ['Sí', 'No', 'No sé'],
  satisfechoSueno: ['Sí, muy satisfecho', 'Más o menos', 'No, insatisfecho'],
  estadoAnimo: ['Positivo y estable', 'Variable', 'Bajo o deprimido', 'Ansioso'],
} as const;

const code = boundedText(TEXT_LIMITS.code).optional();
const phone = boundedText(TEXT_LIMITS.phone).optional();
const measure = boundedText(TEXT_LIMITS.measure).optional();
const short = boundedText(TEXT_LIMITS.short).optional();
const medium = boundedText(TEXT_LIMITS.medium).optional();
const long = boundedText(TEXT_LIMITS.long).optional();

/** Every intake field of §3, camelCase as the form sends them; unknown fields are rejected. */
export const intakeFieldsSchema = z.strictObject({
  nombre: boundedText(TEXT_LIMITS.short).trim().min(1),
  direccion: medium,
  ciudad: short,
  estado: short,
  pais: short,
  codigoPostal: code,
  telefonoDia: phone,
  telefonoCelular: phone,
  telefonoNoche: phone,
  email: z.email().max(254),
  referidoPor: short,
  edad: z.number().int().min(1).max(120),
  fechaNacimiento: z.union([z.iso.date(), z.literal('')]).optional(),
  pesoActual: measure,
  pesoHaceAno: measure,
  altura: measure,
  tipoSangre: measure,
  pesoNacer: measure,
  ordenNacimiento: measure,
  estadoCivil: optionalChoice(INTAKE_OPTIONS.estadoCivil),
  ocupacion: short,
  viajesFuera: long,
  cambiosRecientes: long,
  sistemaGastrointestinal: long,
  sistemaCardiovascular: long,
  sistemaHormonal: long,
  sistemaInmunologico: long,
  alimentosRegulares: long,
  dietaEspecial: long,
  porcentajeComidasCaseras: optionalChoice(INTAKE_OPTIONS.porcentajeComidasCaseras),
  alimentosEvitados: long,
  sintomasDespuesComer: long,
  frecuenciaEvacuaciones: optionalChoice(INTAKE_OPTIONS.frecuenciaEvacuaciones),
  consistenciaEvacuaciones: medium,
  colorEvacuaciones: short,
  historialIntoxicaciones: long,
  exposicionQuimicos: long,
  ultimaVisitaDental: short,
  amalgamasMercurio: optionalChoice(INTAKE_OPTIONS.amalgamasMercurio),
  problemasEncias: medium,
  satisfechoSueno: optionalChoice(INTAKE_OPTIONS.satisfechoSueno),
  horasSueno: measure,
  tiempoConciliarSueno: short,
  estadoAnimo: optionalChoice(INTAKE_OPTIONS.estadoAnimo),
  nivelEnergia: z.number().int().min(1).max(10).optional(),
  momentoMejorBienestar: medium,
  apoyoFamiliar: medium,
  rolEspiritualidad: medium,
  informacionAdicional: long,
  a1c: measure,
  colesterolTotal: measure,
  hdl: measure,
  ldl: measure,
  trigliceridos: measure,
  hemoglobina: measure,
  otrosAnalisis: long,
});
export type IntakeFields = z.infer<typeof intakeFieldsSchema>;

/** POST /api/intake-form: the fields plus the locally created user id, if any. */
export const saveIntakeRequestSchema = intakeFieldsSchema.extend({
  userId: userIdSchema.optional(),
});
export type SaveIntakeRequest = z.infer<typeof saveIntakeRequestSchema>;

/** The user id in use and the server's trial start in ms (the browser stores it as tm_trial_start). */
export const saveIntakeResponseSchema = trialStartResponseSchema;
export type SaveIntakeResponse = z.infer<typeof saveIntakeResponseSchema>;

/**
 * GET /api/intake-form/{userId}: the name used to greet the user, and her saved answers, so a
 * later visit to the form continues from them instead of a blank form (issue 17).
 */
export const intakeSummarySchema = z.object({ nombre: z.string(), respuestas: intakeFieldsSchema });
export type IntakeSummary = z.infer<typeof intakeSummarySchema>;
