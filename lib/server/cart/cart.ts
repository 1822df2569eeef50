/**
 * Carts (docs/business-rules.md, Cart; Spree semantics): guest orders owned by their token, customers' orders
 * by their user, line items checked against the variant's quantity rules and stock, totals recomputed by the
 * server to the cent on every change.
 *
 * Access, locking and the transaction helper are the order core's (../orders/order-core.ts), the order JSON the
 * serializer's (../orders/order-serializer.ts).
 *
 * Concurrency: every change runs in one transaction that first locks the order row (SELECT ... FOR UPDATE),
 * so concurrent changes of one cart take turns and never lose or duplicate a line (unique indexes on
 * (order, variant[, mix]) back this up). A customer has at most one open order (a partial unique index);
 * when two requests race to create it, the loser retries and finds the winner's order.
 * Every query inside a transaction goes through its `tx`: asking the pool for another connection while
 * holding the lock could wait forever once the pool is exhausted.
 */
import 'server-only';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { BLEND_TEXTS } from '@/lib/rules/blend-limits';
import { fitPortioning, portioningErrors } from '@/lib/cart/portioning';
import type { PortioningOffer } from '@/lib/rules/portioning';
import { quantityErrors, validQuantityAtMost, type QuantityRules } from '@/lib/rules/quantity';
import { DEFAULT_SUBSTITUTION, type Substitution } from '@/lib/rules/substitution';
import { SalesError, NotFoundError, ValidationError, type FieldErrors } from '@/lib/sales-api/errors';
import type { Db } from '../db/database';
import * as authTables from '../auth/schema';
import * as catalogueTables from '../catalogue/schema';
import * as orderTables from '../orders/schema';
import { OPEN_ORDER_STATES } from '../orders/schema';
import type { OrderJson } from '@/lib/sales-api/order';
import type { VariantJson } from '@/lib/sales-api/catalogue';
import { itemTotalCents } from '@/lib/cart/totals';
import { parseAmount } from '@/lib/money';
import {
  canAccess,
  inTransaction,
  insertOrder,
  isOpen,
  lockCurrentOrderOfUser,
  lockOpenOrderOfUser,
  lockOrderByNumber,
  ORDER_NOT_FOUND,
  type Caller,
  type OrderRow,
  type OrderWithLines,
  type Tx,
} from '../orders/order-core';
import { orderJson, readLineVariants } from '../orders/order-serializer';
import { quantityRulesOf } from '../catalogue/variants';
import { heldElsewhere, withStockLeft } from '../orders/stock';
import { recomputeTotals } from '../orders/order-totals';
import { repriceScheduledRates } from '../checkout/shipping';

export type { Caller } from '../orders/order-core';

const VARIANT_NOT_FOUND = 'Produto não encontrado';
/** A guest's cart is created by its first line: an empty one would be a row per anonymous call. */
const GUEST_ORDER_NEEDS_LINE = 'Adicione ao menos um produto para criar o carrinho';
const PORTIONING_BY_WEIGHT_ONLY = 'Porcionamento disponível apenas para produtos vendidos por peso';

type LineRow = typeof orderTables.lineItems.$inferSelect;

/** An order's lines as a change in the transaction left them, and their variants when it read them. */
type CartLines = Omit<OrderWithLines, 'order'>;

export interface NewLine {
  variantId: number;
  /** Grams or units. */
  quantity: number;
  observation?: string | null;
  portioningSize?: number | null;
}

export interface LineChanges {
  quantity?: number | null;
  observation?: string | null;
  portioningSize?: number | null;
  substitution?: Substitution | null;
}

// ---------------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------------

interface VariantRules extends QuantityRules, PortioningOffer {
  id: number;
  price: string;
}

/**
 * The rules a line of `variant` is checked against; none when it cannot be sold: only published products
 * are, a draft's or an archived product's line is 'Produto não encontrado'.
 */
function rulesOf(variant: VariantJson | undefined): VariantRules | undefined {
  if (!variant?.available) return undefined;
  return {
    id: variant.id,
    price: variant.price,
    ...quantityRulesOf(variant),
    portioning: variant.portioning,
    portioningSizes: variant.portioning_sizes,
  };
}

