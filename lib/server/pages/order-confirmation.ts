/**
 * The order /confirmacao shows (docs/business-rules.md, Checkout): a complete order, to the customer it
 * belongs to, signed in with the session cookie; anyone else gets the not-found page. Only a signed-in
 * customer checks out, so no guest ever holds a complete order (a guest's token reaches only a cart).
 *
 * A not-found page thrown while the page renders reaches the browser as an empty document
 * (docs/decisions.md, "A missing product or department is answered by the server"): proxy.ts asks
 * `confirmationNotFound` on a page load and rewrites to the not-found page, drawn by the server; the
 * router's fetches meet the page's own notFound().
 */
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { confirmationRequest } from '@/lib/checkout/confirmation-address';
import type { OrderJson } from '@/lib/sales-api/order';
import { findSessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { orders } from '../orders/schema';
import { orderJson } from '../orders/order-serializer';
import { getDb } from '../server-database';

/** The id of the complete order `number` of the session `token`'s customer, or null. */
async function confirmedOrderId(
  db: Db,
  token: string | undefined,
  number: string | null,
): Promise<number | null> {
  if (!token || !number) return null;
  const user = await findSessionUser(db, token);
  if (!user) return null;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.userId, user.id), eq(orders.state, 'complete')));
  return order?.id ?? null;
}

/** The complete order `number` for the session `token` of its owner, or null. */
export async function confirmedOrder(
  db: Db,
  token: string | undefined,
  number: string | null,
): Promise<OrderJson | null> {
  const id = await confirmedOrderId(db, token, number);
  return id === null ? null : orderJson(db, id);
}

/** The longest a page load waits for the read: past it, the page decides (its own notFound()). */
const READ_TIMEOUT_MS = 200;

/** Whether a page load of `url` is a confirmation that must answer not found for this session. */
export async function confirmationNotFound(url: URL, token: string | undefined): Promise<boolean> {
  const request = confirmationRequest(url.pathname, url.searchParams);
  if (request === null) return false;
  if (!token || !request.number) return true;
  let timer: NodeJS.Timeout | undefined;
  const undecided = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, READ_TIMEOUT_MS, false);
  });
  const read = (async () => (await confirmedOrderId(await getDb(), token, request.number)) === null)();
  try {
    return await Promise.race([read, undecided]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
