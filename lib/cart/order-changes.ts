/**
 * The pure changes the storefront makes to the cart before the server answers (docs/business-rules.md, Cart):
 * a line's quantity, its observation or portion size, a blend's quantity, and the totals that follow, exact
 * to the cent. The server recomputes everything; these only keep the screen honest meanwhile. Used by the
 * cart's controller only, so no catalogue page loads them first.
 */
import { lineTotalCents, formatBRL, formatCents } from '../money';
import { shownAmount } from '../catalogue/variant';
import type { CartVariant } from '../catalogue/cart-variant';
import { findLine, type LineItem, type Order } from './order';
import { fitPortioning, offerOf } from './portioning';
import { orderTotals } from './totals';
import { DEFAULT_SUBSTITUTION, type Substitution } from '@/lib/rules/substitution';

/** The totals (and their display amounts) after the lines changed; shipping and adjustments are kept. */
function withTotals(order: Order): Order {
  const totals = orderTotals(order.lineItems, {
    shipTotal: order.shipTotal,
    adjustmentTotal: order.adjustmentTotal,
  });
  return {
    ...order,
    ...totals,
    displayItemTotal: formatBRL(totals.itemTotal),
    displayShipTotal: formatBRL(totals.shipTotal),
    displayAdjustmentTotal: formatBRL(totals.adjustmentTotal),
    displayTotal: formatBRL(totals.total),
  };
}

/** An empty cart shown while the first line is being sent (the server gives it a number). */
export function provisionalOrder(now: string): Order {
  return withTotals({
    id: 0,
    number: '',
    state: 'cart',
    token: '',
    email: null,
    userId: null,
    itemTotal: '0.00',
    shipTotal: '0.00',
    adjustmentTotal: '0.00',
    total: '0.00',
    displayItemTotal: '',
    displayShipTotal: '',
    displayAdjustmentTotal: '',
    displayTotal: '',
    shipAddress: null,
    billAddress: null,
    lineItems: [],
    mixes: [],
    shipments: [],
    payments: [],
    paymentMethods: [],
    creditCards: [],
    coupon: null,
    authorizationTotal: '0.00',
    displayAuthorizationTotal: '',
    requiresAgeDeclaration: false,
    ageDeclaredAt: null,
    companyName: null,
    fulfillmentState: null,
    deliveryState: null,
    producedAmount: null,
    refunds: [],
    saleReceiptUrl: null,
    completedAt: null,
    createdAt: now,
    updatedAt: now,
    channel: 'spree',
  });
}

function pricedLine(line: LineItem, quantity: number): LineItem {
  const total = formatCents(lineTotalCents(quantity, line.price));
  return {
    ...line,
    quantity,
    total,
    displayAmount: formatBRL(total),
    preTaxAmount: total,
    portioningSize:
      line.variant.unitForQuantity === 'g'
        ? fitPortioning(quantity, line.portioningSize, offerOf(line.variant))
        : null,
  };
}

/**
 * The order with the variant's line at `quantity` (0 or anything under the minimum removes it; a missing
 * line is added with a provisional negative id until the server gives it one).
 */
export function withLineQuantity(
  order: Order | null | undefined,
  variant: CartVariant,
  quantity: number,
  { mixId = null, now = new Date().toISOString() }: { mixId?: string | null; now?: string } = {},
): Order {
  const base = order ?? provisionalOrder(now);
  const existing = findLine(base, variant.id, mixId);
  let lineItems: LineItem[];
  if (quantity < variant.minimumQuantity) {
    lineItems = base.lineItems.filter((line) => line !== existing);
  } else if (existing) {
    lineItems = base.lineItems.map((line) => (line === existing ? pricedLine(line, quantity) : line));
  } else {
    const added: LineItem = {
      id: -variant.id,
      orderId: base.id,
      variantId: variant.id,
      variant,
      quantity,
      price: variant.price,
      singleDisplayAmount: formatBRL(shownAmount(variant.price, variant.unitForQuantity)),
      total: '0.00',
      displayAmount: '',
      adjustmentTotal: '0.00',
      preTaxAmount: '0.00',
      mixId,
      portioningSize: null,
      observation: null,
      producedQuantity: null,
      // The server sets the account's default; a new line shows the shop's until it answers.
      substitution: DEFAULT_SUBSTITUTION,
      substituteFor: null,
      substitutedBy: null,
      createdAt: now,
      updatedAt: now,
    };
    lineItems = [...base.lineItems, pricedLine(added, quantity)];
  }
  return withTotals({ ...base, lineItems });
}

/**
 * The order with a blend at `quantity` grams: every meat keeps its share (the server's split, for a
 * quantity on the blend's grid); under the blend's minimum the blend and its lines go away.
 */
export function withMixQuantity(order: Order, mixId: number, quantity: number): Order {
  const mix = order.mixes.find((m) => m.id === mixId);
  if (!mix) return order;
  const ofMix = (line: LineItem) => line.mixId === String(mixId);
  if (quantity < mix.minQuantity) {
    return withTotals({
      ...order,
      mixes: order.mixes.filter((m) => m !== mix),
      lineItems: order.lineItems.filter((line) => !ofMix(line)),
    });
  }
  const lineItems = order.lineItems.map((line) =>
    ofMix(line) ? pricedLine(line, Math.round((line.quantity * quantity) / mix.quantity)) : line,
  );
  const total = formatCents(
    lineItems.filter(ofMix).reduce((sum, l) => sum + lineTotalCents(l.quantity, l.price), 0n),
  );
  return withTotals({
    ...order,
    mixes: order.mixes.map((m) =>
      m === mix ? { ...m, quantity, total, displayTotal: formatBRL(total) } : m,
    ),
    lineItems,
  });
}

/** The order with a line's observation, portion size or substitution changed (only the fields given). */
export function withLineChanges(
  order: Order,
  lineId: number,
  changes: { observation?: string | null; portioningSize?: number | null; substitution?: Substitution },
): Order {
  return {
    ...order,
    lineItems: order.lineItems.map((line) =>
      line.id === lineId
        ? {
            ...line,
            ...(changes.observation !== undefined && { observation: changes.observation || null }),
            ...(changes.portioningSize !== undefined && { portioningSize: changes.portioningSize }),
            ...(changes.substitution !== undefined && { substitution: changes.substitution }),
          }
        : line,
    ),
  };
}
