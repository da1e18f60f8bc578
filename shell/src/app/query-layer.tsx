import { useContext, type ReactNode } from 'react';
import {
  type EnsureQueryDataOptions,
  QueryClientContext,
  QueryClientProvider,
} from '@tanstack/react-query';
import type { ScreenQuery } from '@tm/shared-contracts/ui';
import { createQueryClient } from './query-client.js';

/** The page's only QueryClient: remotes reach it through the shared react-query singleton. */
const pageClient = createQueryClient();

/** Loads again every query that failed (after the API came back), on every screen of the page. */
export const refetchFailedQueries = () =>
  pageClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });

/**
 * A query a screen reads as it opens, put into the page's cache before the screen asks (its
 * useQuery then finds it there or joins it in flight); one already there is not asked again. A
 * failure stays quiet: the screen asks again and shows its own error.
 */
export const prefetchQuery = (query: ScreenQuery) =>
  pageClient.ensureQueryData(query as EnsureQueryDataOptions).catch(() => undefined);

/** Provides the page's client, unless a client is already provided (tests bring their own). */
export function QueryLayer({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext);
  if (existing) return children;
  return <QueryClientProvider client={pageClient}>{children}</QueryClientProvider>;
}
