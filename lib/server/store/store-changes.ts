/**
 * The audit of the store back office (docs/business-rules.md, Store back office). Every write of the
 * catalogue and the store's settings calls recordStoreChange in its own transaction, so that a change is
 * recorded exactly when it is made: who (the staff member), what (the kind of thing and its id) and the
 * thing before and after, as the admin API answers it. GET /admin/store/changes lists them
 * (./changes-routes.ts); the screen is /equipe/loja/historico.
 */
import 'server-only';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { StoreChangeJson, StoreChangesJson } from '@/lib/sales-api/store-changes';
import { STORE_CHANGES_PER_PAGE } from '@/lib/sales-api/store-changes-text';
import * as authTables from '../auth/schema';
import type { Db } from '../db/database';
import { staffMemberJson } from '../auth/staff-member';
import { storeChanges } from './changes-schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A thing as the admin API answers it (a product, a holiday, ...); null when it does not exist. */
type Snapshot = object | null;

/** What says nothing about a change: the time of the row's last write. */
const withoutStamp = (snapshot: Snapshot) =>
  snapshot === null
    ? null
    : Object.fromEntries(Object.entries(snapshot).filter(([key]) => key !== 'updated_at'));

/**
 * Records one change of the store, in the transaction `tx` that makes it: `before` null for something
 * created, `after` null for something removed. A save that changed nothing is not recorded.
 */
export async function recordStoreChange(
  tx: Tx | Db,
  staffId: number | null,
  entity: string,
  id: number | string,
  before: Snapshot,
  after: Snapshot,
): Promise<void> {
  if (JSON.stringify(withoutStamp(before)) === JSON.stringify(withoutStamp(after))) return;
  await tx.insert(storeChanges).values({ userId: staffId, entity, entityId: String(id), before, after });
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** GET /admin/store/changes: latest first, of one kind (and one thing) when asked. */
export async function listStoreChanges(
  db: Db,
  query: { entity?: string | undefined; entity_id?: string | undefined; page: number },
): Promise<StoreChangesJson> {
  const filters: SQL[] = [];
  if (query.entity) filters.push(eq(storeChanges.entity, query.entity));
  if (query.entity && query.entity_id) filters.push(eq(storeChanges.entityId, query.entity_id));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        change: storeChanges,
        user: {
          id: authTables.users.id,
          firstName: authTables.users.firstName,
          lastName: authTables.users.lastName,
          role: authTables.users.role,
        },
      })
      .from(storeChanges)
      .leftJoin(authTables.users, eq(authTables.users.id, storeChanges.userId))
      .where(where)
      .orderBy(desc(storeChanges.createdAt), desc(storeChanges.id))
      .limit(STORE_CHANGES_PER_PAGE)
      .offset((query.page - 1) * STORE_CHANGES_PER_PAGE),
    db.select({ n: count() }).from(storeChanges).where(where),
  ]);
  return {
    changes: rows.map(({ change, user }): StoreChangeJson => ({
      id: change.id,
      at: change.createdAt.toISOString(),
      staff: user ? staffMemberJson(user) : null,
      entity: change.entity,
      entity_id: change.entityId,
      before: asRecord(change.before),
      after: asRecord(change.after),
    })),
    count: total?.n ?? 0,
  };
}
