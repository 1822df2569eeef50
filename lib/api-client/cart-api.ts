/**
 * The cart calls and the cart bootstrap (docs/business-rules.md, Cart): the current order of a
 * logged-in customer; for a guest ("You're not logged in."), the guest order from the stored number and
 * token; otherwise no cart yet (one is created when the first item is added).
 */
import { mayBeSignedIn } from '../account/session-hint';
import {
  clearGuestOrder,
  readGuestOrder,
  saveGuestOrder,
  type GuestOrderRef,
} from '../cart/guest-order-storage';
import { isOpen, type Order } from '../cart/order';
import type { Substitution } from '@/lib/rules/substitution';
import type { CopiedOrderJson, MixChangeJson, OrderJson } from '@/lib/sales-api/order';
import { ApiClientError, apiRequest } from './client';
import { newIdempotencyKey } from './idempotency-key';

/** What a call needs to reach an order: its number, and a guest's token. */
type OrderRef = Pick<Order, 'number' | 'token' | 'userId'>;

function tokenQuery(order: Pick<Order, 'token' | 'userId'>): string {
  // A customer's order is theirs by session; only a guest order needs (and has) its token.
  return order.userId === null && order.token ? `?order_token=${encodeURIComponent(order.token)}` : '';
}

function isStatus(error: unknown, status: number): error is ApiClientError {
  return error instanceof ApiClientError && error.status === status;
}

/**
 * The shopper's open cart, or null when there is none yet. Only a shopper with the signed-in hint cookie
 * is asked for as a customer; a guest goes straight to the stored guest order (no 401 to log).
 */
export async function fetchCart(): Promise<Order | null> {
  if (await mayBeSignedIn()) {
    try {
      const current = await apiRequest<OrderJson>('GET', '/api/v1/orders/current');
      // A customer's cart replaces any guest cart (merged at login). A 204 (no cart) falls back to the
      // guest order, like a 401.
      if (current) {
        clearGuestOrder();
        return current;
      }
    } catch (error) {
      if (!isStatus(error, 401)) throw error;
    }
  }
  const guest = readGuestOrder();
  return guest && fetchGuestOrder(guest);
}

/** The stored guest order while it is open; else it is forgotten, and null. */
async function fetchGuestOrder(guest: GuestOrderRef): Promise<Order | null> {
  try {
    const order = await apiRequest<OrderJson>(
      'GET',
      `/api/v1/orders/${guest.number}?order_token=${encodeURIComponent(guest.token)}`,
    );
    if (isOpen(order)) return order;
  } catch (error) {
    // 404: the order is gone, completed elsewhere, or now belongs to an account.
    if (!isStatus(error, 404)) throw error;
  }
  clearGuestOrder();
  return null;
}

/**
 * The Idempotency-Key of the cart creation under way in this tab: made for a creation attempt and sent
 * again by its retries (a 429's, a lost answer's) until one is answered, so the server makes one cart
 * however many times the request goes (lib/server/cart/cart.ts createOrder).
 */
let creationKey: string | null = null;

/**
 * Creates a cart with its first lines; a guest's number and token are stored for the next visits. A
 * guest's cart another tab created since this one last read the cart (it stored its number) gets the
 * lines instead: a second cart would take the stored number's place and leave the first one's lines behind.
 */
export async function createCart(
  lines: { variantId: number; quantity: number; mixId: string | null }[],
): Promise<Order> {
  const stored = readGuestOrder();
  if (stored) {
    // No creation is under way any more: a later cart is another attempt, with a key of its own.
    creationKey = null;
    const guest = { ...stored, userId: null };
    // A stored cart no longer open is forgotten on the way, and a cart is created after all.
    if (lines.length === 1) return addLineItem(guest, lines[0]!);
    if (lines.length > 1) return addLineItems(guest, lines);
    const open = await fetchGuestOrder(stored);
    if (open) return open;
  }
  creationKey ??= newIdempotencyKey();
  const order = await apiRequest<OrderJson>('POST', '/api/v1/orders.json', {
    headers: { 'Idempotency-Key': creationKey },
    body: {
      order: {
        line_items: lines.map((line) => ({
          variant_id: line.variantId,
          quantity: line.quantity,
        })),
      },
    },
  });
  // Answered: the next creation (a later cart) is another attempt, with a key of its own.
  creationKey = null;
  if (order.userId === null) saveGuestOrder({ number: order.number, token: order.token });
  return order;
}