/** Every broken rule of one line, keyed by its field under `prefix` ('line_item', 'order.line_items.0'). */
function lineErrors(
  rules: VariantRules | undefined,
  line: { quantity: number; previousQuantity: number; portioningSize?: number | null },
  prefix: string,
): FieldErrors {
  if (!rules) return { [`${prefix}.variant_id`]: [VARIANT_NOT_FOUND] };
  const errors: FieldErrors = {};
  const quantity = quantityErrors(rules, line.quantity, line.previousQuantity);
  if (quantity.length > 0) errors[`${prefix}.quantity`] = quantity;
  if (line.portioningSize !== undefined && line.portioningSize !== null) {
    const portioning =
      rules.unitForQuantity === 'g'
        ? portioningErrors(line.quantity, line.portioningSize, rules)
        : [PORTIONING_BY_WEIGHT_ONLY];
    if (portioning.length > 0) errors[`${prefix}.portioning_size`] = portioning;
  }
  return errors;
}

function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

// ---------------------------------------------------------------------------------------------------
// Lines and totals
// ---------------------------------------------------------------------------------------------------

/**
 * The locked order's lines, in a statement after the lock's: read in the locking one, a change that waited
 * for the lock would see them as they were before the change it waited for (docs/decisions.md, Cart
 * changes lock the order).
 */
async function orderLines(tx: Tx, orderId: number): Promise<LineRow[]> {
  return tx
    .select()
    .from(orderTables.lineItems)
    .where(eq(orderTables.lineItems.orderId, orderId))
    .orderBy(asc(orderTables.lineItems.id));
}

/**
 * What a new line of the order starts with if it is missing at packing: its customer's choice in
 * /minha-conta, 'similar' for a guest (docs/business-rules.md, Substitutions).
 */
async function defaultSubstitution(tx: Tx, order: OrderRow): Promise<Substitution> {
  if (order.userId === null) return DEFAULT_SUBSTITUTION;
  const [user] = await tx
    .select({ substitution: authTables.users.defaultSubstitution })
    .from(authTables.users)
    .where(eq(authTables.users.id, order.userId));
  return user?.substitution ?? DEFAULT_SUBSTITUTION;
}

/** The order's own line of the variant (not one of a blend's: those change only with their mix). */
function plainLine(lines: LineRow[], variantId: number): LineRow | undefined {
  return lines.find((line) => line.variantId === variantId && line.mixId === null);
}

/**
 * Adds lines to a locked order whose lines are `existing`: a variant already in the order (in the same
 * blend) grows by the new quantity, as in Spree. All lines are validated first; nothing is written when one
 * is invalid. Answers the order's lines as they now stand and their variants, which recomputeCart and the
 * order JSON take instead of reading them again (docs/performance.md, The sales API).
 */
async function addLines(
  tx: Tx,
  order: OrderRow,
  existing: LineRow[],
  lines: NewLine[],
  prefixOf: (index: number) => string,
): Promise<Required<CartLines>> {
  const variants = await readLineVariants(tx, [...existing, ...lines]);
  const errors: FieldErrors = {};
  // The variant's stock counts its other lines too (its blends'): the plain line gets what they leave.
  const held = heldElsewhere(existing, (line) => line.mixId === null);
  const planned = lines.map((line, index) => {
    const current = plainLine(existing, line.variantId);
    const quantity = (current?.quantity ?? 0) + line.quantity;
    const rules = rulesOf(variants.get(line.variantId));
    const portioningSize =
      line.portioningSize ??
      (current && rules ? fitPortioning(quantity, current.portioningSize, rules) : null);
    Object.assign(
      errors,
      lineErrors(
        rules && withStockLeft(rules, held.get(line.variantId)),
        { quantity, previousQuantity: current?.quantity ?? 0, portioningSize: line.portioningSize },
        prefixOf(index),
      ),
    );
    return { line, current, quantity, portioningSize, rules };
  });
  throwIfAny(errors);

  const now = new Date();
  const substitution = planned.some(({ current }) => !current)
    ? await defaultSubstitution(tx, order)
    : DEFAULT_SUBSTITUTION;
  const written = new Map(existing.map((line) => [line.id, line]));
  for (const { line, current, quantity, portioningSize, rules } of planned) {
    // Every line passed its rules above.
    const { price } = rules!;
    const [row] = current
      ? await tx
          .update(orderTables.lineItems)
          .set({
            quantity,
            price,
            portioningSize,
            // null means "not sent", as in updates; '' clears the note.
            ...(line.observation !== undefined &&
              line.observation !== null && { observation: line.observation || null }),
            updatedAt: now,
          })
          .where(eq(orderTables.lineItems.id, current.id))
          .returning()
      : await tx
          .insert(orderTables.lineItems)
          .values({
            orderId: order.id,
            variantId: line.variantId,
            quantity,
            price,
            portioningSize,
            observation: line.observation || null,
            substitution,
          })
          .returning();
    written.set(row!.id, row!);
  }
  return { lines: [...written.values()].sort((a, b) => a.id - b.id), variants };
}

