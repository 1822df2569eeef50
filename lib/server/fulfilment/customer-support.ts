/**
 * Customer support (docs/business-rules.md, Staff roles): find a customer by name (case and accents
 * ignored), e-mail, phone digits, their whole CPF, or an order's number; see their addresses and orders;
 * send an order's confirmation again. No card data at all: the search and the detail show none. A CPF is
 * stored only digested and sealed (../auth/cpf-vault.ts): a search finds it by its digest, whole, never by
 * a part of it.
 */
import 'server-only';
import { and, asc, desc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { formatCents, microsToCents, parseAmount } from '@/lib/money';
import { cpfDigits, onlyDigits } from '@/lib/rules/digits';
import { NotFoundError } from '@/lib/sales-api/errors';
import type { CustomerDetailJson, CustomerSummaryJson } from '@/lib/sales-api/staff';
import type { Db } from '../db/database';
import { cpfVault } from '../auth/cpf-vault';
import * as authTables from '../auth/schema';
import * as orderTables from '../orders/schema';
import { listAddresses } from '../accounts/account-json';
import { orderReceivedMail } from '../mail/messages';
import { storeInfo } from '../store/store-info';
import type { MailMessage } from '../mail/mailer';
import { actOnCompleteOrder, conflict, type StaffDeps } from './staff-action';
import { FULFILLMENT_MESSAGES } from './fulfilment-moves';
import { recordAction } from '../orders/order-events';

const CUSTOMER_NOT_FOUND = 'Cliente não encontrado';
const SEARCH_LIMIT = 20;
const DETAIL_ORDERS = 50;
/** Orders a customer has placed (the support view leaves out carts and checkouts). */
const PLACED = ['complete', 'canceled'] as const;

/** Accented letters and their plain twins, for Portuguese names (PostgreSQL's translate). */
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';
const ACCENTED_ALL = ACCENTED + ACCENTED.toUpperCase();
const PLAIN_ALL = PLAIN + PLAIN.toUpperCase();

/** Lower case and no accents, as the name column is compared. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

const digitsOf = (column: SQLWrapper) => sql`regexp_replace(${column}, '\\D', '', 'g')`;

// Correlated subqueries name the outer user by table: inside a select, drizzle writes a column unqualified.
const outerUser = sql.raw('"users"."id"');

const ordersCount = sql<number>`(select count(*)::int from orders o
  where o.user_id = ${outerUser} and o.state in ('complete', 'canceled'))`;

/** The customer's phone, or their newest address's. */
const phone = sql<string | null>`coalesce(${authTables.users.phone}, (select a.phone from addresses a
  where a.user_id = ${outerUser} order by a.id desc limit 1))`;

const summaryColumns = {
  id: authTables.users.id,
  firstName: authTables.users.firstName,
  lastName: authTables.users.lastName,
  email: authTables.users.email,
  phone,
  ordersCount,
};

function summaryJson(row: {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  ordersCount: number;
}): CustomerSummaryJson {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    orders_count: row.ordersCount,
  };
}

/** At most 20 customers matching `query`, by name. */
export async function searchCustomers(db: Db, query: string): Promise<CustomerSummaryJson[]> {
  const { users } = authTables;
  const name = sql`lower(translate(${users.firstName} || ' ' || ${users.lastName}, ${ACCENTED_ALL}, ${PLAIN_ALL}))`;
  const digits = onlyDigits(query);
  const cpf = cpfDigits(query);
  const orderNumber = /^r?\d{9}$/i.test(query) ? `R${digits}` : null;
  const matches: SQL[] = [
    sql`${name} like ${containing(fold(query))}`,
    sql`lower(${users.email}) like ${containing(query.toLowerCase())}`,
  ];
  if (cpf) matches.push(eq(users.cpfDigest, cpfVault().digest(cpf)));
  if (digits.length >= 3 && !orderNumber) {
    const pattern = containing(digits);
    matches.push(
      sql`${digitsOf(users.phone)} like ${pattern}`,
      sql`exists (select 1 from addresses a where a.user_id = ${outerUser}
        and ${digitsOf(sql.raw('a.phone'))} like ${pattern})`,
    );
  }
  if (orderNumber) {
    matches.push(
      sql`exists (select 1 from orders o where o.user_id = ${outerUser} and o.number = ${orderNumber})`,
    );
  }
  const rows = await db
    .select(summaryColumns)
    .from(users)
    .where(and(eq(users.role, 'customer'), or(...matches)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(SEARCH_LIMIT);
  return rows.map(summaryJson);
}

/** The customer, their addresses and their placed orders (newest first, the last 50); 404 for anyone else. */
export async function customerDetail(db: Db, customerId: number): Promise<CustomerDetailJson> {
  const [row] = await db
    .select(summaryColumns)
    .from(authTables.users)
    .where(and(eq(authTables.users.id, customerId), eq(authTables.users.role, 'customer')));
  if (!row) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  const [addresses, orders] = await Promise.all([
    listAddresses(db, customerId),
    db
      .select({
        number: orderTables.orders.number,
        completedAt: orderTables.orders.completedAt,
        total: orderTables.orders.total,
        fulfillmentState: orderTables.orders.fulfillmentState,
        deliveryState: orderTables.orders.deliveryState,
        state: orderTables.orders.state,
      })
      .from(orderTables.orders)
      .where(and(eq(orderTables.orders.userId, customerId), inArray(orderTables.orders.state, PLACED)))
      .orderBy(desc(orderTables.orders.completedAt), desc(orderTables.orders.id))
      .limit(DETAIL_ORDERS),
  ]);
  return {
    customer: summaryJson(row),
    addresses,
    orders: orders.map((order) => ({
      number: order.number,
      completed_at: order.completedAt?.toISOString() ?? null,
      total: formatCents(microsToCents(parseAmount(order.total))),
      fulfillment_state: order.fulfillmentState,
      delivery_state: order.deliveryState,
      state: order.state,
    })),
  };
}

/**
 * The order's confirmation ('pedido recebido'), to send again to its customer (built when sent: see
 * sendAfterAnswer); the sending is recorded on the order. A canceled order, or one whose payment was denied
 * (its stock and window given back), is 409: its confirmation would mislead.
 */
export async function confirmationAgain(
  deps: StaffDeps,
  number: string,
): Promise<() => Promise<MailMessage>> {
  const order = await actOnCompleteOrder(deps, number, async (tx, row) => {
    if (row.fulfillmentState === 'payment_denied') throw conflict(FULFILLMENT_MESSAGES.alreadyDenied);
    await recordAction(tx, deps, row.id, 'resend_email', { note: 'Pedido recebido' });
  });
  const [customer] = order.user_id
    ? await deps.db
        .select({ email: authTables.users.email, firstName: authTables.users.firstName })
        .from(authTables.users)
        .where(eq(authTables.users.id, order.user_id))
    : [];
  return () => orderReceivedMail(storeInfo(), customer ?? { email: order.email!, firstName: '' }, order);
}
