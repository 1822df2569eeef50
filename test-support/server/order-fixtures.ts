/** Complete orders and staff members for the API tests of the after-purchase side. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as authTables from '../../lib/server/auth/schema';
import type { StaffRole } from '@/lib/rules/staff-roles';
import type { OrderJson } from '@/lib/sales-api/order';
import { jsonRequest } from './account-fixtures';
import {
  APPROVED_CARD,
  checkoutToConfirm,
  createCart,
  createShopper,
  MONDAY_MORNING,
  put,
  setStock,
  testProducts,
  type Shopper,
} from './checkout-fixtures';
import { createTestApi, type TestApi } from './test-api';

export type TestProducts = Awaited<ReturnType<typeof testProducts>>;

/**
 * The shop the back office's tests work in: Monday morning (scheduled windows ahead, express and pickup
 * open), the test products well in stock.
 */
export async function stockedShop(): Promise<{ api: TestApi; products: TestProducts }> {
  const api = await createTestApi({ clock: () => MONDAY_MORNING });
  const products = await testProducts(api);
  await setStock(api, products.unit.id, 10_000);
  await setStock(api, products.weighed.id, 1_000_000);
  return { api, products };
}

/** A staff member of `role` (the manager, who may do everything, by default) with a session. */
export async function createStaff(api: TestApi, role: StaffRole = 'manager'): Promise<Shopper> {
  const staff = await createShopper(api);
  await api.database.db.update(authTables.users).set({ role }).where(eq(authTables.users.id, staff.id));
  return staff;
}

/**
 * A complete order of `shopper` for `lines` (a card by default; `methodId` 2 pays on delivery), on the
 * first scheduled window unless `pickRate` chooses another rate (express, pickup, a later window).
 */
export async function completeOrder(
  api: TestApi,
  shopper: Shopper,
  lines: { variant_id: number; quantity: number }[],
  { methodId = 1, pickRate }: { methodId?: number; pickRate?: (order: OrderJson) => number } = {},
): Promise<OrderJson> {
  const cart = await createCart(api, shopper, lines);
  await checkoutToConfirm(api, shopper, cart.number, {
    payment: methodId === 1 ? { card: APPROVED_CARD } : { methodId },
    ...(pickRate && { pickRate }),
  });
  const done = await put(api, shopper, `/api/v1/checkouts/${cart.number}/next`);
  if (done.body.state !== 'complete')
    throw new Error(`completion: ${done.status} ${JSON.stringify(done.body)}`);
  return done.body;
}

/**
 * The row of a complete order of `shopper`, numbered `number`, written straight to the table by the tests
 * that need hundreds (no lines, no rate: the caller adds what it reads).
 */
export function placedOrderRow(shopper: Shopper, number: string, completedAt: Date) {
  return {
    number,
    token: randomBytes(24).toString('base64url'),
    userId: shopper.id,
    email: shopper.email,
    state: 'complete' as const,
    fulfillmentState: 'pending',
    total: '59.90',
    completedAt,
  };
}

/** A back-office call as `staff`. */
export function staffCall(
  api: TestApi,
  staff: Shopper,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  body?: unknown,
) {
  return api.json<OrderJson & { error?: string; errors?: Record<string, string[]> }>(
    `/admin/orders${path}`,
    method === 'GET' ? { headers: staff.headers } : jsonRequest(method, body ?? {}, staff.headers),
  );
}

/** The order's rate of shipping method `methodId` (1 scheduled, 2 express, 3 pickup), the `index`-th one. */
export function rateOf(methodId: number, index = 0): (order: OrderJson) => number {
  return (order) => {
    const rates = order.shipments[0]!.shipping_rates.filter((rate) => rate.shipping_method_id === methodId);
    const rate = rates[index];
    if (!rate) throw new Error(`no rate ${index} of method ${methodId}`);
    return rate.id;
  };
}

/** A call of the staff's API (any /admin path) as `staff`. */
export function adminCall<T = OrderJson & { error?: string; errors?: Record<string, string[]> }>(
  api: TestApi,
  staff: Pick<Shopper, 'headers'>,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  body?: unknown,
) {
  return api.json<T & { error?: string; errors?: Record<string, string[]> }>(
    path,
    method === 'GET' ? { headers: staff.headers } : jsonRequest(method, body ?? {}, staff.headers),
  );
}

/**
 * A card order of `shopper` weighed by `manager` ('Concluir pesagem', each line as ordered unless
 * `weighed` says otherwise) and captured: ready, with its payment's capture confirmed.
 */
export async function capturedOrder(
  api: TestApi,
  shopper: Shopper,
  manager: Pick<Shopper, 'headers'>,
  lines: { variant_id: number; quantity: number }[],
  { weighed, pickRate }: { weighed?: number[]; pickRate?: (order: OrderJson) => number } = {},
): Promise<OrderJson> {
  const order = await completeOrder(api, shopper, lines, { ...(pickRate && { pickRate }) });
  await adminCall(api, manager, 'PUT', `/admin/orders/${order.number}/fulfillment`, { state: 'pending' });
  const packed = await adminCall(api, manager, 'PUT', `/admin/orders/${order.number}/packed`, {
    line_items: order.line_items.map((line, index) => ({
      id: line.id,
      quantity: weighed?.[index] ?? line.quantity,
    })),
  });
  if (packed.status !== 200 || !packed.body.payments.at(-1)?.captured_amount) {
    throw new Error(`packing: ${packed.status} ${JSON.stringify(packed.body)}`);
  }
  return packed.body;
}
