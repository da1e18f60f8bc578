import { z } from 'zod';

/** Window events between bundles. The shell listens; remotes dispatch through these helpers. */
export const WINDOW_EVENTS = {
  languageChange: 'languageChange',
  toast: 'tm:toast',
} as const;

export const languageChangeDetailSchema = z.object({ isEnglish: z.boolean() });
export type LanguageChangeDetail = z.infer<typeof languageChangeDetailSchema>;

export const toastRequestSchema = z.object({
  title: z.string().min(1),
  description: z.string().optional(),
  variant: z.enum(['default', 'destructive']).default('default'),
  durationMs: z.number().int().positive().optional(),
  action: z.object({ label: z.string().min(1), href: z.string().min(1) }).optional(),
});
export type ToastRequest = z.input<typeof toastRequestSchema>;

export type Language = 'es' | 'en';
/** 'en' means English, anything else Spanish (§4). */
export const isEnglish = (stored: string | null | undefined): boolean => stored === 'en';

export function emitLanguageChange(target: EventTarget, english: boolean): void {
  target.dispatchEvent(
    new CustomEvent<LanguageChangeDetail>(WINDOW_EVENTS.languageChange, {
      detail: { isEnglish: english },
    }),
  );
}

/** Asks the shell to show a toast; the shell owns the single toast viewport. */
export function requestToast(target: EventTarget, toast: ToastRequest): void {
  target.dispatchEvent(
    new CustomEvent<ToastRequest>(WINDOW_EVENTS.toast, {
      detail: toastRequestSchema.parse(toast),
    }),
  );
}
