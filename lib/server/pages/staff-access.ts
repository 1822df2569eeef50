/**
 * The staff screens' guard (docs/business-rules.md, Staff roles): a server layout of /equipe or
 * /entregador awaits `staffPage(capability)` and renders only for a staff member whose role has it.
 * Guests, customers and other roles get the not-found page: the screens' existence is not revealed, as the
 * API's 403 does not reveal a route's rules. The session is the API's own (the httpOnly session cookie,
 * resolved as lib/server/api/authenticate.ts does).
 */
import 'server-only';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { can, type StaffCapability } from '@/lib/rules/staff-roles';
import { camelize, type Camelized } from '@/lib/sales-api/case';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { findSessionUser, type SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { getDatabase } from '../server-database';

/** The signed-in staff member whose role has `capability`; the not-found page for anyone else. */
export async function staffPage(capability: StaffCapability): Promise<SessionUser> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const user = token ? await findSessionUser((await getDatabase()).db, token) : null;
  if (!user || !can(user.role, capability)) notFound();
  return user;
}

/**
 * A staff screen's first answer, drawn in its HTML so that its largest paint does not wait for the browser
 * to ask (docs/performance.md, The store's screens): past the same guard, `read` is the service the admin
 * API's route answers with, in the contract's shape, camelized as the browser's client camelizes it.
 */
export async function staffPageAnswer<T>(
  capability: StaffCapability,
  read: (db: Db, now: Date) => Promise<T>,
): Promise<Camelized<T>> {
  await staffPage(capability);
  return camelize(await read((await getDatabase()).db, new Date()));
}
