import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS, WINDOW_EVENTS } from '@tm/shared-contracts';
import { loadToastSchema } from '../toast-code.js';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  durationMs: number;
  action?: { label: string; href: string };
  /** The path it belongs to; leaving it dismisses the toast. */
  screen?: string;
}

/**
 * Listens for toast requests from any bundle (window event `tm:toast`). One toast is visible at
 * a time (§9): a newer request replaces the current one, as in the original app.
 */
export function useToastRequests() {
  const [toast, setToast] = useState<Toast | null>(null);
  const nextId = useRef(1);

  useEffect(() => {
    const onRequest = async (event: Event) => {
      const { toastRequestSchema } = await loadToastSchema();
      const parsed = toastRequestSchema.safeParse((event as CustomEvent).detail);
      if (!parsed.success) {
        console.warn('Aviso ignorado: datos no válidos.', parsed.error);
        return;
      }
      const { durationMs = TIMINGS.toastDurationMs, ...request } = parsed.data;
      setToast({ ...request, id: nextId.current++, durationMs });
    };
    window.addEventListener(WINDOW_EVENTS.toast, onRequest);
    return () => window.removeEventListener(WINDOW_EVENTS.toast, onRequest);
  }, []);

  const dismiss = useCallback((id: number) => {
    setToast((current) => (current?.id === id ? null : current));
  }, []);

  /** The person is now on `pathname`: a toast that belongs to another screen goes. */
  const leaveScreen = useCallback((pathname: string) => {
    setToast((current) => (current?.screen && current.screen !== pathname ? null : current));
  }, []);

  return { toast, dismiss, leaveScreen };
}
