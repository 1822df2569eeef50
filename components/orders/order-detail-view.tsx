'use client';

import { formatCnpj, formatZipcode } from '@/lib/account/display';
import type { useOrder } from '@/lib/api-client/orders';
import { formatBRL } from '@/lib/money';
import { rateWhen } from '@/lib/checkout/rates';
import { CopyOrderButton } from './copy-order-button';
import { orderGroups } from './order-lines';
import { formatOrderDate } from '@/lib/orders/order-date';
import { refundText } from '@/lib/orders/refunds';
import { displayStatus, isPickupOrder, showsTracker } from '@/lib/orders/status';
import { useStore } from '@/components/ui/store-contacts';
import { OrderTracker } from './order-tracker';
import { formatThousandths } from '@/lib/pt-br-number';
import { httpsHref } from '@/lib/rules/links';
import { substitutionText } from '@/lib/rules/substitution';
import type { LineItem } from '@/lib/cart/order';

const ONLINE_CARD = 1;

function kilos(grams: number): string {
  return `${formatThousandths(grams)} kg`;
}

function amount(quantity: number, unit: string): string {
  return unit === 'g' ? kilos(quantity) : `${quantity} un`;
}

/**
 * One order as drawn, once fetched (./order-detail.tsx): tracker, date, address, payment, delivery, copy,
 * NF-e, items, totals and the refunds of the captured card ('Estorno de R$ x em dd/mm'). A canceled order
 * has no tracker: 'Pedido cancelado' takes its place under the title (the cancel e-mail leads here). A
 * pickup says where it is collected (the store's address) and calls the order's address the customer's,
 * not the delivery's.
 */
export function OrderDetailView({
  order,
  phone,
  mapsKey,
}: {
  order: NonNullable<ReturnType<typeof useOrder>['data']>;
  phone: string;
  mapsKey: string | null;
}) {
  const store = useStore();
  const address = order.shipAddress;
  const payment = order.payments.findLast((p) => p.state !== 'failed');
  const rate = order.shipments[0]?.selectedShippingRate;
  // Typed by the staff: drawn only as a plain https link (lib/rules/links.ts), in a tab without an opener.
  const receiptHref = httpsHref(order.saleReceiptUrl);
  const when = rate ? rateWhen(rate) : null;
  const weighed = order.lineItems.some((line) => line.producedQuantity !== null);
  const pickup = isPickupOrder(order);
  const refunds = order.refunds.filter((refund) => !refund.refusedAt);
  return (
    <article className="flex flex-col gap-4">
      <h2 className="text-xl font-bold">Pedido #{order.number}</h2>
      {showsTracker(displayStatus(order.fulfillmentState, order.deliveryState, pickup)) ? (
        <OrderTracker number={order.number} phone={phone} mapsKey={mapsKey} pickup={pickup} />
      ) : (
        <p className="font-bold text-label-red">Pedido cancelado</p>
      )}
      <p>Data: {formatOrderDate(order.completedAt)}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        {address && (
          <section aria-label={pickup ? 'Seu endereço' : 'Endereço de entrega'} className="text-sm">
            <h3 className="font-bold">{pickup ? 'Seu endereço' : 'Endereço de entrega'}</h3>
            {address.company && <p>{address.company}</p>}
            <p>
              {address.address1}
              {address.address2 ? `, ${address.address2}` : ''}
            </p>
            <p>{address.neighborhood}</p>
            <p>{address.city} - Bahia</p>
            <p>CEP {formatZipcode(address.zipcode)}</p>
            {address.cnpj && <p>CNPJ {formatCnpj(address.cnpj)}</p>}
          </section>
        )}
        <section aria-label="Pagamento" className="text-sm">
          <h3 className="font-bold">Pagamento</h3>
          {payment?.paymentMethod.id === ONLINE_CARD && payment.source ? (
            <p>
              **** **** **** {payment.source.lastDigits}
              {payment.source.name && <span className="block">{payment.source.name}</span>}
            </p>
          ) : (
            <p>{payment?.paymentMethod.name}</p>
          )}
        </section>
        {rate && when && (
          <section aria-label="Entrega" className="text-sm">
            <h3 className="font-bold">Entrega</h3>
            <p>{rate.name}</p>
            <p>{when.hours}</p>
            <p>{when.day}</p>
            {pickup && store && <p data-testid="pickup-address">{store.address}</p>}
          </section>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <CopyOrderButton number={order.number} />
        {receiptHref && (
          <a
            href={receiptHref}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded border border-ink px-3 py-1 text-sm font-bold"
          >
            VER NF-e
          </a>
        )}
      </div>
      <ul className="flex flex-col gap-1 text-sm" aria-label="Itens">
        {/* A substitute the staff put in place of a missing line shows under that line. */}
        {orderGroups(order).map((group) =>
          group.kind === 'line' ? (
            <li key={group.key} className="flex justify-between gap-2">
              <span>
                {group.line.variant.name} · {amount(group.line.quantity, group.line.variant.unitForQuantity)}
                {group.line.producedQuantity !== null && (
                  <span className="text-warm-700">
                    {' '}
                    (pesado: {amount(group.line.producedQuantity, group.line.variant.unitForQuantity)})
                  </span>
                )}
                <span className="block text-xs text-warm-700">
                  {substitutionText(group.line.substitution)}
                </span>
                <SubstituteLine of={group.line} lines={order.lineItems} />
              </span>
              <span>{group.line.displayAmount}</span>
            </li>
          ) : (
            <li key={group.key} className="flex justify-between gap-2">
              <span>
                Blend{group.mix && `: ${group.mix.name}`} · {amount(group.quantity, 'g')}
                <span className="block text-xs text-warm-700">
                  {group.lines
                    .map(
                      (line) => `${line.variant.name} ${amount(line.quantity, line.variant.unitForQuantity)}`,
                    )
                    .join(', ')}
                </span>
              </span>
              <span>{formatBRL(group.total)}</span>
            </li>
          ),
        )}
      </ul>
      <dl className="grid grid-cols-2 gap-1 text-sm sm:w-80">
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
        <dd className="text-right font-bold">{order.displayTotal}</dd>
        {weighed && order.producedAmount && (
          <>
            <dt className="font-bold">Valor cobrado (pesado)</dt>
            <dd className="text-right font-bold" data-testid="produced-amount">
              {formatBRL(order.producedAmount)}
            </dd>
          </>
        )}
      </dl>
      {/* A refund the gateway refused gave nothing back: the customer is not told of it. */}
      {refunds.length > 0 && (
        <ul aria-label="Estornos" className="flex flex-col gap-1 text-sm font-bold text-label-green">
          {refunds.map((refund) => (
            <li key={refund.id}>{refundText(refund)}</li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** 'Substituído por Maminha · 1,05 kg — R$ 79,80': what the staff packed in place of a missing line. */
function SubstituteLine({ of: line, lines }: { of: LineItem; lines: readonly LineItem[] }) {
  const substitute = lines.find((other) => other.id === line.substitutedBy);
  if (!substitute) return null;
  const unit = substitute.variant.unitForQuantity;
  return (
    <span className="block font-semibold text-label-green" data-testid="substitute">
      Substituído por {substitute.variant.name} ·{' '}
      {amount(substitute.producedQuantity ?? substitute.quantity, unit)} — {substitute.displayAmount}
    </span>
  );
}
