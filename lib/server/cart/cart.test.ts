import { asc, eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Database } from '../db/database';
import * as authTables from '../auth/schema';
import * as catalogueTables from '../catalogue/schema';
import * as orderTables from '../orders/schema';
import { createTestDatabase } from '@/test-support/server/test-database';
import {
  addLineItem,
  attachGuestOrder,
  createOrder,
  deleteLineItem,
  findCurrentOrder,
  findOrder,
  updateLineItem,
} from './cart';
import { orderJson } from '../orders/order-serializer';
import { formatCents, microsToCents, normalizeAmount, parseAmount } from '@/lib/money';
import { countStatements } from '@/test-support/server/statement-count';

let database: Database;
type VariantRow = typeof catalogueTables.variants.$inferSelect;
let cut: VariantRow;
let beer: VariantRow;
let other: VariantRow;

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await database.db
    .select()
    .from(catalogueTables.variants)
    .orderBy(asc(catalogueTables.variants.id));
  cut = rows.find(
    (v) => v.unitForQuantity === 'g' && v.minimumQuantity === 500 && v.incrementQuantity === 250,
  )!;
  beer = rows.find((v) => v.unitForQuantity === 'un' && v.maximumQuantity >= 24 && v.totalOnHand >= 30)!;
  other = rows.find((v) => v.unitForQuantity === 'un' && v.id !== beer.id && v.totalOnHand >= 5)!;
});
afterAll(() => database.close());

let users = 0;
async function newUser(): Promise<SessionUser> {
  users += 1;
  const [row] = await database.db
    .insert(authTables.users)
    .values({
      email: `pessoa${users}@exemplo.com.br`,
      firstName: 'Pessoa',
      lastName: `${users}`,
      passwordHash: 'x',
    })
    .returning();
  return {
    id: row!.id,
    email: row!.email,
    firstName: row!.firstName,
    lastName: row!.lastName,
    role: 'customer',
    sessionId: 0,
  };
}

async function guestCart(lines: { variantId: number; quantity: number }[]) {
  return (await createOrder(database.db, { user: null }, lines)).order;
}

describe('attachGuestOrder', () => {
  it('hands the guest order to a user without an open order; its token then opens nothing', async () => {
    const user = await newUser();
    const guest = await guestCart([{ variantId: beer.id, quantity: 2 }]);

    expect(await attachGuestOrder(database.db, user.id, guest.token)).toBe(guest.number);

    const current = (await findCurrentOrder(database.db, user.id, new Date()))!;
    expect(current).toMatchObject({ number: guest.number, user_id: user.id, email: user.email });
    expect(current.line_items.map((l) => l.quantity)).toEqual([2]);
    await expect(
      findOrder(database.db, { user: null, orderToken: guest.token }, guest.number, new Date()),
    ).rejects.toThrow('Pedido não encontrado');
    expect((await findOrder(database.db, { user }, guest.number, new Date())).id).toBe(current.id);
  });

  it('merges into the user’s open order: quantities add up, new lines join, the guest order goes away', async () => {
    const user = await newUser();
    const { order: own } = await createOrder(database.db, { user }, [{ variantId: beer.id, quantity: 3 }]);
    const ownId = own.id;
    await updateLineItem(database.db, { user }, own.number, own.line_items[0]!.id, {
      observation: 'Bem gelada',
    });
    const guest = await guestCart([
      { variantId: beer.id, quantity: 2 },
      { variantId: cut.id, quantity: 750 },
    ]);

    expect(await attachGuestOrder(database.db, user.id, guest.token)).toBe(own.number);

    const merged = await orderJson(database.db, ownId);
    expect(merged.line_items.map((l) => [l.variant_id, l.quantity, l.mix_id, l.observation])).toEqual([
      [beer.id, 5, null, 'Bem gelada'],
      [cut.id, 750, null, null],
    ]);
    expect(merged.item_total).not.toBe(own.item_total);
    expect(await database.db.$count(orderTables.orders, eq(orderTables.orders.id, guest.id))).toBe(0);
  });

  it('caps a merged quantity at the maximum and at the stock', async () => {
    const user = await newUser();
    const {
      order: { id: orderId },
    } = await createOrder(database.db, { user }, [
      { variantId: beer.id, quantity: beer.maximumQuantity - 1 },
    ]);
    const guest = await guestCart([
      { variantId: beer.id, quantity: 5 },
      { variantId: other.id, quantity: 3 },
    ]);
    await database.db
      .update(catalogueTables.variants)
      .set({ totalOnHand: 2 })
      .where(eq(catalogueTables.variants.id, other.id));
    try {
      await attachGuestOrder(database.db, user.id, guest.token);
    } finally {
      await database.db
        .update(catalogueTables.variants)
        .set({ totalOnHand: other.totalOnHand })
        .where(eq(catalogueTables.variants.id, other.id));
    }
    const merged = await orderJson(database.db, orderId);
    expect(merged.line_items.map((l) => [l.variant_id, l.quantity])).toEqual([
      [beer.id, beer.maximumQuantity],
      [other.id, 2],
    ]);
  });

  it('does nothing for an unknown token, a customer’s order or a completed guest order', async () => {
    const user = await newUser();
    expect(await attachGuestOrder(database.db, user.id, 'nao-existe')).toBeNull();

    const owner = await newUser();
    const { order: owned } = await createOrder(database.db, { user: owner }, [
      { variantId: beer.id, quantity: 1 },
    ]);
    expect(await attachGuestOrder(database.db, user.id, owned.token)).toBeNull();

    const done = await guestCart([{ variantId: beer.id, quantity: 1 }]);
    await database.db
      .update(orderTables.orders)
      .set({ state: 'complete' })
      .where(eq(orderTables.orders.id, done.id));
    expect(await attachGuestOrder(database.db, user.id, done.token)).toBeNull();
    expect(await findCurrentOrder(database.db, user.id, new Date())).toBeNull();
  });

  it('attaching the same guest order twice at once attaches it once', async () => {
    const user = await newUser();
    const guest = await guestCart([{ variantId: beer.id, quantity: 1 }]);
    const results = await Promise.all([
      attachGuestOrder(database.db, user.id, guest.token),
      attachGuestOrder(database.db, user.id, guest.token),
    ]);
    expect(results.filter((r) => r === guest.number)).toHaveLength(1);
    const current = (await findCurrentOrder(database.db, user.id, new Date()))!;
    expect(current.line_items.map((l) => l.quantity)).toEqual([1]);
    // The user's cart keeps working after the merge.
    const grown = await addLineItem(database.db, { user }, current.number, {
      variantId: beer.id,
      quantity: 1,
    });
    expect(grown.line_items.map((l) => l.quantity)).toEqual([2]);
    expect((await orderJson(database.db, current.id)).line_items.map((l) => l.quantity)).toEqual([2]);
  });
});

