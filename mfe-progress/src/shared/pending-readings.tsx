import { localTime, type PendingEntry } from '@tm/shared-contracts';
import { formatLab } from '@tm/shared-contracts/clinical';
import { Panel } from '@tm/shared-contracts/ui';
import { MOMENT_LABELS, shortDate } from './format.js';

/** Readings saved on this device without a connection, each said to be waiting. */
export function PendingReadings({ entries }: { entries: PendingEntry<'lectura'>[] }) {
  const glucose = entries.flatMap(({ key, body }) =>
    body.tipo === 'glucosa' ? [{ key, body }] : [],
  );
  if (glucose.length === 0) return null;
  return (
    <Panel aria-labelledby="pendientes">
      <h2 id="pendientes">Pendiente de enviar</h2>
      <p>Se enviarán solas cuando vuelva la conexión.</p>
      <ul>
        {glucose.map(({ key, body }) => (
          <li key={key}>
            {formatLab(body.valor, body.unidad)} {body.unidad}, {MOMENT_LABELS[body.momento]}
            {body.medidoEn && ` · ${shortDate(body.medidoEn)}, ${localTime(body.medidoEn)}`} —{' '}
            <strong>pendiente de enviar</strong>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
