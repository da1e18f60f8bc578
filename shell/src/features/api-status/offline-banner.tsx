import styled from 'styled-components';
import { theme } from '@tm/shared-contracts/ui';
import { useOnline } from './use-online.js';
import { StatusBanner } from './status-banner.js';

// Calmer than the API-down banner: being offline is expected, and nothing is lost.
const OfflineStrip = styled(StatusBanner)`
  background: ${theme.color.accent};
  border-bottom-color: ${theme.color.primary};
`;

/**
 * Under the header while the device is offline (issue 21): what still works and what happens to
 * what she writes. A status, not an alert: nothing went wrong that she must act on. Loaded for a
 * person only (as the trial badge), so the landing's first load does not carry it.
 */
export function OfflineBanner() {
  if (useOnline()) return null;
  return (
    <OfflineStrip role="status">
      <strong>Sin conexión</strong>
      <p>
        Puedes leer lo que ya abriste. Lo que anotes se guarda en este teléfono y se envía solo
        cuando vuelva la conexión.
      </p>
    </OfflineStrip>
  );
}
