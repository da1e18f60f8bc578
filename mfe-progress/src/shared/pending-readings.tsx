import { offlineEntryText, type PendingEntry, type ReadingType } from '@tm/shared-contracts';
import { Panel } from '@tm/shared-contracts/ui';

interface Props {
  entries: PendingEntry<'lectura'>[];
  /** The page's kind of reading: the others wait on their own pages. */
  tipo: ReadingType;
}

/** Readings saved on this device without a connection, each said to be waiting. */
export function PendingReadings({ entries, tipo }: Props) {
  const mine = entries.filter(({ body }) => body.tipo === tipo);
  if (mine.length === 0) return null;
  return (
    <Panel aria-labelledby="pendientes">
      <h2 id="pendientes">Pendiente de enviar</h2>
      <p>Se enviarán solas cuando vuelva la conexión.</p>
      <ul>
        {mine.map((entry) => (
          <li key={entry.key}>
            {offlineEntryText(entry).text} — <strong>pendiente de enviar</strong>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
