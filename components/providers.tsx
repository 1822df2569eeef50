'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { getQueryClient } from '@/lib/api-client/query-client';

/**
 * React Query for the pages that read it while rendering (cart, checkout, the customer's areas), with
 * the browser's one client, the same one the shell's live parts use. The catalogue pages do without it
 * (their first load leaves React Query out: docs/performance.md).
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
