'use client';

import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { useMyOrders } from '@/lib/api-client/orders';
import { formatOrderDate } from '@/lib/orders/order-date';
import { isOutOfRange, pageNumbers, requestedPage } from '@/lib/orders/page-links';
import { displayStatus, isPickupOrder, isTrackable } from '@/lib/orders/status';
import { CopyOrderButton } from './copy-order-button';
import { orderGroups } from './order-lines';
import { OrderTracker } from './order-tracker';

const LIST_PATH = '/minha-conta/pedidos';

/** MEUS PEDIDOS: the tracker of the first order on its way, the rows, the pagination. */
export function OrderList({ phone, mapsKey }: { phone: string; mapsKey: string | null }) {
  const router = useRouter();
  const asked = requestedPage(useSearchParams().get('page'));
  const page = asked === 'invalid' ? 1 : asked;
  const { data, isPending, isError } = useMyOrders(page);
  const outOfRange = isOutOfRange(asked, data?.pages);
  useEffect(() => {
    if (outOfRange) router.replace(LIST_PATH);
  }, [outOfRange, router]);

  if (isPending) {
    return (
      <p role="status" className="py-8 text-center">
        <span className="mr-2 inline-block size-4 animate-spin rounded-full border-2 border-brand border-t-transparent" />
        Carregando...
      </p>
    );
  }
  if (isError) return <p role="alert">Não foi possível carregar os seus pedidos.</p>;
  if (data.count === 0) return <p className="py-8 text-center">Você ainda não tem pedidos fechados.</p>;

  const statusOf = (order: (typeof data.orders)[number]) =>
    displayStatus(order.fulfillmentState, order.deliveryState, isPickupOrder(order));
  const tracked = data.orders.find((order) => isTrackable(statusOf(order)));
  const link = (target: number, label: string, name = label) => (
    <Link
      {...PREFETCH_ON_INTENT}
      key={name}
      href={`${LIST_PATH}?page=${target}`}
      aria-label={name}
      aria-current={target === page ? 'page' : undefined}
      className={`rounded px-2 py-1 ${target === page ? 'bg-brand text-white' : 'text-brand'}`}
    >
      {label}
    </Link>
  );
  return (
    <div className="flex flex-col gap-4">
      {tracked && (
        <OrderTracker
          number={tracked.number}
          phone={phone}
          mapsKey={mapsKey}
          pickup={isPickupOrder(tracked)}
        />
      )}
      <table className="w-full text-left text-sm [&_td]:pr-2 [&_th]:pr-2">
        <thead>
          <tr className="border-b border-warm-200">
            <th className="py-2">Pedido</th>
            {/* On a phone the count and date go under the number: five columns overflow 360 px. */}
            <th className="max-sm:hidden">Produtos</th>
            <th className="max-sm:hidden">Data</th>
            <th>Status</th>
            <th>
              <span className="sr-only">Copiar</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.orders.map((order) => {
            // A blend is one product, as in the cart, however many meats it holds; a substitute is counted
            // under the line it replaced, as the order's page lists it.
            const count = orderGroups(order).length;
            const date = formatOrderDate(order.completedAt);
            return (
              <tr key={order.number} className="border-b border-warm-100">
                <td className="py-2">
                  <Link
                    {...PREFETCH_ON_INTENT}
                    href={`${LIST_PATH}/${order.number}`}
                    className="font-semibold text-brand underline"
                  >
                    #{order.number}
                  </Link>
                  <span className="block text-xs text-warm-700 sm:hidden">
                    {count} {count === 1 ? 'produto' : 'produtos'} · <span>{date}</span>
                  </span>
                </td>
                <td className="max-sm:hidden">{count}</td>
                <td className="max-sm:hidden">{date}</td>
                <td>{statusOf(order)}</td>
                <td className="text-right">
                  <CopyOrderButton number={order.number} label="COPIAR" />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {data.pages > 1 && (
        <nav aria-label="Páginas" className="flex flex-wrap items-center justify-center gap-1 text-sm">
          {link(1, '«', 'Primeira página')}
          {link(Math.max(1, page - 1), '‹', 'Página anterior')}
          {pageNumbers(page, data.pages).map((number) => link(number, String(number), `Página ${number}`))}
          {link(Math.min(data.pages, page + 1), '›', 'Próxima página')}
          {link(data.pages, '»', 'Última página')}
        </nav>
      )}
    </div>
  );
}
