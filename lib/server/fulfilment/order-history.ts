/**
 * An order's history (docs/business-rules.md, Staff roles): every recorded action, oldest first, with its
 * author as the other staff see them (null for the shop itself: jobs, or a role no longer on the staff).
 */
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { OrderHistoryJson } from '@/lib/sales-api/staff';
import { staffMemberJson } from '../auth/staff-member';
import * as authTables from '../auth/schema';
import * as orderTables from '../orders/schema';
import { findOrderId, type StaffDeps } from './staff-action';

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

export async function orderHistory(deps: StaffDeps, number: string): Promise<OrderHistoryJson> {
  const orderId = await findOrderId(deps.db, number, deps);
  const rows = await deps.db
    .select({
      event: orderTables.orderEvents,
      user: {
        id: authTables.users.id,
        firstName: authTables.users.firstName,
        lastName: authTables.users.lastName,
        role: authTables.users.role,
      },
    })
    .from(orderTables.orderEvents)
    .leftJoin(authTables.users, eq(authTables.users.id, orderTables.orderEvents.userId))
    .where(eq(orderTables.orderEvents.orderId, orderId))
    .orderBy(asc(orderTables.orderEvents.createdAt), asc(orderTables.orderEvents.id));
  return {
    events: rows.map(({ event, user }) => {
      // Actions recorded before 'before' and 'after' existed kept what they changed in 'details'.
      const details = asRecord(event.details);
      const legacy = details && Object.keys(details).length > 0 ? details : null;
      return {
        id: event.id,
        at: event.createdAt.toISOString(),
        action: event.action,
        staff: user ? staffMemberJson(user) : null,
        before: asRecord(event.before),
        after: asRecord(event.after) ?? legacy,
        note: event.note,
      };
    }),
  };
}
