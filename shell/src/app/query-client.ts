import { QueryClient } from '@tanstack/react-query';
import { queryClientDefaultOptions } from '@tm/shared-contracts';

/** The page's only QueryClient: remotes reach it through the shared react-query singleton. */
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: queryClientDefaultOptions });
