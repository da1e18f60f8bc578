/** Local storage keys named by the spec (§3): the contract with existing browsers. */
export const STORAGE_KEYS = {
  userId: 'tm_user_id',
  userEmail: 'tm_user_email',
  intakeDone: 'tm_intake_done',
  trialStart: 'tm_trial_start',
  informeReady: 'tm_informe_ready',
  language: 'tm_language',
  subscribedAt: 'tm_subscribed_at',
  justSubscribed: 'tm_just_subscribed',
  module1Completed: 'tm_module1_completed',
  bienvenidaDone: 'tm_bienvenida_done',
  preRegistro: 'NM_pre',
  diagnosticoSimple: 'NM_diagnostico_simple',
  // The spec stores these but does not name them; names follow the tm_ convention (docs/decisions.md).
  motivacionDone: 'tm_motivacion_done',
  formularioSaludDone: 'tm_formulario_salud_done',
  formularioSaludAnswers: 'tm_formulario_salud',
  intakeDraft: 'tm_intake_draft',
  mensajeDone: 'tm_mensaje_done',
  registroDias: 'registro_dias',
  registroDetallado: 'tm_registro_detallado',
  registroSimple: 'tm_registro_simple',
  registroCompleted: 'tm_registro_completed',
  // Drafts kept as the person types, so a reload or going back loses nothing (issue 17).
  preRegistroDraft: 'tm_pre_registro_borrador',
  formularioSaludDraft: 'tm_formulario_salud_borrador',
  registroDraft: 'tm_registro_borrador',
  chatDraft: 'tm_chat_borrador',
  // The intake in steps (issue 18): the step to come back to after 'Guardar y seguir después'.
  intakeStep: 'tm_intake_paso',
  // Mi progreso (issue 19): the units the person reads glucose and weight in.
  progressUnits: 'tm_unidades_progreso',
  // Issue 21: her answer to '¿Te recordamos tu registro mañana?' ('si' | 'no'), asked once.
  reminderOptIn: 'tm_recordatorio_registro',
} as const;

/** Obsolete key removed on the subscription-confirmed screen (§2). */
export const obsoleteAnswersKey = (product: string): string => `respuestas${product}`;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
