import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProgressReading } from '@tm/shared-contracts';
import { ErrorCard, Note } from '@tm/shared-contracts/ui';

interface Props {
  query: UseQueryResult<ProgressReading[]>;
  /** The readings this page shows, out of all of them. */
  select: (all: ProgressReading[]) => ProgressReading[];
  /** Said when there are none yet. */
  empty: string;
  children: (readings: ProgressReading[]) => ReactNode;
}

/** Loading, failure (with 'Reintentar'), nothing yet, or the page's readings. */
export function ReadingsState({ query, select, empty, children }: Props) {
  if (query.error)
    return (
      <ErrorCard
        title="No pudimos cargar tus mediciones"
        message="Revisa tu conexión e inténtalo de nuevo."
        actionLabel="Reintentar"
        onAction={() => void query.refetch()}
      />
    );
  if (!query.data) return <p role="status">Cargando tus mediciones…</p>;
  const readings = select(query.data);
  return readings.length === 0 ? <Note>{empty}</Note> : children(readings);
}
