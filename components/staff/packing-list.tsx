'use client';

/**
 * A window's packing list (/equipe/janelas/[data]/[janela]): every line of every order of the window,
 * first summed by product (what to cut), then order by order with a box to tick on paper and what the
 * customer wants if the line is missing ('Se faltar: similar'; not on a blend's lines nor on a substitute,
 * which are never replaced: docs/business-rules.md, Substitutions). Printable.
 */
import { lightFormat } from 'date-fns';
import Link from 'next/link';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useBoard, useStaffOrders, type StaffOrder } from '@/lib/api-client/staff';
import { portioningText } from '@/lib/cart/portioning';
import { shortSubstitutionText } from '@/lib/rules/substitution';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { windowKey, windowLabel } from './board-model';
import { PrintButton } from './order-label';
import { firstName } from './order-model';
import { quantityText } from '@/lib/orders/packing';

interface ProductTotal {
  variantId: number;
  name: string;
  unit: string;
  quantity: number;
  orders: number;
}

/** The window's lines summed by product, largest first (units after grams). */
function productTotals(orders: readonly StaffOrder[]): ProductTotal[] {
  const totals = new Map<number, ProductTotal>();
  for (const order of orders) {
    for (const line of order.lineItems) {
      const total = totals.get(line.variantId) ?? {
        variantId: line.variantId,
        name: line.variant.name,
        unit: line.variant.unitForQuantity,
        quantity: 0,
        orders: 0,
      };
      total.quantity += line.quantity;
      total.orders += 1;
      totals.set(line.variantId, total);
    }
  }
  return [...totals.values()].sort(
    (a, b) =>
      Number(a.unit !== 'g') - Number(b.unit !== 'g') ||
      b.quantity - a.quantity ||
      a.name.localeCompare(b.name),
  );
}

export function PackingList({ date, window: key }: { date: string; window: string }) {
  const board = useBoard(date, { live: false });
  const found = board.data?.windows.find((window) => windowKey(window) === key);
  const numbers = found?.orders.map((order) => order.number) ?? [];
  const orders = useStaffOrders(numbers);
  const day = lightFormat(new Date(`${date}T12:00:00Z`), 'dd/MM/yyyy');

  if (board.isPending) {
    return (
      <p role="status" className="py-12 text-center text-warm-700">
        Carregando a janela...
      </p>
    );
  }
  if (board.isError) {
    return (
      <RetryAlert
        message="Não foi possível carregar os pedidos do dia."
        onRetry={() => void board.refetch()}
      />
    );
  }
  if (!found) {
    return (
      <p role="alert" className="rounded-lg bg-white p-6 text-center ring-1 ring-warm-200">
        Janela não encontrada em {day}.
      </p>
    );
  }
  const loaded = orders.flatMap((query) => (query.data ? [query.data] : []));
  const failed = orders.some((query) => query.isError);
  const loading = orders.some((query) => query.isPending);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Link
          {...PREFETCH_ON_INTENT}
          href={`/equipe?data=${date}`}
          className="flex min-h-11 items-center font-bold text-brand underline"
        >
          ‹ Voltar para o dia
        </Link>
        <PrintButton label="Imprimir lista" />
      </div>
      <h1 className="text-2xl font-bold">
        Lista de separação · {windowLabel(found)} · {day}
      </h1>
      <p>
        {found.count} {found.count === 1 ? 'pedido' : 'pedidos'}
      </p>
      {numbers.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center ring-1 ring-warm-200">
          Nenhum pedido nesta janela.
        </p>
      ) : loading ? (
        <p role="status" className="py-6 text-center text-warm-700">
          Carregando os pedidos ({loaded.length} de {numbers.length})...
        </p>
      ) : failed ? (
        <RetryAlert
          message="Não foi possível carregar todos os pedidos da janela."
          onRetry={() => orders.forEach((query) => query.isError && void query.refetch())}
        />
      ) : (
        <>
          <section aria-labelledby="por-produto" className="break-inside-avoid">
            <h2 id="por-produto" className="mb-2 text-lg font-bold">
              Por produto
            </h2>
            <table className="w-full bg-white text-left text-sm ring-1 ring-warm-200 [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2">
              <thead className="bg-warm-100">
                <tr>
                  <th scope="col">Produto</th>
                  <th scope="col" className="text-right">
                    Total
                  </th>
                  <th scope="col" className="text-right">
                    Pedidos
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-warm-200">
                {productTotals(loaded).map((total) => (
                  <tr key={total.variantId}>
                    <td>{total.name}</td>
                    <td className="text-right font-semibold">{quantityText(total.quantity, total.unit)}</td>
                    <td className="text-right">{total.orders}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="por-pedido" className="flex flex-col gap-3">
            <h2 id="por-pedido" className="text-lg font-bold">
              Por pedido
            </h2>
            {loaded.map((order) => (
              <article
                key={order.number}
                className="break-inside-avoid rounded-lg bg-white p-4 ring-1 ring-warm-200 print:rounded-none"
              >
                <h3 className="font-bold">
                  <span className="font-mono">#{order.number}</span> · {firstName(order)}
                </h3>
                <ul className="mt-2 flex flex-col gap-1 text-sm">
                  {order.lineItems.map((line) => (
                    <li key={line.id} className="flex gap-2">
                      <span aria-hidden className="mt-0.5 inline-block size-4 shrink-0 border border-ink" />
                      <span>
                        <span className="font-semibold">
                          {quantityText(line.quantity, line.variant.unitForQuantity)}
                        </span>{' '}
                        {line.variant.name}
                        {line.portioningSize !== null &&
                          ` · ${portioningText(line.quantity, line.portioningSize)}`}
                        {line.observation && <span className="block italic">Obs.: {line.observation}</span>}
                        {line.mixId === null && line.substituteFor === null && (
                          <span className="block">{shortSubstitutionText(line.substitution)}</span>
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </section>
        </>
      )}
    </div>
  );
}