/**
 * Adds a line to the cart. When the server says the cart is no longer active (completed, merged), a new
 * cart is created with the line ('No active cart order.' leads to a new cart).
 */
export async function addLineItem(
  order: OrderRef,
  line: { variantId: number; quantity: number; mixId: string | null },
): Promise<Order> {
  try {
    return await apiRequest<OrderJson>(
      'POST',
      `/api/v1/orders/${order.number}/line_items.json${tokenQuery(order)}`,
      {
        body: { line_item: { variant_id: line.variantId, quantity: line.quantity } },
      },
    );
  } catch (error) {
    if (!isStatus(error, 404)) throw error;
    clearGuestOrder();
    return createCart([line]);
  }
}

/**
 * Adds several lines in one request, all or nothing (a whole barbecue); variants already in the cart grow.
 * A cart that is no longer active is replaced by a new one with the lines, as for a single line.
 */
export async function addLineItems(
  order: OrderRef,
  lines: { variantId: number; quantity: number }[],
): Promise<Order> {
  try {
    return await apiRequest<OrderJson>(
      'POST',
      `/api/v1/orders/${order.number}/line_items/batch${tokenQuery(order)}`,
      {
        body: { line_items: lines.map((line) => ({ variant_id: line.variantId, quantity: line.quantity })) },
      },
    );
  } catch (error) {
    if (!isStatus(error, 404)) throw error;
    clearGuestOrder();
    return createCart(lines.map((line) => ({ ...line, mixId: null })));
  }
}

/** Sends only the fields given. */
export function updateLineItem(
  order: Order,
  lineId: number,
  changes: { quantity?: number; observation?: string; portioningSize?: number; substitution?: Substitution },
): Promise<Order> {
  return apiRequest<OrderJson>(
    'PUT',
    `/api/v1/orders/${order.number}/line_items/${lineId}${tokenQuery(order)}`,
    {
      body: {
        line_item: {
          ...(changes.quantity !== undefined && { quantity: changes.quantity }),
          ...(changes.observation !== undefined && { observation: changes.observation }),
          ...(changes.portioningSize !== undefined && { portioning_size: changes.portioningSize }),
          ...(changes.substitution !== undefined && { substitution: changes.substitution }),
        },
      },
    },
  );
}

export function deleteLineItem(order: Order, lineId: number): Promise<Order> {
  return apiRequest<OrderJson>(
    'DELETE',
    `/api/v1/orders/${order.number}/line_items/${lineId}${tokenQuery(order)}`,
  );
}

/** Sends an order that went into checkout back to the cart step. */
export function restartCheckout(order: Order): Promise<Order> {
  return apiRequest<OrderJson>('POST', `/api/v1/checkouts/current/restart${tokenQuery(order)}`);
}

/** COPIAR PEDIDO: the items of the customer's old order `from` still sold go into `order`. */
export async function copyOrderInto(
  order: Order,
  from: string,
): Promise<{ order: Order; notCopied: string[] }> {
  const { notCopied, ...copied } = await apiRequest<CopiedOrderJson>(
    'PUT',
    `/api/v1/orders/${order.number}/copy`,
    {
      body: { from },
    },
  );
  return { order: copied, notCopied };
}

/**
 * Blends in the cart (POST/PUT/DELETE /mixes/mixes): each answers the mix and the
 * recomputed order, whose lines of the blend changed together.
 */
export async function addMix(order: Order | null, templateId: number, quantity: number): Promise<Order> {
  const { order: changed } = await apiRequest<MixChangeJson>('POST', '/mixes/mixes', {
    body: {
      template_id: templateId,
      quantity,
      ...(order && isOpen(order) && { order_number: order.number }),
    },
  });
  return changed;
}

export async function updateMix(mixId: number, quantity: number): Promise<Order> {
  return (await apiRequest<MixChangeJson>('PUT', `/mixes/mixes/${mixId}`, { body: { quantity } })).order;
}

export async function deleteMix(mixId: number): Promise<Order> {
  return (await apiRequest<MixChangeJson>('DELETE', `/mixes/mixes/${mixId}`)).order;
}
