import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client.js';

/** The page's only QueryClient: remotes reach it through the shared react-query singleton. */
const pageClient = createQueryClient();

/** Loads again every query that failed (after the API came back), on every screen of the page. */
export const refetchFailedQueries = () =>
  pageClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });

/** Provides the page's client, unless a client is already provided (tests bring their own). */
export function QueryLayer({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext);
  if (existing) return children;
  return <QueryClientProvider client={pageClient}>{children}</QueryClientProvider>;
}
