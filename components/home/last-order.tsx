'use client';

import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { mayBeSignedIn } from '@/lib/account/session-hint';
import { apiRequest } from '@/lib/api-client/client';
import { useLiveQuery } from '@/lib/api-client/live';
import { queryKeys } from '@/lib/api-client/query-keys';
import { pastOrdersPath } from '@/lib/orders/page-links';
import { displayStatus, isPickupOrder, showsLastOrder } from '@/lib/orders/status';
import type { MyOrdersJson } from '@/lib/sales-api/order';

/**
 * The latest complete order among the first page of past orders, or null (guests have none: no
 * call is made without the signed-in hint).
 */
async function latestOrder() {
  if (!(await mayBeSignedIn())) return null;
  const page = await apiRequest<MyOrdersJson>('GET', pastOrdersPath(1));
  return page.orders.find((order) => order.state === 'complete') ?? null;
}

/** The home's last-order block: the latest complete order, if recent, with its status. */
export function LastOrder() {
  const { data: order } = useLiveQuery({
    queryKey: [...queryKeys.orders.all(), 'latest'],
    queryFn: latestOrder,
  });
  if (!order || !showsLastOrder(order, new Date())) return null;
  return (
    <section
      aria-label="Seu último pedido"
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-warm-200"
    >
      <p className="text-sm">
        Seu último pedido <strong>#{order.number}</strong>:{' '}
        <strong data-testid="last-order-status">
          {displayStatus(order.fulfillmentState, order.deliveryState, isPickupOrder(order))}
        </strong>
      </p>
      <Link
        {...PREFETCH_ON_INTENT}
        href={`/minha-conta/pedidos/${order.number}`}
        className="text-sm font-semibold text-brand underline"
      >
        Acompanhar pedido
      </Link>
    </section>
  );
}
