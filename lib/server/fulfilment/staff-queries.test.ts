/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import * as orderTables from '../orders/schema';
import { createShopper, MONDAY_MORNING } from '@/test-support/server/checkout-fixtures';
import { placedOrderRow, stockedShop } from '@/test-support/server/order-fixtures';
import type { TestApi } from '@/test-support/server/test-api';
import { listOrdersForStaff } from './staff-queries';

let api: TestApi;

beforeAll(async () => {
  ({ api } = await stockedShop());
});

afterAll(() => api.database.close());

describe("the back office's list of orders", () => {
  /** Every page from the first, each asked from the previous one's next_cursor, until the last. */
  async function allPages(filter: { fulfillmentState?: string } = {}) {
    const pages = [await listOrdersForStaff(api.database.db, filter)];
    while (pages.at(-1)!.next_cursor) {
      pages.push(
        await listOrdersForStaff(api.database.db, { ...filter, cursor: pages.at(-1)!.next_cursor! }),
      );
    }
    return pages;
  }

  it('pages through orders completed at the same instant without repeating or skipping one', async () => {
    const customer = await createShopper(api);
    const { db } = api.database;
    // 500 orders placed in the same instant (an import, a clock's resolution), listed 50 a page.
    const placed = await db
      .insert(orderTables.orders)
      .values(
        Array.from({ length: 500 }, (_, index) => ({
          ...placedOrderRow(customer, `R9${String(index).padStart(8, '0')}`, MONDAY_MORNING),
          fulfillmentState: 'packaging',
        })),
      )
      .returning({ number: orderTables.orders.number });

    const pages = await allPages({ fulfillmentState: 'packaging' });
    const listed = pages.flatMap(({ orders }) => orders.map((order) => order.number));
    // Ten full pages, and the tenth says it is the last.
    expect(pages.map(({ orders }) => orders.length)).toEqual(Array(10).fill(50));
    expect(listed.toSorted()).toEqual(placed.map((order) => order.number).toSorted());
  });

  it('lists the newest first across pages, to the microsecond PostgreSQL keeps', async () => {
    const customer = await createShopper(api);
    const { db } = api.database;
    // 60 orders a microsecond apart (completion instants written by the database itself), so that page 2
    // starts between two orders of the same millisecond.
    const rows = Array.from({ length: 60 }, (_, index) => ({
      ...placedOrderRow(customer, `R8${String(index).padStart(8, '0')}`, MONDAY_MORNING),
      fulfillmentState: 'ready',
    }));
    const placed = await db.insert(orderTables.orders).values(rows).returning({ id: orderTables.orders.id });
    const lastId = placed.at(-1)!.id;
    await db.execute(sql`
      update orders set completed_at = completed_at + (${lastId} - id) * interval '1 microsecond'
      where fulfillment_state = 'ready'`);

    const pages = await allPages({ fulfillmentState: 'ready' });
    expect(pages.map(({ orders }) => orders.length)).toEqual([50, 10]);
    const ids = pages.flatMap(({ orders }) => orders.map((order) => order.id));
    // Ids ascend as instants descend: newest first is lowest id first here.
    expect(ids).toEqual(placed.map(({ id }) => id).toSorted((a, b) => a - b));
  });
});
