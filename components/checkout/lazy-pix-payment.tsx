'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

// React.lazy rather than next/dynamic: the latter brings its loading runtime into every page's first load.
const PixPaymentWithQueries = lazy(() =>
  import('./pix-payment').then((m) => ({ default: m.PixPaymentWithQueries })),
);

/**
 * The Pix payment (./pix-payment.tsx) for the confirmation page: drawn by the server as ever (the page is
 * sent whole), its code (with React Query, which polls the order) fetched only for an order waiting for its
 * Pix, so that the confirmation of every other order loads neither (docs/performance.md, Script budgets of
 * the app pages).
 */
export function LazyPixPayment(props: ComponentProps<typeof PixPaymentWithQueries>) {
  return (
    <Suspense>
      <PixPaymentWithQueries {...props} />
    </Suspense>
  );
}
