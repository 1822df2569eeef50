/**
 * Card authorisations left uncaptured (docs/business-rules.md, Payment: authorise and capture). A card is
 * authorised at completion and captured at the weighing; Mercado Pago keeps an uncaptured reserve for 5
 * days in Brazil, then lets it go, and the order would be weighed with nothing left to capture. A job every
 * minute (lib/server/server-jobs.ts) looks at card payments still authorised and not captured:
 * - once 3 days have passed (day 4 of the reserve), the staff are told: the order is put in 'erro' (its
 *   fulfilment; the delivery cannot have started before a weighing) with a note saying when the reserve
 *   ends, shown on the board and the order's history, once per order;
 * - once 4 days have passed (day 5), before Mercado Pago's limit, what is still uncaptured is given back as
 *   a cancel by the shop itself: the authorisation voided, stock, window and coupon freed, the order
 *   canceled with the reason on its history, and the customer gets the cancel e-mail.
 * An order weighed meanwhile has its capture decided (payment 'completed'): it is no longer looked at.
 */
import 'server-only';
import { addDays, format } from 'date-fns';
import { and, eq, lte, sql } from 'drizzle-orm';
import { shopWallClock } from '@/lib/shop-time-zone';
import { AUTHORIZATION_GIVE_BACK_DAYS, AUTHORIZATION_WARNING_DAYS } from '@/lib/checkout/authorization';
import type { Db } from '../db/database';
import * as accountTables from '../accounts/schema';
import * as checkoutTables from '../checkout/schema';
import * as orderTables from '../orders/schema';
import { inTransaction } from '../orders/order-core';
import type { PaymentGateway } from '../payments/gateway';
import type { Mailer } from '../mail/mailer';
import { sendAfterAnswer } from '../mail/mail-queue';
import { storeInfo } from '../store/store-info';
import { orderCanceledMail } from '../mail/messages';
import { logger } from '../logger';
import { cancelOrder } from './fulfilment-moves';
import { lockOrder, updateOrder } from './staff-action';
import { recordAction } from '../orders/order-events';

/** Marks the order's note as the warning's, so that it is given once. */
const WARNED_MARK = 'authorization_gives_back_at';

export const AUTHORIZATION_EXPIRY_NOTES = {
  warning: (at: Date) =>
    `A autorização do cartão vence: pese e capture este pedido até ${format(shopWallClock(at), "dd/MM 'às' HH:mm")}, ` +
    'ou ele será cancelado e o valor liberado para o cliente.',
  givenBack: 'Pedido cancelado: a autorização do cartão venceu sem captura (5 dias).',
} as const;

export interface AuthorizationExpiryDeps {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  now: Date;
}

/** Complete orders whose card is authorised and not captured, authorised at or before `before`. */
async function uncapturedSince(db: Db, before: Date) {
  return db
    .select({
      number: orderTables.orders.number,
      completedAt: orderTables.orders.completedAt,
      paymentId: checkoutTables.payments.id,
    })
    .from(orderTables.orders)
    .innerJoin(checkoutTables.payments, eq(checkoutTables.payments.orderId, orderTables.orders.id))
    .innerJoin(
      accountTables.paymentMethods,
      eq(accountTables.paymentMethods.id, checkoutTables.payments.paymentMethodId),
    )
    .where(
      and(
        eq(orderTables.orders.state, 'complete'),
        eq(checkoutTables.payments.state, 'pending'),
        eq(accountTables.paymentMethods.methodType, 'gateway'),
        lte(orderTables.orders.completedAt, before),
      ),
    );
}

/**
 * Day 4: the order in 'erro' with the warning's note, once. Under the order's lock, and only while its card
 * is still uncaptured (a weighing may have come first). True when warned now.
 */
async function warn(deps: AuthorizationExpiryDeps, number: string, paymentId: number, givesBackAt: Date) {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, number);
    const orderId = order.id;
    const [payment] = await tx
      .select({ state: checkoutTables.payments.state })
      .from(checkoutTables.payments)
      .where(eq(checkoutTables.payments.id, paymentId));
    if (payment?.state !== 'pending' || order.state !== 'complete') return false;
    const [warned] = await tx
      .select({ id: orderTables.orderEvents.id })
      .from(orderTables.orderEvents)
      .where(
        and(
          eq(orderTables.orderEvents.orderId, orderId),
          sql`${orderTables.orderEvents.after} ? ${WARNED_MARK}`,
        ),
      )
      .limit(1);
    if (warned) return false;
    await updateOrder(tx, orderId, { fulfillmentState: 'error' });
    // The board shows the note of an order's latest 'error' (lib/server/fulfilment/board.ts).
    await recordAction(tx, { staffId: null }, orderId, 'error', {
      before: { fulfillment_state: order.fulfillmentState },
      after: { fulfillment_state: 'error', [WARNED_MARK]: givesBackAt.toISOString() },
      note: AUTHORIZATION_EXPIRY_NOTES.warning(givesBackAt),
    });
    return true;
  });
}

/**
 * One pass of the job: warns about the authorisations on their day 4 and gives back those on their day 5.
 * An order that fails is logged and left to the next pass; the others go on.
 */
export async function expireAuthorizations(
  deps: AuthorizationExpiryDeps,
): Promise<{ warned: number; givenBack: number }> {
  const { now } = deps;
  let warned = 0;
  let givenBack = 0;
  const due = await uncapturedSince(deps.db, addDays(now, -AUTHORIZATION_WARNING_DAYS));
  for (const order of due) {
    const authorizedAt = order.completedAt!;
    const givesBackAt = addDays(authorizedAt, AUTHORIZATION_GIVE_BACK_DAYS);
    try {
      if (givesBackAt <= now) {
        const canceled = await cancelOrder(
          { db: deps.db, gateway: deps.gateway, staffId: null, clock: () => now, mailer: deps.mailer },
          order.number,
          'canceled',
          AUTHORIZATION_EXPIRY_NOTES.givenBack,
        );
        if (canceled.email) {
          sendAfterAnswer(deps.mailer, () => orderCanceledMail(storeInfo(), canceled, 'canceled'), {
            order: order.number,
          });
        }
        givenBack++;
      } else if (await warn(deps, order.number, order.paymentId, givesBackAt)) {
        warned++;
      }
    } catch (error) {
      logger.error({ err: error, order: order.number }, 'uncaptured authorisation not settled: tried again');
    }
  }
  return { warned, givenBack };
}
