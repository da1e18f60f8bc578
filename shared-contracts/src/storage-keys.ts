import type { RestoreState } from './api/sign-in.js';

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
  // Mi progreso (issue 19): the units the person reads glucose and weight in.
  progressUnits: 'tm_unidades_progreso',
} as const;

/** Obsolete key removed on the subscription-confirmed screen (§2). */
export const obsoleteAnswersKey = (product: string): string => `respuestas${product}`;

export const SESSION_KEYS = {
  day5Dismissed: 'tm_day5_dismissed',
  day6ModalSeen: 'tm_day6_modal_seen',
  day7ModalSeen: 'tm_day7_modal_seen',
  day7BannerDismissed: 'tm_day7_banner_dismissed',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Reads and parses stored JSON; corrupt data is logged and ignored (§3). */
export function readStoredJson<T>(storage: Pick<Storage, 'getItem'>, key: string): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch (error) {
    console.warn(`Dato guardado corrupto en ${key}; se ignora.`, error);
    return null;
  }
}

/**
 * After the account is erased nothing about the person stays on this device: every key above
 * except the language choice, which is not about their health.
 */
export function forgetPersonOnDevice(
  local: Pick<Storage, 'removeItem'>,
  session: Pick<Storage, 'removeItem'>,
): void {
  for (const key of Object.values(STORAGE_KEYS))
    if (key !== STORAGE_KEYS.language) local.removeItem(key);
  for (const key of Object.values(SESSION_KEYS)) session.removeItem(key);
}

/** §4 after a successful subscription: who subscribed, when, and the one-time welcome flag. */
export function markSubscribed(
  local: Pick<Storage, 'setItem'>,
  { userId, email }: { userId: string; email: string },
  now: number,
): void {
  local.setItem(STORAGE_KEYS.userId, userId);
  local.setItem(STORAGE_KEYS.userEmail, email);
  local.setItem(STORAGE_KEYS.subscribedAt, String(now));
  local.setItem(STORAGE_KEYS.justSubscribed, 'true');
}

/**
 * Signing in on a device: whoever this browser held before is forgotten first (never two people
 * mixed on one device), then the keys a returning person has are written from the server's state.
 */
export function restorePersonOnDevice(
  local: Pick<Storage, 'setItem' | 'removeItem'>,
  session: Pick<Storage, 'removeItem'>,
  person: RestoreState,
): void {
  forgetPersonOnDevice(local, session);
  local.setItem(STORAGE_KEYS.userId, person.userId);
  if (person.email) local.setItem(STORAGE_KEYS.userEmail, person.email);
  if (person.trialStart !== null) local.setItem(STORAGE_KEYS.trialStart, String(person.trialStart));
  if (person.intakeDone) local.setItem(STORAGE_KEYS.intakeDone, 'true');
  if (person.reportReady) local.setItem(STORAGE_KEYS.informeReady, 'true');
  if (person.subscribedAt !== null)
    local.setItem(STORAGE_KEYS.subscribedAt, String(person.subscribedAt));
}
