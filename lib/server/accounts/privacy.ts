/**
 * The customer's LGPD rights (docs/business-rules.md, Analytics and privacy): the history of their analytics
 * consent, a download of everything tied to them, and deleting the account. Deleting keeps the orders for
 * fiscal reasons with the customer anonymised: sessions revoked, saved cards deleted at the gateway,
 * personal data erased from the account, its addresses and its orders.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { ConsentJson, PrivacyExportJson } from '@/lib/sales-api/privacy';
import { SalesError } from '@/lib/sales-api/errors';
import { users, sessions } from '../auth/schema';
import type { SessionUser } from '../auth/sessions';
import { listTemplates } from '../blends/blends';
import { userVisitor } from '../catalogue/product-views';
import { productViews } from '../catalogue/product-views-schema';
import { stockNotifications } from '../catalogue/schema';
import type { Db } from '../db/database';
import { listMyOrders } from '../orders/my-orders';
import { orders } from '../orders/schema';
import type { PaymentGateway } from '../payments/gateway';
import { findUserJson, listAddresses, listCreditCards } from './account-json';
import { withCurrentPassword, type Client } from './accounts';
import { deleteCardsAtGateway } from './credit-cards';
import { addresses, consents, creditCards, passwordResetTokens } from './schema';

export const ORDERS_IN_PROGRESS =
  'Você tem pedidos em andamento. Aguarde a entrega (ou cancele o pedido) para excluir a conta.';
export const STAFF_ACCOUNT = 'Contas da equipe são removidas pelo gerente da loja.';
const ERASED_NAME = 'Cliente removido';

export async function recordConsent(db: Db, userId: number, choice: ConsentJson['choice']): Promise<void> {
  await db.insert(consents).values({ userId, choice });
}

export async function listConsents(db: Db, userId: number): Promise<ConsentJson[]> {
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.createdAt), asc(consents.id));
  return rows.map((row) => ({ choice: row.choice, created_at: row.createdAt.toISOString() }));
}

/** Every page of a paged list, in order. */
async function allPages<T>(page: (number: number) => Promise<{ items: T[]; pages: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let number = 1, pages = 1; number <= pages; number++) {
    const answer = await page(number);
    items.push(...answer.items);
    pages = answer.pages;
  }
  return items;
}

const PAGE = 100;

export async function exportAccountData(db: Db, userId: number, now: Date): Promise<PrivacyExportJson> {
  const user = await findUserJson(db, userId);
  if (!user) throw new SalesError('forbidden');
  const { id, email, first_name, last_name, cpf, phone, created_at } = user;
  const notifications = await db
    .select({ variantId: stockNotifications.variantId, createdAt: stockNotifications.createdAt })
    .from(stockNotifications)
    .where(eq(stockNotifications.userId, userId));
  const views = await db
    .select({ variantId: productViews.variantId, viewedAt: productViews.viewedAt })
    .from(productViews)
    .where(eq(productViews.visitor, userVisitor(userId)));
  return {
    exported_at: now.toISOString(),
    profile: { id, email, first_name, last_name, cpf, phone, created_at },
    addresses: await listAddresses(db, userId),
    saved_cards: await listCreditCards(db, userId),
    orders: await allPages(async (page) => {
      const answer = await listMyOrders(db, userId, {
        page,
        perPage: PAGE,
        states: ['complete', 'canceled'],
      });
      return { items: answer.orders, pages: answer.pages };
    }),
    blends: await allPages(async (page) => {
      const answer = await listTemplates(db, userId, { page, perPage: PAGE });
      return { items: answer.templates, pages: answer.pages };
    }),
    stock_notifications: notifications.map((row) => ({
      variant_id: row.variantId,
      created_at: row.createdAt.toISOString(),
    })),
    product_views: views.map((row) => ({
      variant_id: row.variantId,
      viewed_at: row.viewedAt.toISOString(),
    })),
    consents: await listConsents(db, userId),
  };
}

/**
 * Orders the shop still owes the customer: being completed, or complete and neither canceled nor
 * delivered (a failed delivery may still be rescheduled).
 */