/** Today's catalogue prices on the order's lines; answers each line repriced, with its new price. */
function repriceLines(tx: Tx, orderId: number) {
  return tx
    .update(orderTables.lineItems)
    .set({ price: sql`${catalogueTables.variants.price}` })
    .from(catalogueTables.variants)
    .where(
      and(
        eq(catalogueTables.variants.id, orderTables.lineItems.variantId),
        eq(orderTables.lineItems.orderId, orderId),
        ne(orderTables.lineItems.price, catalogueTables.variants.price),
      ),
    )
    .returning({ id: orderTables.lineItems.id, price: orderTables.lineItems.price });
}

/**
 * Today's catalogue prices on the order's lines, and the scheduled delivery's cost that follows from them
 * (free from 99 BRL of items). Answers whether a line's price changed; the totals are the caller's.
 */
export async function refreshPrices(tx: Tx, order: OrderRow): Promise<boolean> {
  const repriced = await repriceLines(tx, order.id);
  await repriceScheduledRates(tx, order);
  return repriced.length > 0;
}

/**
 * Refreshes prices (an open cart shows today's prices), recomputes the totals and, as Spree does when the
 * cart changes, sends an order that was in checkout back to 'cart'. `known` is what the change read and
 * wrote (CartLines), so that nothing is read twice; the prices are compared with the variants' in memory
 * and written only when one differs. Those are the prices the transaction read: one committed by the
 * store since is taken by the next change, and completion reprices anyway (refreshPrices).
 */
export async function recomputeCart(tx: Tx, order: OrderRow, known?: CartLines): Promise<OrderWithLines> {
  let lines = known?.lines ?? (await orderLines(tx, order.id));
  const variants = known?.variants ?? (await readLineVariants(tx, lines));
  const stale = lines.some((line) => {
    const variant = variants.get(line.variantId);
    return variant !== undefined && parseAmount(variant.price) !== parseAmount(line.price);
  });
  if (stale) {
    const priceOf = new Map((await repriceLines(tx, order.id)).map((line) => [line.id, line.price]));
    lines = lines.map((line) => ({ ...line, price: priceOf.get(line.id) ?? line.price }));
  }
  await repriceScheduledRates(tx, order, itemTotalCents(lines));
  return { ...(await recomputeTotals(tx, order, { state: 'cart' }, lines)), variants };
}

// ---------------------------------------------------------------------------------------------------
// Operations (each returns the order JSON to answer with)
// ---------------------------------------------------------------------------------------------------

/** Repeated variants in one request count as one line; each keeps the index of its first mention. */
function mergeRepeated(lines: NewLine[]): (NewLine & { index: number })[] {
  const merged = new Map<number, NewLine & { index: number }>();
  lines.forEach((line, index) => {
    const seen = merged.get(line.variantId);
    if (seen) seen.quantity += line.quantity;
    else merged.set(line.variantId, { ...line, index });
  });
  return [...merged.values()];
}

/**
 * POST /orders: a guest gets a new order (its token is in the answer); a customer's lines go to their
 * current order, created when there is none. Returns the order id and whether it was created.
 */
