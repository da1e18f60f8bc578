import { refetchFailedQueries } from '../../app/lazy-query-layer.js';
import { StatusBanner } from './status-banner.js';
import { useApiRecovery } from './use-api-recovery.js';

/**
 * Under the header while the API is down: says so and that it retries by itself; gone once
 * /api/health answers, when the screens' failed queries load again.
 */
export function ApiUnavailableBanner() {
  const message = useApiRecovery(refetchFailedQueries);
  if (message === null) return null;
  // An alert: announced as it appears, as the screens' error cards are.
  return (
    <StatusBanner role="alert">
      <strong>Servicio no disponible, reintentando…</strong>
      {message && <p>{message}</p>}
    </StatusBanner>
  );
}
