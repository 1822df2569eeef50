import type { Metadata } from 'next';
import { QueryProvider } from '@/components/providers';
import { CheckoutView } from '@/components/checkout/checkout-view';

export const metadata: Metadata = { title: 'Finalizar compra', robots: { index: false } };

/** The checkout is personal: it loads in the browser (proxy.ts sends guests to /login first). */
export default function CheckoutPage() {
  return (
    <QueryProvider>
      <CheckoutView />
    </QueryProvider>
  );
}