export async function createOrder(
  db: Db,
  caller: Caller,
  lines: NewLine[],
  /** The request's Idempotency-Key, scoped to the caller (creationKeyOf): a retry answers the same order. */
  creationKey?: string,
): Promise<{ order: OrderJson; created: boolean }> {
  if (!caller.user && lines.length === 0) {
    throw new ValidationError({ 'order.line_items': [GUEST_ORDER_NEEDS_LINE] });
  }
  return inTransaction(db, async (tx) => {
    if (creationKey) {
      // Taken first, in the transaction: a simultaneous retry waits here for this one, then finds its order.
      const [taken] = await tx
        .insert(orderTables.orderCreationKeys)
        .values({ key: creationKey })
        .onConflictDoNothing()
        .returning({ key: orderTables.orderCreationKeys.key });
      if (!taken) {
        const earlier = await findCreation(tx, creationKey);
        if (earlier) return earlier;
      }
    }
    const current = caller.user ? await lockOpenOrderOfUser(tx, caller.user.id) : undefined;
    const order = current ?? (await insertOrder(tx, caller.user));
    // A new order has no lines to read.
    const existing = current ? await orderLines(tx, current.id) : [];
    const unique = mergeRepeated(lines);
    const added = await addLines(tx, order, existing, unique, (i) => `order.line_items.${unique[i]!.index}`);
    const written = await recomputeCart(tx, order, added);
    if (creationKey) {
      await tx
        .update(orderTables.orderCreationKeys)
        .set({ orderId: order.id, created: !current })
        .where(eq(orderTables.orderCreationKeys.key, creationKey));
    }
    return { order: await orderJson(tx, written), created: !current };
  });
}

const GUEST_KEY_PREFIX = 'guest:';

/** The Idempotency-Key of a cart creation as stored: per guest key, or per customer and key. */
export function creationKeyOf(caller: Caller, key: string): string {
  return caller.user ? `user:${caller.user.id}:${key}` : `${GUEST_KEY_PREFIX}${key}`;
}

/**
 * The order an earlier creation with this key made or added to, as it stands now; null if none. A guest's
 * key answers only while its order is still a guest's cart: once handed to an account at login, or
 * placed, it is no longer the key holder's to read (the key is the client's choice, not a secret the
 * shop made), and the key is taken again by the next creation.
 */
async function findCreation(
  tx: Tx | Db,
  key: string,
): Promise<{ order: OrderJson; created: boolean } | null> {
  const [row] = await tx
    .select({
      orderId: orderTables.orders.id,
      created: orderTables.orderCreationKeys.created,
      userId: orderTables.orders.userId,
      state: orderTables.orders.state,
    })
    .from(orderTables.orderCreationKeys)
    .innerJoin(orderTables.orders, eq(orderTables.orders.id, orderTables.orderCreationKeys.orderId))
    .where(eq(orderTables.orderCreationKeys.key, key));
  if (!row) return null;
  if (key.startsWith(GUEST_KEY_PREFIX) && (row.userId !== null || !isOpen(row))) return null;
  return { order: await orderJson(tx as Tx, row.orderId), created: row.created };
}

/** An earlier creation with this key (see createOrder), read before the request is counted or throttled. */
export async function findEarlierCreation(
  db: Db,
  key: string,
): Promise<{ order: OrderJson; created: boolean } | null> {
  return db.transaction((tx) => findCreation(tx, key));
}

/**
 * The order the caller may see (any state), or 404. Read in one transaction: a consistent picture, and on
 * PGlite one turn at the database instead of one per query.
 */
export async function findOrder(db: Db, caller: Caller, number: string, now: Date): Promise<OrderJson> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orderTables.orders).where(eq(orderTables.orders.number, number));
    if (!order || !canAccess(order, caller)) throw new NotFoundError(ORDER_NOT_FOUND);
    return orderJson(tx, order, now);
  });
}

/** The customer's current (open) order at `now`, or null. */
export async function findCurrentOrder(db: Db, userId: number, now: Date): Promise<OrderJson | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orderTables.orders)
      .where(
        and(eq(orderTables.orders.userId, userId), inArray(orderTables.orders.state, [...OPEN_ORDER_STATES])),
      );
    return order ? orderJson(tx, order, now) : null;
  });
}

export async function addLineItem(db: Db, caller: Caller, number: string, line: NewLine): Promise<OrderJson> {
  return inTransaction(db, async (tx) => {
    const order = await lockOrderByNumber(tx, number, caller);
    const added = await addLines(tx, order, await orderLines(tx, order.id), [line], () => 'line_item');
    return orderJson(tx, await recomputeCart(tx, order, added));
  });
}

