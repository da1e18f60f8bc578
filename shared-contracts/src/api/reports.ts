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

/** The personalised initial report (§2 'Tu Guía Funcional Personalizada — Inicio'). */
export const initialReportSchema = z.object({
  perfil: z.array(z.string()).min(1),
  recomendaciones: z.array(reportRecommendationSchema).length(5),
  precauciones: z.array(z.string()),
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
