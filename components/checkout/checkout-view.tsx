'use client';

import { useLoadedModule } from '@/components/ui/use-loaded-module';
import { useCart } from '@/lib/api-client/cart';
import { useCurrentUser } from '@/lib/api-client/session';
import { CheckoutLoading } from './checkout-loading';

// The checkout itself (its steps and their analytics, the panes with their forms, delivery dates and saved
// cards) shows nothing before the order has arrived from the browser: its code is fetched meanwhile,
// after the page is interactive, and 'Carregando...' stays until both are there.
const loadCheckout = () => import('./checkout-flow');

/** /checkout: starts fetching the order and the customer at once, while CheckoutFlow's code loads. */
export function CheckoutView() {
  useCart();
  useCurrentUser();
  const checkout = useLoadedModule(loadCheckout);
  return checkout ? <checkout.CheckoutFlow /> : <CheckoutLoading />;
}
