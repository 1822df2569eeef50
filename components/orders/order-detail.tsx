'use client';

import { memo, useDeferredValue } from 'react';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import { useOrder, useTracker } from '@/lib/api-client/orders';
import { isPlaced } from '@/lib/rules/order-states';

// The order's drawing (the tracker with its map, the lines, the copy button) is fetched beside the order's
// data, after the page's first paint: the page says 'Carregando...' until both are there, and the drawing
// stays out of the page's first-load JavaScript (docs/performance.md).
const loadView = () =>
  import('./order-detail-view').then((module) => ({ OrderDetailView: memo(module.OrderDetailView) }));

/**
 * One placed order (./order-detail-view.tsx), fetched in the browser: loading, then the order or a not-found.
 */
export function OrderDetail({
  number,
  phone,
  mapsKey,
}: {
  number: string;
  phone: string;
  mapsKey: string | null;
}) {
  const { data, isPending, isError } = useOrder(number);
  // The order is drawn in a background render, in slices between the customer's input, not in one long
  // task as its answer lands (the view is memoized, so the urgent render keeps what is shown).
  const order = useDeferredValue(data);
  // The tracker is asked beside the order, not once the order is drawn (one round trip less).
  useTracker(number);
  const view = useLoadedModule(loadView);
  const loading = <p role="status">Carregando...</p>;
  if (isPending || (data && !order)) return loading;
  // An order still in checkout (a cart, or on its way through the steps) is no placed order to show.
  if (isError || !order || !isPlaced(order.state)) {
    return (
      <p role="alert">Não encontramos esse pedido. Entre em contato com nosso suporte no telefone {phone}.</p>
    );
  }
  if (!view) return loading;
  return <view.OrderDetailView order={order} phone={phone} mapsKey={mapsKey} />;
}
