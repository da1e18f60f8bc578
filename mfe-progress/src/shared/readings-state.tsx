import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorCard, Note } from '@tm/shared-contracts/ui';

interface Props<R> {
  query: UseQueryResult<R[]>;
  /** The readings this page shows, out of all of them (all by default). */
  select?: (all: R[]) => R[];
  /** Said when there are none yet. */
  empty: string;
  children: (readings: R[]) => ReactNode;
}

/** Loading, failure (with 'Reintentar'), nothing yet, or the page's readings. */
export function ReadingsState<R>({ query, select = (all) => all, empty, children }: Props<R>) {
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
