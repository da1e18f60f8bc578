import { useEffect, useState } from 'react';
import {
  type ApiUnavailableDetail,
  endpointPath,
  healthRoute,
  resolveUrl,
  WINDOW_EVENTS,
} from '@tm/shared-contracts';

/** Pauses between health checks while the API is down: doubling from 1 s, at most 15 s. */
const HEALTH_RETRY = { firstMs: 1000, maxMs: 15_000 } as const;

// A bare probe, not call(): its own 503 must not report the outage again, and it reads no body.
const apiAnswers = () =>
  fetch(resolveUrl(endpointPath(healthRoute)), { cache: 'no-store' }).then(
    (res) => res.ok,
    () => false,
  );

/**
 * After any request's 503, checks /api/health: while it fails (the API restarting, its database
 * down), returns the 503's message ('' without one) and checks again after a growing pause; once
 * the API answers, returns null and calls `onRecovered` (keep it stable: it is an effect
 * dependency). A 503 from a healthy API (a provider unreachable for one feature) changes nothing:
 * that screen shows its own error.
 */
export function useApiRecovery(onRecovered: () => void): string | null {
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let timer: number | undefined;
    let checking = false;
    let shown = false;
    let unmounted = false;
    const check = async (pauseMs: number, reported: string) => {
      const up = await apiAnswers();
      if (unmounted) return;
      if (up) {
        checking = false;
        if (shown) {
          shown = false;
          setMessage(null);
          onRecovered();
        }
        return;
      }
      shown = true;
      setMessage(reported);
      const next = Math.min(pauseMs * 2, HEALTH_RETRY.maxMs);
      timer = window.setTimeout(() => void check(next, reported), pauseMs);
    };
    const onUnavailable = (event: Event) => {
      if (checking) return;
      checking = true;
      const { message: reported } = (event as CustomEvent<ApiUnavailableDetail>).detail;
      void check(HEALTH_RETRY.firstMs, reported ?? '');
    };
    window.addEventListener(WINDOW_EVENTS.apiUnavailable, onUnavailable);
    return () => {
      unmounted = true;
      window.clearTimeout(timer);
      window.removeEventListener(WINDOW_EVENTS.apiUnavailable, onUnavailable);
    };
  }, [onRecovered]);

  return message;
}
