'use client';

import { useState } from 'react';

/**
 * React Query's options for a query that starts from the server's answer drawn in the screen's first HTML
 * (docs/performance.md, The store's screens): that answer, dated from the screen's first render. It is not
 * asked again at once (the client's staleTime), but a query forgotten and made again later (a filter left
 * and come back to after the cache let it go) asks afresh rather than taking it for new.
 */
export function useServerAnswer<T>(answer: T) {
  const [answeredAt] = useState(Date.now);
  return { initialData: answer, initialDataUpdatedAt: answeredAt };
}
