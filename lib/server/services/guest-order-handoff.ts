/**
 * The one place where login hands a guest's cart to the customer (spec 03: "On login the guest order is
 * attached to the user, merged into the user's open cart if one exists"). POST /v2/auth calls it with a
 * validated order_token after the credentials check. The cart service owns orders and supplies the
 * merge; until it is wired in (at the merge of the cart and accounts branches) there is no order table
 * to attach to, so the token is only acknowledged here.
 */
import 'server-only';
import type { Db } from '../db/database';

export interface GuestOrderHandoff {
  userId: number;
  /** The guest order's token, as the storefront kept it (format checked by loginSchema). */
  orderToken: string;
}

export async function attachGuestOrderOnLogin(db: Db, handoff: GuestOrderHandoff): Promise<void> {
  void db;
  void handoff;
}
