'use client';

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LiveProvider } from './live';
import { liveFor } from './live-runtime';

/** For component tests: React Query and the live parts over the test's own client. */
export function TestProviders({ client, children }: { client: QueryClient; children: React.ReactNode }) {
  const live = useMemo(() => liveFor(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <LiveProvider live={live}>{children}</LiveProvider>
    </QueryClientProvider>
  );
}
