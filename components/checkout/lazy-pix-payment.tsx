'use client';

import dynamic from 'next/dynamic';

/**
 * The Pix payment (./pix-payment.tsx) for the confirmation page: drawn by the server as ever, its code
 * (with React Query, which polls the order) fetched only for an order waiting for its Pix, so that the
 * confirmation of every other order loads neither (docs/performance.md, Script budgets of the app pages).
 */
export const LazyPixPayment = dynamic(() => import('./pix-payment').then((m) => m.PixPaymentWithQueries));
