'use client';

import { useState } from 'react';
import { cartGroups, type Order } from '@/lib/cart/order';
import { rateWhen } from '@/lib/checkout/rates';
import { primaryButton } from './checkout-pane';

/**
 * The confirm step: the whole order (items with blends grouped, window, address, payment, coupon,
 * totals, the 10 % tolerance explained), the 18+ declaration when it holds alcohol, and one button.
 */
export function OrderReview({
  order,
  busy,
  onComplete,
}: {
  order: Order;
  busy: boolean;
  onComplete: (declaresAge: boolean) => void;
}) {
  const [adult, setAdult] = useState(order.ageDeclaredAt !== null);
  const rate = order.shipments[0]?.selectedShippingRate;
  const when = rate ? rateWhen(rate) : null;
  const method = order.paymentMethods.find(
    (m) => order.payments.length === 0 || m.id === order.payments.at(-1)?.paymentMethod.id,
  );
  const card = order.creditCards.at(-1);
  const needsAge = order.requiresAgeDeclaration;
  return (
    <div
      className="mt-4 flex flex-col gap-3 border-t border-warm-200 pt-4 text-sm"
      data-testid="order-review"
    >
      <h3 className="text-base font-bold">Confira o seu pedido</h3>
      <ul className="flex flex-col gap-1">
        {cartGroups(order).map((group) =>
          group.kind === 'line' ? (
            <li key={group.key} className="flex justify-between gap-2">
              <span>{group.line.variant.name}</span>
              <span>{group.line.displayAmount}</span>
            </li>
          ) : (
            <li key={group.key}>
              <span className="font-semibold">Blend</span>:{' '}
              {group.lines.map((line) => line.variant.name).join(', ')}
            </li>
          ),
        )}
      </ul>
      {rate && when && (
        <p>
          <strong>{rate.name}</strong>: {when.day} · {when.hours}
        </p>
      )}
      {order.shipAddress && (
        <p>
          <strong>Endereço</strong>: {order.shipAddress.address1}, {order.shipAddress.neighborhood},{' '}
          {order.shipAddress.city}
          {order.companyName && ` · ${order.companyName}`}
        </p>
      )}
      {method && (
        <p>
          <strong>Pagamento</strong>: {method.name}
        </p>
      )}
      {order.coupon && (
        <p>
          <strong>Cupom</strong>: {order.coupon.code}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-1">
        <dt>Produtos (estimado)</dt>
        <dd className="text-right">{order.displayItemTotal}</dd>
        <dt>Frete</dt>
        <dd className="text-right">{Number(order.shipTotal) === 0 ? 'Grátis' : order.displayShipTotal}</dd>
        {Number(order.adjustmentTotal) !== 0 && (
          <>
            <dt>Desconto</dt>
            <dd className="text-right">{order.displayAdjustmentTotal}</dd>
          </>
        )}
        <dt className="font-bold">Total estimado</dt>
        <dd className="text-right font-bold" data-testid="order-total">
          {order.displayTotal}
        </dd>
      </dl>
      <p className="rounded bg-warm-100 p-2 text-xs">
        Produtos vendidos por peso podem variar até 10%. No cartão autorizamos até{' '}
        {order.displayAuthorizationTotal}
        {card ? ` (cartão final ${card.lastDigits})` : ''} e cobramos só o valor exato pesado.
      </p>
      {needsAge && (
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-brand"
            checked={adult}
            onChange={(event) => setAdult(event.target.checked)}
          />
          Declaro que tenho 18 anos ou mais (o pedido tem bebida alcoólica).
        </label>
      )}
      <button
        type="button"
        className={primaryButton}
        disabled={needsAge && !adult}
        aria-busy={busy || undefined}
        onClick={() => onComplete(needsAge && order.ageDeclaredAt === null)}
      >
        {busy ? 'Carregando...' : 'Finalizar pedido'}
      </button>
    </div>
  );
}
