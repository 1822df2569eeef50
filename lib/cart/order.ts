/**
 * The cart as the storefront holds it (the order JSON in camelCase) and the pure changes it makes to it
 * before the server answers: a line's quantity, its observation or portion size, and the totals that
 * follow, exact to the cent. The server recomputes everything; these only keep the screen honest meanwhile.
 */
import type { Camelized } from '@/lib/sales-api/case';
import { shownAmount, type Variant } from '../catalogue/variant';
import { formatBRL, formatCents, lineTotalCents } from '../money';
import type { OrderJson } from '@/lib/sales-api/order';
import { groupBy } from '../group-by';
import { fitPortioning } from './portioning';
import { isInStock } from './quantity';
import { orderTotals } from './totals';

/**
 * What the cart needs of a variant: its identity, name, first photo, price and quantity rules. The buy
 * controls of a page get only this (not the description, options and meta tags), so a department page's
 * HTML does not carry every product twice; the server's full variant is one too.
 */
export type CartVariant = Pick<
  Variant,
  | 'id'
  | 'slug'
  | 'name'
  | 'manufacturer'
  | 'price'
  | 'listPrice'
  | 'unitForQuantity'
  | 'totalOnHand'
  | 'inStock'
  | 'minimumQuantity'
  | 'incrementQuantity'
  | 'maximumQuantity'
  | 'defaultQuantity'
  | 'images'
>;

/** The variant as the cart needs it (see CartVariant), with its first photo only. */
export function cartVariant(variant: CartVariant): CartVariant {
  return {
    id: variant.id,
    slug: variant.slug,
    name: variant.name,
    manufacturer: variant.manufacturer,
    price: variant.price,
    listPrice: variant.listPrice,
    unitForQuantity: variant.unitForQuantity,
    totalOnHand: variant.totalOnHand,
    inStock: variant.inStock,
    minimumQuantity: variant.minimumQuantity,
    incrementQuantity: variant.incrementQuantity,
    maximumQuantity: variant.maximumQuantity,
    defaultQuantity: variant.defaultQuantity,
    images: variant.images.slice(0, 1),
  };
}

type OrderResponse = Camelized<OrderJson>;
/** A line's note to the butcher holds at most this many characters (spec 01). */
export const OBSERVATION_MAX_LENGTH = 99;

export type LineItem = Omit<OrderResponse['lineItems'][number], 'variant'> & { variant: CartVariant };
export type Order = Omit<OrderResponse, 'lineItems'> & { lineItems: LineItem[] };

/** Orders that can still change (Spree: not complete nor canceled). */
const OPEN_STATES: readonly string[] = ['cart', 'address', 'delivery', 'payment', 'confirm'];

export function isOpen(order: Pick<Order, 'state'>): boolean {
  return OPEN_STATES.includes(order.state);
}

/** A line is one variant, once per order and once per blend. */
export function lineKey(variantId: number, mixId: string | null = null): string {
  return mixId === null ? `${variantId}` : `${variantId}:${mixId}`;
}

export function findLine(
  order: Order | null | undefined,
  variantId: number,
  mixId: string | null = null,
): LineItem | undefined {
  return order?.lineItems.find((line) => line.variantId === variantId && line.mixId === mixId);
}

/** A line is out of stock when its variant is, or when the stock no longer covers its quantity. */
export function isLineOutOfStock(line: LineItem): boolean {
  return !isInStock(line.variant) || line.variant.totalOnHand < line.quantity;
}

export function hasOutOfStockLine(order: Order | null | undefined): boolean {
  return order?.lineItems.some(isLineOutOfStock) ?? false;
}

export type Mix = Order['mixes'][number];

export type CartGroup =
  | { kind: 'line'; key: string; line: LineItem }
  | { kind: 'blend'; key: string; mix: Mix | undefined; lines: LineItem[]; quantity: number; total: string };

/** Lines as the cart shows them: single lines, and each blend (lines sharing a mix id) as one group. */
export function cartGroups(order: Order | null | undefined): CartGroup[] {
  if (!order) return [];
  const groups: CartGroup[] = [];
  const blends = groupBy(
    order.lineItems.filter((line) => line.mixId !== null),
    (line) => line.mixId!,
  );
  const seen = new Set<string>();
  for (const line of order.lineItems) {
    if (line.mixId === null) {
      groups.push({ kind: 'line', key: lineKey(line.variantId), line });
    } else if (!seen.has(line.mixId)) {
      seen.add(line.mixId);
      const lines = blends.get(line.mixId) ?? [];
      const cents = lines.reduce((sum, l) => sum + lineTotalCents(l.quantity, l.price), 0n);
      groups.push({
        kind: 'blend',
        key: `mix:${line.mixId}`,
        mix: order.mixes.find((mix) => String(mix.id) === line.mixId),
        lines,
        quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
        total: formatCents(cents),
      });
    }
  }
  return groups;
}

/** The cart indicator's count: one per single line and one per blend. */
export function cartItemCount(order: Order | null | undefined): number {
  return cartGroups(order).length;
}

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
      line.variant.unitForQuantity === 'g' ? fitPortioning(quantity, line.portioningSize) : null,
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

/** The order with a line's observation or portion size changed (only the fields given). */
export function withLineChanges(
  order: Order,
  lineId: number,
  changes: { observation?: string | null; portioningSize?: number | null },
): Order {
  return {
    ...order,
    lineItems: order.lineItems.map((line) =>
      line.id === lineId
        ? {
            ...line,
            ...(changes.observation !== undefined && { observation: changes.observation || null }),
            ...(changes.portioningSize !== undefined && { portioningSize: changes.portioningSize }),
          }
        : line,
    ),
  };
}
