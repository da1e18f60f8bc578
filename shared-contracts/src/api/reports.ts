import { z } from 'zod';
import { userIdSchema } from '../trial-status-schema.js';

/** POST /api/generate-report: only Module 1 exists (spec §7). */
export const generateReportRequestSchema = z.strictObject({
  userId: userIdSchema,
  moduleNumber: z.literal(1),
});
export type GenerateReportRequest = z.infer<typeof generateReportRequestSchema>;

/** The answer is not read by the screens; it acknowledges the stored report. */
export const generateReportResponseSchema = z.object({
  userId: userIdSchema,
  moduleNumber: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type GenerateReportResponse = z.infer<typeof generateReportResponseSchema>;

/** The five §2 recommendations, in order; each is adapted to the person's answers. */
export const RECOMMENDATION_TOPICS = [
  'comidas',
  'inflamacion',
  'sueno',
  'higado',
  'calma',
] as const;

export const reportRecommendationSchema = z.object({
  tema: z.enum(RECOMMENDATION_TOPICS),
  titulo: z.string(),
  texto: z.string(),
});
export type ReportRecommendation = z.infer<typeof reportRecommendationSchema>;

/**
 * Safety notes, first on the report. Each id is stable (tests and screens key on it); the model
 * that may reword the report never sees or changes them.
 */
export const SAFETY_NOTE_IDS = [
  'crisis',
  'hipoglucemia-medicamentos',
  'sintomas-azucar-baja',
  'embarazo',
  'lactancia',
  'trastorno-alimentario',
  'ayuno-supervision',
  'sglt2-cetoacidosis',
  'rinon',
  'potasio',
  'liquidos',
  'corazon',
  'ejercicio-hipoglucemia',
  'a1c-muy-alta',
  'anemia-a1c',
  'ldl',
  'hdl',
  'trigliceridos',
] as const;
export type SafetyNoteId = (typeof SAFETY_NOTE_IDS)[number];

export const safetyNoteSchema = z.object({
  id: z.enum(SAFETY_NOTE_IDS),
  /** 'urgente' comes first (crisis, emergencies); 'analisis' are the lab notes. */
  nivel: z.enum(['urgente', 'importante', 'analisis']),
  titulo: z.string(),
  texto: z.string(),
  /** The person's own words the note comes from, shown as "porque escribiste «…»". */
  porque: z.array(z.string()),
  /** A number to call now (the crisis line of the person's country). */
  contacto: z.object({ nombre: z.string(), numero: z.string() }).optional(),
});
export type SafetyNote = z.infer<typeof safetyNoteSchema>;

/** A lab value the report read from the intake, in the unit the person wrote. */
export const reportLabSchema = z.object({
  clave: z.enum(['a1c', 'colesterolTotal', 'ldl', 'hdl', 'trigliceridos', 'hemoglobina']),
  valor: z.number(),
  unidad: z.string(),
  /** The value in the rules' unit (%, mg/dL, g/dL). */
  valorBase: z.number(),
  cuando: z.string().optional(),
  texto: z.string(),
});
export type ReportLab = z.infer<typeof reportLabSchema>;

/** The personalised initial report (§2 'Tu Guía Funcional Personalizada — Inicio'). */
export const initialReportSchema = z.object({
  perfil: z.array(z.string()).min(1),
  recomendaciones: z.array(reportRecommendationSchema).length(5),
  /** The safety notes' texts, for readers of reports stored before `avisos` existed. */
  precauciones: z.array(z.string()),
  /** Reports stored before issue 14 have none. */
  avisos: z.array(safetyNoteSchema).default([]),
  analisis: z.array(reportLabSchema).default([]),
  enfoque: z.string(),
  cita: z.object({ texto: z.string(), autor: z.string() }),
  aviso: z.string(),
  /** Who wrote the wording: the rule engine, or the language model over the rules' content. */
  fuente: z.enum(['reglas', 'llm']),
  /** Observation days the report was built from (0 to 5). */
  diasObservados: z.number().int().min(0).max(5),
});
export type InitialReport = z.infer<typeof initialReportSchema>;

/** GET /api/reports/{userId}: the latest stored report (404 before the first one). */
export const storedReportSchema = z.object({
  userId: userIdSchema,
  moduleNumber: z.number().int(),
  createdAt: z.iso.datetime(),
  report: initialReportSchema,
});
export type StoredReport = z.infer<typeof storedReportSchema>;