async function hasOrdersInProgress(db: Db, userId: number): Promise<boolean> {
  const [open] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        or(
          eq(orders.state, 'completing'),
          and(
            eq(orders.state, 'complete'),
            sql`coalesce(${orders.fulfillmentState}, '') not in ('canceled', 'payment_denied')`,
            sql`coalesce(${orders.deliveryState}, '') not in ('success', 'completed', 'canceled')`,
          ),
        ),
      ),
    )
    .limit(1);
  return open !== undefined;
}

/**
 * An order's delivery address without the person: the area stays for the shop's figures, and a company's
 * tax data (the company's, not the person's) for its invoices.
 */
function anonymousShipAddress(address: unknown): unknown {
  if (typeof address !== 'object' || address === null) return address;
  const zipcode = (address as { zipcode?: unknown }).zipcode;
  return {
    ...address,
    receiver_name: ERASED_NAME,
    full_name: ERASED_NAME,
    address1: '',
    address2: null,
    reference: '',
    additional_information: null,
    telephone: '',
    zipcode: typeof zipcode === 'string' ? `${zipcode.slice(0, 5)}000` : zipcode,
    latitude: null,
    longitude: null,
  };
}

/**
 * Deletes the customer's account once their password is checked (wrong: 422 on `password`, counted as a
 * password change's). Refused (409) while an order is in progress, and for staff accounts (403). The saved
 * cards are deleted at the gateway first (a gateway failure erases nothing: the customer tries again).
 */
export async function deleteAccount(
  db: Db,
  gateway: PaymentGateway,
  caller: SessionUser,
  password: string,
  client: Client,
  now: Date,
): Promise<void> {
  if (caller.role !== 'customer') throw new SalesError('forbidden', STAFF_ACCOUNT);
  await withCurrentPassword(db, caller, password, client, async () => {
    if (await hasOrdersInProgress(db, caller.id)) throw new SalesError('conflict', ORDERS_IN_PROGRESS);
    // The same deletion as the customer's own of a card (./credit-cards.ts), for every card kept there.
    await deleteCardsAtGateway(db, gateway, caller.id);
    await db.transaction((tx) => erase(tx, caller.id, now));
  });
}

async function erase(tx: Db, userId: number, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      email: `removido-${userId}@anonimo.invalid`,
      firstName: 'Cliente',
      lastName: 'removido',
      cpfDigest: null,
      cpfSealed: null,
      clearCpf: null,
      phone: null,
      // Its cards there are deleted (deleteCardsAtGateway): the link to the gateway's customer goes too.
      gatewayCustomerId: null,
      // No password opens it again: a random value that is not a hash of anything.
      passwordHash: `erased:${randomBytes(32).toString('hex')}`,
      anonymizedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.userId, userId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await tx.delete(consents).where(eq(consents.userId, userId));
  await tx.delete(stockNotifications).where(eq(stockNotifications.userId, userId));
  await tx.delete(productViews).where(eq(productViews.visitor, userVisitor(userId)));
  await tx
    .update(creditCards)
    .set({ name: 'REMOVIDO', deletedAt: sql`coalesce(${creditCards.deletedAt}, ${now})`, updatedAt: now })
    .where(eq(creditCards.userId, userId));
  // Orders point at their addresses: the rows stay, emptied of the person.
  await tx
    .update(addresses)
    .set({
      firstname: ERASED_NAME,
      address1: '',
      address2: null,
      zipcode: sql`left(${addresses.zipcode}, 5) || '000'`,
      phone: '',
      reference: '',
      additionalInformation: null,
      latitude: null,
      longitude: null,
      deletedAt: sql`coalesce(${addresses.deletedAt}, ${now})`,
      updatedAt: now,
    })
    .where(eq(addresses.userId, userId));
  const owned = await tx
    .select({ id: orders.id, shipAddress: orders.shipAddress })
    .from(orders)
    .where(eq(orders.userId, userId));
  for (const order of owned) {
    await tx
      .update(orders)
      .set({ email: null, shipAddress: anonymousShipAddress(order.shipAddress), updatedAt: now })
      .where(eq(orders.id, order.id));
  }
}
