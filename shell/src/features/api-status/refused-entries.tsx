import { useRef } from 'react';
import styled from 'styled-components';
import { offlineEntryText } from '@tm/shared-contracts';
import { Link } from '@tm/shared-contracts/router';
import { Alert, Button, theme } from '@tm/shared-contracts/ui';
import { useRefusedEntries } from './use-refused-entries.js';

const Notice = styled.section`
  max-width: 44rem;
  margin: ${theme.space.sm} auto 0;
  padding: 0 ${theme.space.md};
  ul {
    list-style: none;
    margin: ${theme.space.sm} 0 0;
    padding: 0;
    display: grid;
    gap: ${theme.space.sm};
  }
  li p {
    margin: 0 0 ${theme.space.xs};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs} ${theme.space.md};
`;

/**
 * Under the header when something she wrote offline was refused by the API once sent (issue 21):
 * which entry, the API's reason, where to write it again, and «Entendido» to let it go. A status,
 * not an alert: it may come long after she wrote it, and nothing else is lost.
 */
export function RefusedEntries({ userId }: { userId: string }) {
  const { entries, dismiss } = useRefusedEntries(userId);
  const list = useRef<HTMLUListElement>(null);
  if (entries.length === 0) return null;
  const one = entries.length === 1;
  // Focus stays in the notice while it lasts: on a neighbour's «Entendido» (keyed, it stays).
  const dismissAt = async (index: number, key: string) => {
    const buttons = list.current?.querySelectorAll('button');
    await dismiss(key);
    (buttons?.[index + 1] ?? buttons?.[index - 1])?.focus();
  };
  return (
    <Notice aria-labelledby="no-guardado">
      <Alert
        tone="warning"
        title={
          <span id="no-guardado">
            {one
              ? 'Algo que anotaste sin conexión no se pudo guardar'
              : `${entries.length} cosas que anotaste sin conexión no se pudieron guardar`}
          </span>
        }
      >
        <p>
          {one
            ? 'Al volver la conexión lo enviamos, pero no se aceptó. Este es el motivo, por si quieres anotarlo de nuevo:'
            : 'Al volver la conexión las enviamos, pero no se aceptaron. Estos son los motivos, por si quieres anotarlas de nuevo:'}
        </p>
        <ul ref={list}>
          {entries.map((entry, index) => {
            const { text, page, pageName } = offlineEntryText(entry);
            return (
              <li key={entry.key}>
                <p>
                  <strong>{text}</strong>: {entry.reason}
                </p>
                <Choices>
                  <Link to={page}>Anotarlo de nuevo en {pageName}</Link>
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={`Entendido: ${text}`}
                    onClick={() => void dismissAt(index, entry.key)}
                  >
                    Entendido
                  </Button>
                </Choices>
              </li>
            );
          })}
        </ul>
      </Alert>
    </Notice>
  );
}