/**
 * Adds several lines at once (a whole barbecue): one transaction, all or nothing; each variant already in
 * the cart grows by its quantity. Errors are keyed 'line_items.{index}.quantity'.
 */
export async function addLineItems(
  db: Db,
  caller: Caller,
  number: string,
  lines: NewLine[],
): Promise<OrderJson> {
  return inTransaction(db, async (tx) => {
    const order = await lockOrderByNumber(tx, number, caller);
    const unique = mergeRepeated(lines);
    const existing = await orderLines(tx, order.id);
    const added = await addLines(tx, order, existing, unique, (i) => `line_items.${unique[i]!.index}`);
    return orderJson(tx, await recomputeCart(tx, order, added));
  });
}

/** The line `lineId` among the order's lines, or 404; a blend's line changes only with its blend (409). */
function changeableLine(lines: LineRow[], lineId: number): LineRow {
  const line = lines.find((candidate) => candidate.id === lineId);
  if (!line) throw new NotFoundError('Item não encontrado');
  if (line.mixId !== null) throw new SalesError('conflict', BLEND_TEXTS.lineOfMix);
  return line;
}

/** Changes only the fields given; a new quantity keeps the portion size within the slider's range. */
export async function updateLineItem(
  db: Db,
  caller: Caller,
  number: string,
  lineId: number,
  changes: LineChanges,
): Promise<OrderJson> {
  return inTransaction(db, async (tx) => {
    const order = await lockOrderByNumber(tx, number, caller);
    const lines = await orderLines(tx, order.id);
    const line = changeableLine(lines, lineId);
    const variants = await readLineVariants(tx, lines);
    const rules = rulesOf(variants.get(line.variantId));
    if (!rules) throw new NotFoundError(VARIANT_NOT_FOUND);
    const quantity = changes.quantity ?? line.quantity;
    const portioningSize =
      changes.portioningSize ??
      (quantity === line.quantity
        ? line.portioningSize
        : fitPortioning(quantity, line.portioningSize, rules));
    const errors: FieldErrors = {};
    if (changes.quantity !== undefined && changes.quantity !== null) {
      const held = heldElsewhere(lines, (other) => other.id === line.id);
      const messages = quantityErrors(
        withStockLeft(rules, held.get(line.variantId)),
        quantity,
        line.quantity,
      );
      if (messages.length > 0) errors['line_item.quantity'] = messages;
    }
    if (changes.portioningSize !== undefined && changes.portioningSize !== null) {
      const messages =
        rules.unitForQuantity === 'g'
          ? portioningErrors(quantity, changes.portioningSize, rules)
          : [PORTIONING_BY_WEIGHT_ONLY];
      if (messages.length > 0) errors['line_item.portioning_size'] = messages;
    }
    throwIfAny(errors);
    const [written] = await tx
      .update(orderTables.lineItems)
      .set({
        quantity,
        portioningSize: rules.unitForQuantity === 'g' ? portioningSize : null,
        ...(changes.observation !== undefined &&
          changes.observation !== null && { observation: changes.observation || null }),
        ...(changes.substitution && { substitution: changes.substitution }),
        updatedAt: new Date(),
      })
      .where(eq(orderTables.lineItems.id, line.id))
      .returning();
    const changed = lines.map((other) => (other.id === line.id ? written! : other));
    return orderJson(tx, await recomputeCart(tx, order, { lines: changed, variants }));
  });
}

export async function deleteLineItem(
  db: Db,
  caller: Caller,
  number: string,
  lineId: number,
): Promise<OrderJson> {
  return inTransaction(db, async (tx) => {
    const order = await lockOrderByNumber(tx, number, caller);
    const lines = await orderLines(tx, order.id);
    const line = changeableLine(lines, lineId);
    await tx.delete(orderTables.lineItems).where(eq(orderTables.lineItems.id, line.id));
    const left = lines.filter((other) => other.id !== line.id);
    return orderJson(tx, await recomputeCart(tx, order, { lines: left }));
  });
}

/**
 * POST /checkouts/current/restart: the caller's open order goes back to 'cart' (the checkout starts over).
 * Customers by session, guests by ?order_token=.
 */
