'use client';

import { useState } from 'react';
import { Checkbox } from '@/components/ui/form/checkbox';
import { SubmitButton } from '@/components/ui/form/submit-button';
import type { CheckoutAction } from '@/lib/api-client/checkout';
import type { Order } from '@/lib/cart/order';
import type { PaidWith } from '@/lib/checkout/payment-choice';
import { rateCostLabel, rateWhen } from '@/lib/checkout/rates';
import { cardBrandName } from '@/lib/rules/card-tokens';
import { CouponField } from './coupon-field';
import { OrderLines, OrderTotals } from './order-lines';
import { PixNote } from './pix-note';

export const AGE_DECLARATION = 'Declaro que tenho 18 anos ou mais.';
const AGE_TOOLTIP = 'Seu pedido tem bebida alcoólica, que não vendemos para menores de 18 anos.';

/**
 * The confirm step: the whole order (items with blends grouped, the delivery, the address, the payment,
 * the coupon, the totals, and for a card the 10 % weight tolerance with the amount authorised), the 18+
 * declaration when the order holds alcohol, and one button that completes the order.
 */
export function OrderReview({
  order,
  paid,
  busy,
  promotionErrors,
  run,
  onComplete,
  onChangePayment,
}: {
  order: Order;
  /** The method (and card) the order is paid with. */
  paid: PaidWith;
  busy: boolean;
  promotionErrors: string[];
  run: (action: CheckoutAction) => void;
  /** `declaresAge`: the 18+ declaration is to be sent first. */
  onComplete: (declaresAge: boolean) => void;
  onChangePayment: () => void;
}) {
  const [adult, setAdult] = useState(order.ageDeclaredAt !== null);
  const rate = order.shipments[0]?.selectedShippingRate;
  const when = rate ? rateWhen(rate) : null;
  const address = order.shipAddress;
  const weighed = order.lineItems.some((line) => line.variant.unitForQuantity === 'g');
  const needsAge = order.requiresAgeDeclaration;
  const row = 'flex flex-col gap-0.5 border-b border-warm-100 py-2 sm:flex-row sm:gap-3';
  const rowTitle = 'w-28 shrink-0 font-semibold';
  return (
    <section
      aria-labelledby="order-review-title"
      className="flex flex-col gap-3 text-sm"
      data-testid="order-review"
    >
      <h3 id="order-review-title" className="text-base font-bold">
        Confira o seu pedido
      </h3>
      <OrderLines order={order} />
      <div>
        {rate && when && (
          <p className={row}>
            <span className={rowTitle}>Entrega</span>
            <span>
              {rate.name}: {when.day} · {when.hours} · {rateCostLabel(rate)}
            </span>
          </p>
        )}
        {address && (
          <p className={row}>
            <span className={rowTitle}>Endereço</span>
            <span>
              {address.address1}
              {address.address2 ? `, ${address.address2}` : ''}, {address.neighborhood}, {address.city}
              {order.companyName && <span className="block">Nota fiscal para {order.companyName}</span>}
            </span>
          </p>
        )}
        <p className={row}>
          <span className={rowTitle}>Pagamento</span>
          <span className="flex flex-1 flex-wrap justify-between gap-2">
            <span>
              {paid.methodName}
              {paid.card && ` · ${cardBrandName(paid.card.ccType)} final ${paid.card.lastDigits}`}
            </span>
            <button
              type="button"
              onClick={onChangePayment}
              disabled={busy}
              className="font-semibold text-brand underline disabled:opacity-50"
            >
              Alterar
            </button>
          </span>
        </p>
      </div>
      <CouponField order={order} busy={busy} errors={promotionErrors} run={run} />
      <OrderTotals order={order} />
      {paid.online && (
        <p className="rounded bg-warm-100 p-3 text-xs" data-testid="authorization-notice">
          {weighed ? 'Produtos vendidos por peso têm valor estimado: o peso final pode variar até 10%. ' : ''}
          No cartão, autorizamos agora até <strong>{order.displayAuthorizationTotal}</strong> e cobramos
          apenas o valor exato {weighed ? 'pesado' : 'do pedido'} quando o pedido for separado.
        </p>
      )}
      {paid.pix && <PixNote order={order} />}
      {!paid.online && !paid.pix && weighed && (
        <p className="rounded bg-warm-100 p-3 text-xs">
          Produtos vendidos por peso têm valor estimado: o peso final pode variar até 10%. Você paga na
          entrega o valor exato pesado.
        </p>
      )}
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (busy || (needsAge && !adult)) return;
          onComplete(needsAge && order.ageDeclaredAt === null);
        }}
      >
        {needsAge && (
          <Checkbox
            label={AGE_DECLARATION}
            tooltip={AGE_TOOLTIP}
            checked={adult}
            disabled={order.ageDeclaredAt !== null}
            onChange={(event) => setAdult(event.target.checked)}
          />
        )}
        <SubmitButton loading={busy} disabled={needsAge && !adult}>
          Finalizar pedido
        </SubmitButton>
      </form>
    </section>
  );
}
