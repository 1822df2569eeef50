'use client';

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { isReportableFailure, reportClientError } from '@/lib/api-client/error-report';

/** Failed data fetches are reported to the technical team (spec 02, section 8), without a word to the shopper. */
function reportFailure(error: unknown, context: string) {
  if (isReportableFailure(error)) reportClientError(error, { context });
}

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

/** One React Query client per browser tab (a new one per request on the server, never shared). */
export function Providers({ children }: { children: React.ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