export async function restartCheckout(db: Db, caller: Caller): Promise<OrderJson> {
  if (!caller.user && caller.orderToken === undefined) throw new SalesError('not_logged_in');
  return inTransaction(db, async (tx) => {
    let order: OrderRow | undefined;
    if (caller.user) {
      order = await lockOpenOrderOfUser(tx, caller.user.id);
    } else {
      [order] = await tx
        .select()
        .from(orderTables.orders)
        .where(and(eq(orderTables.orders.token, caller.orderToken!), isNull(orderTables.orders.userId)))
        .for('update');
    }
    if (!order || !isOpen(order)) throw new SalesError('no_active_cart');
    await tx
      .update(orderTables.orders)
      .set({ state: 'cart', updatedAt: new Date() })
      .where(eq(orderTables.orders.id, order.id));
    return orderJson(tx, order.id);
  });
}

/**
 * At login: the guest order of `orderToken` joins the user. Without an open order of their own,
 * the user takes the guest order over; otherwise its lines are merged into the user's order (quantities of
 * a variant in both add up, capped at what may be sold) and the guest order is deleted. The token no
 * longer opens anything afterwards. Returns the number of the user's current order, or null when the token
 * names no open guest order, or the user's order is being completed (it holds their one current-order
 * place for the moment that takes): the guest order is then left as it is, not joined.
 */
export async function attachGuestOrder(db: Db, userId: number, orderToken: string): Promise<string | null> {
  return inTransaction(db, async (tx) => {
    const [guest] = await tx
      .select()
      .from(orderTables.orders)
      .where(and(eq(orderTables.orders.token, orderToken), isNull(orderTables.orders.userId)))
      .for('update');
    if (!guest || !isOpen(guest)) return null;
    const [user] = await tx
      .select({ email: authTables.users.email })
      .from(authTables.users)
      .where(eq(authTables.users.id, userId));
    if (!user) return null;

    const own = await lockCurrentOrderOfUser(tx, userId);
    // Their order is being completed: the guest order cannot become theirs now and is left as it is.
    if (own?.state === 'completing') return null;
    if (!own) {
      await tx
        .update(orderTables.orders)
        .set({ userId, email: user.email, updatedAt: new Date() })
        .where(eq(orderTables.orders.id, guest.id));
      await recomputeCart(tx, { ...guest, userId });
      return guest.number;
    }

    // One after the other: a transaction's queries share its one connection.
    const guestLines = await orderLines(tx, guest.id);
    const ownLines = await orderLines(tx, own.id);
    const variants = await readLineVariants(tx, guestLines);
    // The customer's blends hold their meats: a plain line gets what they leave of the stock.
    const inBlends = heldElsewhere(ownLines, (line) => line.mixId === null);
    for (const line of guestLines) {
      const rules = rulesOf(variants.get(line.variantId));
      // A guest has no blends (they are a customer's): every guest line is a plain line.
      const mine = plainLine(ownLines, line.variantId);
      const wanted = (mine?.quantity ?? 0) + line.quantity;
      const allowed = rules
        ? validQuantityAtMost(withStockLeft(rules, inBlends.get(line.variantId)), wanted)
        : 0;
      if (mine) {
        // Never less than the user already had, even when the stock shrank since.
        const quantity = Math.max(mine.quantity, allowed);
        await tx
          .update(orderTables.lineItems)
          .set({
            quantity,
            portioningSize: rules
              ? fitPortioning(quantity, mine.portioningSize ?? line.portioningSize, rules)
              : mine.portioningSize,
            observation: mine.observation ?? line.observation,
            updatedAt: new Date(),
          })
          .where(eq(orderTables.lineItems.id, mine.id));
      } else if (allowed > 0) {
        await tx.insert(orderTables.lineItems).values({
          orderId: own.id,
          variantId: line.variantId,
          quantity: allowed,
          price: line.price,
          portioningSize: fitPortioning(allowed, line.portioningSize, rules!),
          observation: line.observation,
          // What was chosen on the line while a guest stays the line's choice.
          substitution: line.substitution,
        });
      }
    }
    await tx.delete(orderTables.orders).where(eq(orderTables.orders.id, guest.id));
    await recomputeCart(tx, own);
    return own.number;
  });
}
