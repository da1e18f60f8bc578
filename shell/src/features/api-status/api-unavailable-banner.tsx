import styled from 'styled-components';
import { theme } from '@tm/shared-contracts/ui';
import { refetchFailedQueries } from '../../app/lazy-query-layer.js';
import { useApiRecovery } from './use-api-recovery.js';

const Banner = styled.div`
  background: ${theme.color.dangerSoft};
  color: ${theme.color.ink};
  border-bottom: 2px solid ${theme.color.danger};
  padding: 0.75rem 1rem;
  text-align: center;
  p {
    margin: 0.25rem 0 0;
  }
`;

/**
 * Under the header while the API is down: says so and that it retries by itself; gone once
 * /api/health answers, when the screens' failed queries load again.
 */
export function ApiUnavailableBanner() {
  const message = useApiRecovery(refetchFailedQueries);
  if (message === null) return null;
  // An alert: announced as it appears, as the screens' error cards are.
  return (
    <Banner role="alert">
      <strong>Servicio no disponible, reintentando…</strong>
      {message && <p>{message}</p>}
    </Banner>
  );
}
