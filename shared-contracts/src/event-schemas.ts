import { z } from 'zod';

// Apart from events.ts: the helpers that dispatch events must not pull zod into a first load.
export const toastRequestSchema = z.object({
  title: z.string().min(1),
  description: z.string().optional(),
  variant: z.enum(['default', 'destructive']).default('default'),
  durationMs: z.number().int().positive().optional(),
  action: z.object({ label: z.string().min(1), href: z.string().min(1) }).optional(),
  /**
   * The screen (path) the toast belongs to: it goes when the person leaves it. requestToast fills
   * in the current path; a toast that announces the next screen names that screen instead.
   */
  screen: z.string().startsWith('/').optional(),
});
export type ToastRequest = z.input<typeof toastRequestSchema>;
