import { useOnline } from './use-online.js';
import { StatusBanner } from './status-banner.js';

/**
 * Under the header while the device is offline (issue 21): what still works and what happens to
 * what she writes. A status, not an alert: nothing went wrong that she must act on.
 */
export function OfflineBanner() {
  if (useOnline()) return null;
  return (
    <StatusBanner $tone="calm" role="status">
      <strong>Sin conexión</strong>
      <p>
        Puedes leer lo que ya abriste. Lo que anotes se guarda en este teléfono y se envía solo
        cuando vuelva la conexión.
      </p>
    </StatusBanner>
  );
}
