import type { ToastRequest } from './event-schemas.js';
import { STORAGE_KEYS } from './storage-keys.js';

/** Window events between bundles. The shell listens; remotes dispatch through these helpers. */
export const WINDOW_EVENTS = {
  languageChange: 'languageChange',
  toast: 'tm:toast',
  apiUnavailable: 'tm:api-unavailable',
} as const;

/** Payload of `tm:api-unavailable`: the Spanish `message` of the 503 answer, when it had one. */
export interface ApiUnavailableDetail {
  message: string | null;
}

/** Payload of `languageChange` (§4). */
export interface LanguageChangeDetail {
  isEnglish: boolean;
}

export type Language = 'es' | 'en';
/** 'en' means English, anything else Spanish (§4). */
export const isEnglish = (stored: string | null | undefined): boolean => stored === 'en';

/** The language stored in this browser; Spanish where there is no browser (build-time prerender). */
export const storedLanguageIsEnglish = (): boolean =>
  typeof window !== 'undefined' && isEnglish(window.localStorage.getItem(STORAGE_KEYS.language));

export function emitLanguageChange(target: EventTarget, english: boolean): void {
  target.dispatchEvent(
    new CustomEvent<LanguageChangeDetail>(WINDOW_EVENTS.languageChange, {
      detail: { isEnglish: english },
    }),
  );
}

/** The isEnglish flag of a `languageChange` event, or null when the event carries none. */
export function languageChangeIsEnglish(event: Event): boolean | null {
  const detail: unknown = (event as CustomEvent).detail;
  if (typeof detail !== 'object' || detail === null || !('isEnglish' in detail)) return null;
  return typeof detail.isEnglish === 'boolean' ? detail.isEnglish : null;
}

/**
 * Asks the shell to show a toast; the shell owns the single toast viewport and validates the
 * request with toastRequestSchema when it arrives.
 */
export function requestToast(target: EventTarget, toast: ToastRequest): void {
  const screen = toast.screen ?? globalThis.location?.pathname;
  target.dispatchEvent(
    new CustomEvent<ToastRequest>(WINDOW_EVENTS.toast, { detail: { ...toast, screen } }),
  );
}

/**
 * Tells the shell a request got 503: it checks /api/health and, while the API is down (restarting),
 * shows its 'reintentando' banner until the API answers again.
 */
export function reportApiUnavailable(target: EventTarget, message: string | null): void {
  target.dispatchEvent(
    new CustomEvent<ApiUnavailableDetail>(WINDOW_EVENTS.apiUnavailable, { detail: { message } }),
  );
}
