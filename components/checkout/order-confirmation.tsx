import Link from 'next/link';
import type { Order } from '@/lib/cart/order';
import { rateWhen } from '@/lib/checkout/rates';
import { cardBrandName } from '@/lib/rules/card-tokens';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';

type ConfirmedOrder = Pick<Order, 'number' | 'displayTotal' | 'shipments' | 'payments'>;

/**
 * The confirmation of a complete order, shown to its owner only (app/(minimal)/confirmacao): its number,
 * the delivery window, the total and how it is paid, then the way on.
 */
export function OrderConfirmation({ order }: { order: ConfirmedOrder }) {
  const rate = order.shipments[0]?.selectedShippingRate;
  const when = rate ? rateWhen(rate) : null;
  const payment = order.payments.findLast((p) => p.state !== 'failed');
  const row = 'flex justify-between gap-3 border-b border-warm-100 py-2 text-left';
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-10 text-center">
      <h1 className="text-2xl font-bold">Seu pedido #{order.number} foi recebido. Agora é só relaxar!</h1>
      <dl className="w-full text-sm" aria-label="Resumo do pedido">
        {rate && when && (
          <div className={row} data-testid="confirmation-window">
            <dt className="font-semibold">{rate.name}</dt>
            <dd>
              {when.day} · {when.hours}
            </dd>
          </div>
        )}
        <div className={row} data-testid="confirmation-total">
          <dt className="font-semibold">Total</dt>
          <dd>{order.displayTotal}</dd>
        </div>
        {payment && (
          <div className={row} data-testid="confirmation-payment">
            <dt className="font-semibold">Pagamento</dt>
            <dd>
              {payment.paymentMethod.name}
              {payment.source &&
                ` · ${cardBrandName(payment.source.ccType)} final ${payment.source.lastDigits}`}
            </dd>
          </div>
        )}
      </dl>
      <p>
        Você vai receber um email com os detalhes do pedido. Antes da separação, o pedido passa por uma
        avaliação de crédito.
      </p>
      <Link
        {...PREFETCH_ON_INTENT}
        href="/"
        className="rounded bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark"
      >
        Fazer Novo Pedido
      </Link>
      <Link
        {...PREFETCH_ON_INTENT}
        href={`/minha-conta/pedidos/${order.number}`}
        className="font-semibold text-brand underline"
      >
        Acompanhar o pedido
      </Link>
    </section>
  );
}
