import { MutationCache, QueryCache, QueryClient, isServer, type QueryKey } from '@tanstack/react-query';
import { reportFailure } from './report-failure';

/** Failed data fetches are reported to the technical team (docs/operations.md), not to the shopper. */

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportFailure(error, `query ${JSON.stringify(query.queryKey)}`),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        reportFailure(error, `mutation ${JSON.stringify(mutation.options.mutationKey ?? null)}`),
    }),
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The browser tab's one client: the pages' React Query hooks and the shell's live parts (./live.tsx)
 * share its cache. On the server, a new one per call (a render's own, never shared between requests).
 */
export function getQueryClient(): QueryClient {
  if (isServer) return createQueryClient();
  return (browserClient ??= createQueryClient());
}

/**
 * Writes a call's answer into the query it changed. A read of that query still on its way was asked before
 * the call was answered: it is cancelled first, so that its older answer cannot land over this one (and
 * waited for, so that the cancellation's return to the state before it cannot undo the write).
 */
export async function writeAnswer<T>(client: QueryClient, queryKey: QueryKey, answer: T): Promise<void> {
  await client.cancelQueries({ queryKey, exact: true });
  client.setQueryData<T>(queryKey, answer);
}
