/**
 * An order's history (docs/business-rules.md, Staff roles: History): each action on it, who took it (a
 * staff member, or null for the shop itself: a webhook, a job), when, what, the fields it changed before
 * and after, and a note. Written in the transaction that makes the change.
 */
import 'server-only';
import * as orderTables from './schema';
import type { Tx } from './order-core';

export interface ActionChange {
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  note?: string | null;
}

/** Records `action` on the order, by `who.staffId` (null: the shop itself). */
export async function recordAction(
  tx: Tx,
  who: { staffId: number | null },
  orderId: number,
  action: string,
  { before = null, after = null, note = null }: ActionChange = {},
) {
  await tx
    .insert(orderTables.orderEvents)
    .values({ orderId, userId: who.staffId, action, before, after, note });
}
