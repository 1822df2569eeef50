/**
 * @jest-environment node
 */
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
  it('pages through orders completed at the same instant without repeating or skipping one', async () => {
    const customer = await createShopper(api);
    const { db } = api.database;
    // 500 orders placed in the same instant (an import, a clock's resolution), listed 50 a page.
    const placed = await db
      .insert(orderTables.orders)
      .values(
        Array.from({ length: 500 }, (_, index) =>
          placedOrderRow(customer, `R9${String(index).padStart(8, '0')}`, MONDAY_MORNING),
        ),
      )
      .returning({ number: orderTables.orders.number });

    const pages = [];
    for (let page = 1; page <= 10; page++) pages.push(await listOrdersForStaff(db, { page }));
    const listed = pages.flatMap(({ orders }) => orders.map((order) => order.number));
    expect(pages.map(({ orders }) => orders.length)).toEqual(Array(10).fill(50));
    expect(pages.every(({ count }) => count === 500)).toBe(true);
    expect(listed.toSorted()).toEqual(placed.map((order) => order.number).toSorted());
  });
});
