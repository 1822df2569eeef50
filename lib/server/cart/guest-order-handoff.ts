/**
 * The one place where login hands a guest's cart to the customer (docs/business-rules.md, Cart: the guest
 * order is attached to the user, merged into the user's open cart if one exists). POST /v2/auth calls it with
 * a validated order_token after the credentials check; the cart service does the merge.
 */
import 'server-only';
import type { Db } from '../db/database';
import { attachGuestOrder } from './cart';

export interface GuestOrderHandoff {
  userId: number;
  /** The guest order's token, as the storefront kept it (format checked by loginSchema). */
  orderToken: string;
}

export async function attachGuestOrderOnLogin(
  db: Db,
  { userId, orderToken }: GuestOrderHandoff,
): Promise<void> {
  await attachGuestOrder(db, userId, orderToken);
}