describe('a cart change', () => {
  const guestOf = (order: { token: string }) => ({ user: null, orderToken: order.token });

  it('reads the lines and their variants once: 7 statements for a line that grows', async () => {
    const cart = await guestCart([{ variantId: beer.id, quantity: 1 }]);
    const { result, statements } = await countStatements(database, () =>
      addLineItem(database.db, guestOf(cart), cart.number, { variantId: beer.id, quantity: 1 }),
    );
    expect(result.line_items.map((line) => line.quantity)).toEqual([2]);
    // The order locked, its lines, their variants, the line, the totals, the shipment and the payments.
    expect(statements).toBe(7);
  });

  it('creates a guest’s cart in 6 statements: a new order has no lines to read', async () => {
    const { result, statements } = await countStatements(database, () =>
      createOrder(database.db, { user: null }, [{ variantId: beer.id, quantity: 1 }]),
    );
    expect(result.order.line_items.map((line) => line.variant_id)).toEqual([beer.id]);
    // The order, the variant, the line, the totals, the shipment and the payments.
    expect(statements).toBe(6);
  });

  it('changes and removes a line in 7 statements each too', async () => {
    const cart = await guestCart([
      { variantId: beer.id, quantity: 1 },
      { variantId: other.id, quantity: 1 },
    ]);
    const [first, second] = cart.line_items;
    const changed = await countStatements(database, () =>
      updateLineItem(database.db, guestOf(cart), cart.number, first!.id, { quantity: 3 }),
    );
    expect(changed.result.line_items.map((line) => line.quantity)).toEqual([3, 1]);
    expect(changed.statements).toBe(7);
    // The answer drawn from what the change read and wrote is the order as the database holds it.
    expect(await orderJson(database.db, cart.id)).toEqual(changed.result);
    const removed = await countStatements(database, () =>
      deleteLineItem(database.db, guestOf(cart), cart.number, second!.id),
    );
    expect(removed.result.line_items.map((line) => line.variant_id)).toEqual([beer.id]);
    expect(removed.statements).toBe(7);
    expect(await orderJson(database.db, cart.id)).toEqual(removed.result);
  });

  it('brings the lines an add did not touch to today’s price, and the totals with them', async () => {
    const cart = await guestCart([{ variantId: beer.id, quantity: 2 }]);
    await database.db
      .update(catalogueTables.variants)
      .set({ price: '10.005' })
      .where(eq(catalogueTables.variants.id, beer.id));
    try {
      const grown = await addLineItem(database.db, guestOf(cart), cart.number, {
        variantId: other.id,
        quantity: 1,
      });
      expect(grown.line_items.map((line) => [line.variant_id, line.price])).toEqual([
        [beer.id, '10.005'],
        [other.id, normalizeAmount(other.price)],
      ]);
      // 2 × 10.005 = 20.01 (a line is rounded to the cent, half up).
      const expected = formatCents(2001n + microsToCents(parseAmount(other.price)));
      expect([grown.item_total, grown.total]).toEqual([expected, expected]);
      // As written: the next reading shows the same.
      expect(await orderJson(database.db, cart.id)).toEqual(grown);
    } finally {
      await database.db
        .update(catalogueTables.variants)
        .set({ price: beer.price })
        .where(eq(catalogueTables.variants.id, beer.id));
    }
  });

  it('keeps an archived product’s line at today’s price, shown unavailable, and adds no more of it', async () => {
    const cart = await guestCart([{ variantId: beer.id, quantity: 1 }]);
    const setProduct = (status: 'archived' | 'published', price: string) =>
      Promise.all([
        database.db
          .update(catalogueTables.products)
          .set({ status })
          .where(eq(catalogueTables.products.id, beer.productId)),
        database.db
          .update(catalogueTables.variants)
          .set({ price })
          .where(eq(catalogueTables.variants.id, beer.id)),
      ]);
    await setProduct('archived', '10.005');
    try {
      const grown = await addLineItem(database.db, guestOf(cart), cart.number, {
        variantId: other.id,
        quantity: 1,
      });
      const archived = grown.line_items.find((line) => line.variant_id === beer.id)!;
      expect([archived.price, archived.variant.available]).toEqual(['10.005', false]);
      await expect(
        addLineItem(database.db, guestOf(cart), cart.number, { variantId: beer.id, quantity: 1 }),
      ).rejects.toMatchObject({ fieldErrors: { 'line_item.variant_id': ['Produto não encontrado'] } });
    } finally {
      await setProduct('published', beer.price);
    }
  });
});
