/**
 * Completion (confirm → complete), the saga of docs/architecture.md: a gateway call never runs inside a
 * database transaction.
 *   1. reserve, in one transaction that locks the order: stock for every line (conditional updates, never
 *      below zero), the slot (hold → booking), the coupon's use, a payment row with a fresh idempotency
 *      key; the order goes to 'completing'. Offline methods (paid on delivery) authorise nothing, so
 *      they complete in this same transaction.
 *   2. authorise the total plus the weight tolerance at the gateway, with that key;
 *   3. finish, in one transaction: complete (fulfillment payment_evaluating), or give everything back and
 *      return the order to 'payment' with the gateway's reason;
 *   4. a new card whose first payment was authorised is saved at the gateway among the customer's cards
 *      (keepCard; docs/business-rules.md, Saved cards), so that it can pay again with its CVV.
 * A crash between the steps leaves the order in 'completing'; the recovery (./completion-recovery.ts, at
 * start and then periodically) asks the gateway what it did with the key and settles the order either way, voiding an
 * authorisation whose order is given back, also one the gateway made after the shop gave up on it or that
 * a cancel could not void. Completion sent again while one is under way waits for it and answers what it
 * answered: one order, one authorisation.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { itemTotalCents } from '@/lib/cart/totals';
import { formatCents, microsToCents, parseAmount } from '@/lib/money';
import { isCardExpired } from '@/lib/account/card-expiry';
import { authorizationCents, pixChargeCents } from '@/lib/checkout/authorization';
import { AWAITING_PAYMENT } from '@/lib/rules/order-states';
import { addMinutes } from 'date-fns';
import { NotFoundError, SalesError, ValidationError } from '@/lib/sales-api/errors';
import type { OrderJson } from '@/lib/sales-api/order';
import { openCpf } from '../auth/cpf-vault';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { config } from '../config';
import { logger } from '../logger';
import type { CardBrand, Payer, PixCharge } from '../payments/gateway';
import { announceCommittedChange } from '../catalogue/catalogue-changes';
import type { Mailer } from '../mail/mailer';
import { sendAfterAnswer } from '../mail/mail-queue';
import { orderReceivedMail } from '../mail/messages';
import { storeInfo } from '../store/store-info';
import * as accountTables from '../accounts/schema';
import * as authTables from '../auth/schema';
import * as catalogueTables from '../catalogue/schema';
import * as checkoutTables from './schema';
import { pixCharges } from './pix-schema';
import * as orderTables from '../orders/schema';
import { CHECKOUT_MESSAGES, paymentMethodOf, type CheckoutDeps } from './checkout';
import { refreshPrices } from '../cart/cart';
import { giveStockBack, stockShownOnPages, takeStock } from '../orders/stock';
import { stockCameBack } from '../catalogue/stock-notifications';
import { canAccess, inTransaction, ORDER_NOT_FOUND, type OrderRow, type Tx } from '../orders/order-core';
import { orderJson } from '../orders/order-serializer';
import { recomputeTotals } from '../orders/order-totals';
import { countCouponUse, releaseCouponUse } from './promotions';
import { bookSlot, currentRate, findRate, releaseSlot } from './shipping';

/** Where a fault can be injected in tests (a crash at that point: no clean-up runs). */
export type CompletionPoint = 'reserving' | 'reserved' | 'authorized' | 'finishing';

export interface CompletionDeps extends CheckoutDeps {
  mailer: Mailer;
  /** Tests only: throws at a point of the saga, as a crash would stop it there. */
  fault?: (point: CompletionPoint) => void;
}

export const COMPLETION_MESSAGES = {
  ageDeclaration: 'Confirme que você tem 18 anos ou mais para comprar bebidas alcoólicas',
  unknownOutcome: 'Não conseguimos confirmar o pagamento com a operadora. Tente novamente.',
  pricesChanged:
    'O preço de algum produto do seu pedido mudou. Confira o novo total e confirme o pedido de novo.',
  totalChanged: 'O total do seu pedido mudou. Confira o novo total e confirme o pedido de novo.',
  tooManyUnpaid: (limit: number) =>
    `Você já tem ${limit === 1 ? '1 pedido' : `${limit} pedidos`} em aberto sem pagamento (na entrega ou Pix a pagar). ` +
    'Pague este com cartão de crédito, ou faça o pedido depois de pagar ou receber um deles.',
  pixUnavailable: 'Não conseguimos gerar o Pix agora. Tente novamente ou use outra forma de pagamento.',
} as const;

/**
 * Orders paid on delivery (debit, meal voucher) and Pix not paid yet hold stock and a window with nothing
 * paid: a customer keeps at most MAX_UNPAID_ORDERS of them open (complete, their payment still waiting
 * for the driver or the bank; docs/business-rules.md, Payment). Beyond it the completion of one more is
 * refused (409 on `payment`, so the checkout shows it on the payment pane, where a card can be chosen
 * instead). The customer's row is locked first, so that their completions are counted one after the
 * other, never two on the same count.
 */
async function refuseTooManyUnpaid(tx: Tx, order: OrderRow): Promise<void> {
  if (order.userId === null) return;
  const limit = config().MAX_UNPAID_ORDERS;
  await tx
    .select({ id: authTables.users.id })
    .from(authTables.users)
    .where(eq(authTables.users.id, order.userId))
    .for('update');
  const [open] = await tx
    .select({ n: count() })
    .from(orderTables.orders)
    .innerJoin(checkoutTables.payments, eq(checkoutTables.payments.orderId, orderTables.orders.id))
    .innerJoin(
      accountTables.paymentMethods,
      eq(accountTables.paymentMethods.id, checkoutTables.payments.paymentMethodId),
    )
    .where(
      and(
        eq(orderTables.orders.userId, order.userId),
        ne(orderTables.orders.id, order.id),
        eq(orderTables.orders.state, 'complete'),
        or(
          and(
            eq(checkoutTables.payments.state, 'pending'),
            eq(accountTables.paymentMethods.methodType, 'on_delivery'),
          ),
          // A paid Pix is 'pending' too, waiting for its weighing: only one still 'processing' is unpaid.
          and(
            eq(checkoutTables.payments.state, 'processing'),
            eq(accountTables.paymentMethods.methodType, 'pix'),
          ),
        ),
      ),
    );
  if ((open?.n ?? 0) >= limit) {
    const message = COMPLETION_MESSAGES.tooManyUnpaid(limit);
    throw new SalesError('conflict', message, { payment: [message] });
  }
}

/** How long a repeated completion waits for the one under way, and how often it looks. */
const WAIT_FOR_SETTLE_MS = 15_000;
const WAIT_STEP_MS = 50;

type Reserved =
  /** This call completed the order (paid on delivery). */
  | { kind: 'completed' }
  /**
   * A price, a coupon's terms or a delivery's price changed since the shopper saw the order: it now holds
   * today's, nothing was taken; `message` says which.
   */
  | { kind: 'repriced'; message: string }
  /** Completed before: answer the order. */
  | { kind: 'already complete' }
  /** Being completed by another call: wait for it and answer what it answers. */
  | { kind: 'busy' }
  | {
      kind: 'authorize';
      orderId: number;
      paymentId: number;
      key: string;
      token: string;
      brand: CardBrand;
      amountCents: number;
      /** The saved card paying (credit_cards.id). */
      cardId: number;
      /** Its customer at the gateway when the card is kept there (it pays as theirs), else undefined. */
      customerId?: string;
      /** A new card, to be kept at the gateway once this first payment is authorised. */
      keep: boolean;
    }
  /** Pix: the charge is to be created at the gateway (docs/business-rules.md, Payment: Pix). */
  | { kind: 'pix'; orderId: number; paymentId: number; key: string; amountCents: number };

/** The customer's id at the gateway (null until their first card is saved there). */
async function gatewayCustomerOf(db: Db | Tx, userId: number): Promise<string | null> {
  const [user] = await db
    .select({ customerId: authTables.users.gatewayCustomerId })
    .from(authTables.users)
    .where(eq(authTables.users.id, userId));
  return user?.customerId ?? null;
}

/**
 * Who pays, as the gateway asks it: the e-mail, and the CPF (opened from its seal, ../auth/cpf-vault.ts,
 * only to go to the gateway; never logged) when the customer gave one.
 */
async function payerOf(db: Db, user: SessionUser): Promise<Payer> {
  const [row] = await db
    .select({ cpfSealed: authTables.users.cpfSealed })
    .from(authTables.users)
    .where(eq(authTables.users.id, user.id));
  return { email: user.email, cpf: openCpf(row?.cpfSealed ?? null) };
}

function newIdempotencyKey(order: OrderRow): string {
  return `${order.number}-${randomBytes(9).toString('base64url')}`;
}

async function lockOwnOrder(tx: Tx, number: string, user: SessionUser): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orderTables.orders)
    .where(eq(orderTables.orders.number, number))
    .for('update');
  if (!order || !canAccess(order, { user })) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

/** Step 1. Checks everything the order needs, then reserves it all, in one transaction. */
async function reserve(deps: CompletionDeps, user: SessionUser, number: string): Promise<Reserved> {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOwnOrder(tx, number, user);
    if (order.state === 'completing') return { kind: 'busy' };
    if (order.state === 'complete') return { kind: 'already complete' };
    if (order.state !== 'confirm') {
      const message = CHECKOUT_MESSAGES.stepNotReached;
      throw new SalesError('conflict', message, { state: [message] });
    }
    // The staff changed a price after the shopper last saw the order: never charge a total they were not
    // shown. The order takes today's prices and stays at confirm, for the shopper to confirm its new total.
    if (await refreshPrices(tx, order)) {
      await recomputeTotals(tx, order);
      return { kind: 'repriced', message: COMPLETION_MESSAGES.pricesChanged };
    }
    const lines = await tx
      .select({
        quantity: orderTables.lineItems.quantity,
        price: orderTables.lineItems.price,
        unit: catalogueTables.variants.unitForQuantity,
        alcoholic: catalogueTables.products.alcoholic,
      })
      .from(orderTables.lineItems)
      .innerJoin(catalogueTables.variants, eq(catalogueTables.variants.id, orderTables.lineItems.variantId))
      .innerJoin(
        catalogueTables.products,
        eq(catalogueTables.products.id, catalogueTables.variants.productId),
      )
      .where(eq(orderTables.lineItems.orderId, order.id));
    if (lines.length === 0) {
      throw new ValidationError({ line_items: [CHECKOUT_MESSAGES.emptyCart] }, CHECKOUT_MESSAGES.emptyCart);
    }
    if (lines.some((line) => line.alcoholic) && order.ageDeclaredAt === null) {
      const message = COMPLETION_MESSAGES.ageDeclaration;
      throw new ValidationError({ age_declaration: [message] }, message);
    }
    const chosen =
      order.selectedShippingRateId === null
        ? undefined
        : await findRate(tx, order.id, order.selectedShippingRateId);
    if (!chosen || order.shipAddressId === null) {
      throw new SalesError('conflict', CHECKOUT_MESSAGES.chooseRate, {
        shipping_rate: [CHECKOUT_MESSAGES.chooseRate],
      });
    }
    // Chosen at the payment step, checked again: the staff may have turned the method off since.
    const method =
      order.paymentMethodId === null ? undefined : await paymentMethodOf(tx, order.paymentMethodId);
    if (!method) throw new ValidationError({ payment: [CHECKOUT_MESSAGES.choosePayment] });
    const [card] =
      order.creditCardId === null
        ? []
        : await tx
            .select()
            .from(accountTables.creditCards)
            // A card the customer deleted after choosing it is not charged.
            .where(
              and(
                eq(accountTables.creditCards.id, order.creditCardId),
                isNull(accountTables.creditCards.deletedAt),
              ),
            );
    if (method.methodType === 'gateway') {
      if (!card) throw new ValidationError({ payment: [CHECKOUT_MESSAGES.chooseCard] });
      // A card chosen on its month's last day is not authorised after midnight (expired cards cannot be
      // selected).
      if (isCardExpired(card, deps.now)) {
        throw new ValidationError({ payment: [CHECKOUT_MESSAGES.cardExpired] });
      }
      // A card kept at the gateway pays with the one-time token of its CVV, once (the payment step asks it
      // again after any attempt).
      if (card.gatewayCardId !== null && order.cardToken === null) {
        throw new ValidationError({ payment: [CHECKOUT_MESSAGES.cardCvv] }, CHECKOUT_MESSAGES.cardCvv);
      }
    }
    const customerId = card?.gatewayCardId ? await gatewayCustomerOf(tx, order.userId!) : null;
    if (method.methodType !== 'gateway') await refuseTooManyUnpaid(tx, order);
    const rate = await currentRate(tx, chosen, deps.now);

    // The total the shopper confirmed is charged, or they see the new one first (a coupon's terms or a
    // delivery's price changed since), with nothing taken.
    const { order: confirmed } = await recomputeTotals(tx, order);
    if (confirmed.total !== order.total) {
      return { kind: 'repriced', message: COMPLETION_MESSAGES.totalChanged };
    }
    // The use is counted next: its update locks the coupon's row, so the totals and the terms kept with the
    // use are the same coupon's. A manager's save landing between the two is a conflict, all rolled back:
    // the shopper's next try sees the new total.
    await countCouponUse(tx, order, itemTotalCents(lines), deps.now);
    const { order: current } = await recomputeTotals(tx, confirmed);
    if (current.total !== confirmed.total) {
      const message = COMPLETION_MESSAGES.totalChanged;
      throw new SalesError('conflict', message, { line_items: [message] });
    }
    await takeStock(tx, order.id);
    await bookSlot(tx, order, rate, deps.now);

    const pix = method.methodType === 'pix';
    const online = method.methodType === 'gateway' || pix;
    const totalCents = microsToCents(parseAmount(current.total));
    const weighedCents = itemTotalCents(lines.filter((line) => line.unit === 'g'));
    const amount = formatCents(
      pix
        ? pixChargeCents(totalCents, weighedCents, config().PIX_MARGIN_PERCENT)
        : online
          ? authorizationCents(totalCents, weighedCents)
          : totalCents,
    );
    const key = newIdempotencyKey(order);
    const [payment] = await tx
      .insert(checkoutTables.payments)
      .values({
        orderId: order.id,
        paymentMethodId: method.id,
        creditCardId: pix ? null : (card?.id ?? null),
        amount,
        // Paid on delivery: nothing to authorise, the payment waits for the driver.
        state: online ? 'processing' : 'pending',
        idempotencyKey: key,
      })
      .returning({ id: checkoutTables.payments.id });
    deps.fault?.('reserving');
    if (!online) {
      await markComplete(tx, order.id, deps.now);
      return { kind: 'completed' };
    }
    await tx
      .update(orderTables.orders)
      // The recovery finds it stale by this stamp, read on the same clock.
      .set({ state: 'completing', cardToken: null, updatedAt: deps.now })
      .where(eq(orderTables.orders.id, order.id));
    const amountCents = Number(parseAmount(amount) / 10_000n);
    if (pix) return { kind: 'pix', orderId: order.id, paymentId: payment!.id, key, amountCents };
    return {
      kind: 'authorize',
      orderId: order.id,
      paymentId: payment!.id,
      key,
      token: card!.gatewayCardId === null ? card!.gatewayToken : order.cardToken!,
      brand: card!.ccType,
      amountCents,
      cardId: card!.id,
      customerId: customerId ?? undefined,
      keep: card!.gatewayCardId === null,
    };
  });
}

async function markComplete(tx: Tx, orderId: number, now: Date): Promise<void> {
  await tx
    .update(orderTables.orders)
    .set({
      state: 'complete',
      completedAt: now,
      fulfillmentState: 'payment_evaluating',
      updatedAt: now,
    })
    .where(eq(orderTables.orders.id, orderId));
  await countSales(tx, orderId);
}

/**
 * Adds `sign` × what the order sold of each product to its sales volume (units, or one sale per weighed
 * line), never below 0: its own lines, not the substitutes packing adds later
 * (lib/server/fulfilment/substitutes.ts), so that a cancel takes back exactly what its completion counted.
 * The products are locked in id order first: two orders sharing products (through different variants, whose
 * stock locks do not order them) never wait on each other in a circle.
 */
async function addSales(tx: Tx, orderId: number, sign: 1 | -1): Promise<void> {
  await tx.execute(sql`
    with sold as (
      select v.product_id, sum(case when v.unit_for_quantity = 'un' then li.quantity else 1 end)::int as n
      from ${orderTables.lineItems} li join ${catalogueTables.variants} v on v.id = li.variant_id
      where li.order_id = ${orderId} and li.substitute_for_id is null
      group by v.product_id
    ), locked as (
      select p.id from ${catalogueTables.products} p
      where p.id in (select product_id from sold)
      order by p.id
      for update
    )
    update ${catalogueTables.products} p set sales_volume = greatest(p.sales_volume + ${sign} * sold.n, 0)
    from sold join locked on locked.id = sold.product_id
    where p.id = sold.product_id`);
}

/** Most sold ranks by sales volume (products.sales_volume): counted when the order is sold. */
export const countSales = (tx: Tx, orderId: number) => addSales(tx, orderId, 1);

/**
 * A cancelled (or payment-denied) order's sales taken back from the volume countSales added: 'Mais
 * vendidos' counts what was sold, not what was given back. In the transaction that gives its stock back.
 */
export const uncountSales = (tx: Tx, orderId: number) => addSales(tx, orderId, -1);

/** The order, locked, while its completion is under way; undefined once settled (or missing). */
async function lockCompleting(tx: Tx, orderId: number) {
  const [order] = await tx
    .select()
    .from(orderTables.orders)
    .where(eq(orderTables.orders.id, orderId))
    .for('update');
  return order?.state === 'completing' ? order : undefined;
}

/**
 * Whether `paymentId` is the order's attempt under way ('processing'), its row locked after the order's.
 * An attempt whose answer came late, after the recovery gave it back ('failed'), is not: the order may be
 * 'completing' again with the customer's next attempt, which alone settles it.
 */
async function lockCurrentAttempt(tx: Tx, orderId: number, paymentId: number): Promise<boolean> {
  const [payment] = await tx
    .select({ state: checkoutTables.payments.state })
    .from(checkoutTables.payments)
    .where(and(eq(checkoutTables.payments.id, paymentId), eq(checkoutTables.payments.orderId, orderId)))
    .for('update');
  return payment?.state === 'processing';
}

/**
 * Step 3 (and the recovery's): settles an order still in 'completing' with payment `paymentId`, its
 * current attempt. Authorised → complete; otherwise everything reserved is given back and the order
 * returns to 'payment'. Returns false when the order was settled by someone else meanwhile, or the payment
 * is no longer the attempt under way (given back by the recovery; the caller voids what it holds).
 */
export async function finish(
  deps: Pick<CompletionDeps, 'db' | 'now' | 'fault'>,
  orderId: number,
  paymentId: number,
  outcome: { authorized: true } | { authorized: false; message: string },
): Promise<boolean> {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockCompleting(tx, orderId);
    if (!order || !(await lockCurrentAttempt(tx, orderId, paymentId))) return false;
    if (outcome.authorized) {
      await tx
        .update(checkoutTables.payments)
        .set({ state: 'pending', updatedAt: deps.now })
        .where(eq(checkoutTables.payments.id, paymentId));
      await markComplete(tx, orderId, deps.now);
    } else {
      await tx
        .update(checkoutTables.payments)
        .set({ state: 'failed', failureMessage: outcome.message, updatedAt: deps.now })
        .where(eq(checkoutTables.payments.id, paymentId));
      // In the order reserve took them (coupon, stock, slot): two transactions never wait on each other.
      await releaseCouponUse(tx, orderId);
      await giveStockBack(tx, orderId);
      await releaseSlot(tx, orderId, deps.now);
      await tx
        .update(orderTables.orders)
        .set({ state: 'payment', updatedAt: deps.now })
        .where(eq(orderTables.orders.id, orderId));
    }
    deps.fault?.('finishing');
    return true;
  });
}

/**
 * A new card whose token the gateway took for a payment it did not authorise (declined, failed): the token
 * is spent (single-use), so the card cannot pay again and the customer types it anew. A card kept at the
 * gateway stays (the next order asks its CVV again).
 */
async function hideSpentNewCard(deps: Pick<CompletionDeps, 'db' | 'now'>, paymentId: number) {
  const [payment] = await deps.db
    .select({ cardId: checkoutTables.payments.creditCardId })
    .from(checkoutTables.payments)
    .where(eq(checkoutTables.payments.id, paymentId));
  if (!payment?.cardId) return;
  await deps.db
    .update(accountTables.creditCards)
    .set({ deletedAt: deps.now })
    .where(
      and(
        eq(accountTables.creditCards.id, payment.cardId),
        isNull(accountTables.creditCards.gatewayCardId),
        isNull(accountTables.creditCards.deletedAt),
      ),
    );
}

/**
 * After `finish` found the order settled by another (the recovery, while the gateway was still answering
 * this attempt): an authorisation that arrived for a payment given back is released, or it would hold the
 * customer's money, and a second attempt would hold it again.
 */
async function releaseIfGivenBack(
  deps: Pick<CompletionDeps, 'db' | 'gateway'>,
  paymentId: number,
  key: string,
) {
  if (await givenBack(deps.db, paymentId)) await voidOrLeaveToRecovery(deps, paymentId, key);
}

/** Whether the recovery gave the payment's attempt back (it marks the payment failed). */
async function givenBack(db: Db, paymentId: number): Promise<boolean> {
  const [payment] = await db
    .select({ state: checkoutTables.payments.state })
    .from(checkoutTables.payments)
    .where(eq(checkoutTables.payments.id, paymentId));
  return payment?.state === 'failed';
}

/** Voids the key of a payment given back; one the gateway does not take is the recovery's sweep's. */
async function voidOrLeaveToRecovery(deps: Pick<CompletionDeps, 'gateway'>, paymentId: number, key: string) {
  try {
    await deps.gateway.void(key);
  } catch (error) {
    // The order is settled: the recovery's sweep voids it once the gateway answers.
    logger.error({ err: error, paymentId }, 'authorisation not voided: left to the recovery');
  }
}

/**
 * Asks the gateway what it did with the key; gives back (voiding) unless it authorised. 'settled before'
 * when another settled the order meanwhile (what it decided stands).
 */
export async function settleFromGateway(
  deps: Pick<CompletionDeps, 'db' | 'now' | 'fault' | 'gateway'>,
  orderId: number,
  paymentId: number,
  key: string,
): Promise<'completed' | 'given back' | 'settled before'> {
  const transaction = await deps.gateway.find(key);
  if (transaction && (transaction.state === 'authorized' || transaction.state === 'captured')) {
    if (await finish(deps, orderId, paymentId, { authorized: true })) return 'completed';
    await releaseIfGivenBack(deps, paymentId, key);
    return 'settled before';
  }
  // Nothing authorised (or declined): the order is given back, then the key is voided (harmless when
  // there is nothing to void). Only once given back: an attempt the gateway answered meanwhile may have
  // completed the order with that authorisation. One the gateway makes after the void is the sweep's.
  const givenBack = await finish(deps, orderId, paymentId, {
    authorized: false,
    message: COMPLETION_MESSAGES.unknownOutcome,
  });
  if (!givenBack) return 'settled before';
  // The gateway saw the token (a refused payment): spent. Without a payment, it is still good.
  if (transaction) await hideSpentNewCard(deps, paymentId);
  await voidOrLeaveToRecovery(deps, paymentId, key);
  return 'given back';
}

/** What the last attempt answered, for a repeated completion: the order, or the payment's failure. */
async function answerOf(deps: CompletionDeps, user: SessionUser, number: string): Promise<OrderJson> {
  const deadline = Date.now() + WAIT_FOR_SETTLE_MS;
  for (;;) {
    const [order] = await deps.db
      .select()
      .from(orderTables.orders)
      .where(eq(orderTables.orders.number, number));
    if (!order || !canAccess(order, { user })) throw new NotFoundError(ORDER_NOT_FOUND);
    if (order.state === 'complete') return orderJson(deps.db, order.id, deps.now);
    if (order.state !== 'completing') {
      const [failed] = await deps.db
        .select({ message: checkoutTables.payments.failureMessage })
        .from(checkoutTables.payments)
        .where(
          and(eq(checkoutTables.payments.orderId, order.id), eq(checkoutTables.payments.state, 'failed')),
        )
        .orderBy(sql`${checkoutTables.payments.id} desc`)
        .limit(1);
      const message = failed?.message ?? CHECKOUT_MESSAGES.stepNotReached;
      throw new ValidationError({ payment: [message] }, message);
    }
    if (Date.now() > deadline) {
      throw new SalesError('conflict', CHECKOUT_MESSAGES.completing, {
        state: [CHECKOUT_MESSAGES.completing],
      });
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

/** PUT /checkouts/{number}/next from confirm: the whole completion. */
export async function completeCheckout(
  deps: CompletionDeps,
  user: SessionUser,
  number: string,
): Promise<OrderJson> {
  const reserved = await reserve(deps, user, number);
  if (reserved.kind === 'completed') return completed(deps, user, number);
  if (reserved.kind === 'repriced') {
    throw new SalesError('conflict', reserved.message, { line_items: [reserved.message] });
  }
  if (reserved.kind === 'pix') return chargePix(deps, user, number, reserved);
  // Completed or under way by another call: answer what it answers (no second e-mail).
  if (reserved.kind !== 'authorize') return answerOf(deps, user, number);
  deps.fault?.('reserved');
  const payer = await payerOf(deps.db, user);
  let result;
  try {
    result = await deps.gateway.authorize({
      idempotencyKey: reserved.key,
      token: reserved.token,
      amountCents: reserved.amountCents,
      brand: reserved.brand,
      payer,
      customerId: reserved.customerId,
    });
  } catch (error) {
    logger.warn({ err: error, order: number }, 'payment gateway did not answer the authorisation');
    const settled = await settleFromGateway(deps, reserved.orderId, reserved.paymentId, reserved.key).catch(
      (failure: unknown) => {
        // The gateway cannot be reached at all: the order stays reserved until the recovery settles it.
        logger.error({ err: failure, order: number }, 'payment gateway unreachable: left to the recovery');
        throw new SalesError('conflict', CHECKOUT_MESSAGES.completing, {
          state: [CHECKOUT_MESSAGES.completing],
        });
      },
    );
    if (settled === 'completed') return completed(deps, user, number);
    if (settled === 'given back') await stockReturned(deps, reserved.orderId, number);
    return answerOf(deps, user, number);
  }
  deps.fault?.('authorized');
  const settled = await finish(
    deps,
    reserved.orderId,
    reserved.paymentId,
    result.status === 'authorized' ? { authorized: true } : { authorized: false, message: result.message },
  );
  if (!settled) {
    // The recovery settled it while the gateway answered (and sent the e-mail if it completed it).
    if (result.status === 'authorized') await releaseIfGivenBack(deps, reserved.paymentId, reserved.key);
    return answerOf(deps, user, number);
  }
  if (result.status !== 'authorized') {
    await hideSpentNewCard(deps, reserved.paymentId);
    await stockReturned(deps, reserved.orderId, number);
    throw new ValidationError({ payment: [result.message] }, result.message);
  }
  if (reserved.keep) await keepCard(deps, user, reserved, payer);
  return completed(deps, user, number);
}

/**
 * Step 4: a new card's first payment is authorised; its token (spent by that payment, which Mercado Pago
 * allows) saves it among the customer's cards at the gateway, found or created by e-mail the first time
 * (users.gateway_customer_id). A card the gateway did not save cannot pay again: it is hidden, logged, and
 * the customer types it at the next order; this order stands either way.
 */
async function keepCard(
  deps: CompletionDeps,
  user: SessionUser,
  reserved: Extract<Reserved, { kind: 'authorize' }>,
  payer: Payer,
): Promise<void> {
  try {
    const saved = await deps.gateway.saveCard({
      token: reserved.token,
      customerId: await gatewayCustomerOf(deps.db, user.id),
      payer,
    });
    await inTransaction(deps.db, async (tx) => {
      await tx
        .update(authTables.users)
        .set({ gatewayCustomerId: saved.customerId })
        .where(and(eq(authTables.users.id, user.id), isNull(authTables.users.gatewayCustomerId)));
      await tx
        .update(accountTables.creditCards)
        .set({
          gatewayCardId: saved.cardId,
          // The gateway's word on the card's network beats a brand the first digits did not tell.
          ...(saved.brand && saved.brand !== 'other' && { ccType: saved.brand }),
          updatedAt: deps.now,
        })
        .where(eq(accountTables.creditCards.id, reserved.cardId));
    });
  } catch (error) {
    logger.warn({ err: error, card: reserved.cardId }, 'card not saved at the gateway: hidden');
    await deps.db
      .update(accountTables.creditCards)
      .set({ deletedAt: deps.now })
      .where(eq(accountTables.creditCards.id, reserved.cardId));
  }
}

/**
 * Pix, step 2 and 3: the charge is created at the gateway (outside any transaction), then the order is
 * complete and waits for the payment with everything reserved (finishPix). A gateway that cannot create it
 * gives everything back: the customer may try again or choose another method. A charge made for an attempt
 * given back meanwhile (by the recovery) is cancelled: it can no longer be paid.
 */
async function chargePix(
  deps: CompletionDeps,
  user: SessionUser,
  number: string,
  reserved: Extract<Reserved, { kind: 'pix' }>,
): Promise<OrderJson> {
  deps.fault?.('reserved');
  const payer = await payerOf(deps.db, user);
  let charge: PixCharge;
  try {
    charge = await deps.gateway.createPix({
      idempotencyKey: reserved.key,
      amountCents: reserved.amountCents,
      expiresAt: addMinutes(deps.now, config().PIX_EXPIRY_MINUTES),
      description: `Pedido ${number}`,
      payer,
    });
  } catch (error) {
    logger.warn({ err: error, order: number }, 'payment gateway did not create the Pix');
    const message = COMPLETION_MESSAGES.pixUnavailable;
    if (await finish(deps, reserved.orderId, reserved.paymentId, { authorized: false, message })) {
      await stockReturned(deps, reserved.orderId, number);
    }
    // A charge the gateway made after all can no longer be paid (harmless when there is none).
    await deps.gateway.cancelPix(reserved.key).catch((failure: unknown) => {
      logger.error({ err: failure, order: number }, 'Pix not cancelled after a failed creation');
    });
    return answerOf(deps, user, number);
  }
  deps.fault?.('authorized');
  if (!(await finishPix(deps, reserved.orderId, reserved.paymentId, charge))) {
    await cancelIfGivenBack(deps, reserved.paymentId, reserved.key);
    return answerOf(deps, user, number);
  }
  const order = await answerOf(deps, user, number);
  // The stock went down now; the 'pedido recebido' e-mail waits for the payment (lib/server/checkout/pix.ts).
  await announceCompleted(deps, undefined, order);
  return order;
}

/** A Pix charge of an attempt given back (finishPix refused it) is cancelled at the gateway. */
async function cancelIfGivenBack(
  deps: Pick<CompletionDeps, 'db' | 'gateway'>,
  paymentId: number,
  key: string,
) {
  if (!(await givenBack(deps.db, paymentId))) return;
  await deps.gateway.cancelPix(key).catch((failure: unknown) => {
    logger.error({ err: failure, paymentId }, 'Pix of an attempt given back not cancelled');
  });
}

/**
 * Settles an order still in 'completing' with its Pix charge: complete, waiting for the payment
 * (fulfillment AWAITING_PAYMENT), its code and expiry kept for the payment page. The payment stays
 * 'processing' until the gateway says it is paid. False when someone else settled the order meanwhile.
 */
export async function finishPix(
  deps: Pick<CompletionDeps, 'db' | 'now' | 'fault'>,
  orderId: number,
  paymentId: number,
  charge: PixCharge,
): Promise<boolean> {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockCompleting(tx, orderId);
    if (!order || !(await lockCurrentAttempt(tx, orderId, paymentId))) return false;
    await tx
      .insert(pixCharges)
      .values({ paymentId, orderId, brCode: charge.brCode, expiresAt: charge.expiresAt })
      .onConflictDoNothing();
    await tx
      .update(orderTables.orders)
      .set({
        state: 'complete',
        completedAt: deps.now,
        fulfillmentState: AWAITING_PAYMENT,
        updatedAt: deps.now,
      })
      .where(eq(orderTables.orders.id, orderId));
    deps.fault?.('finishing');
    return true;
  });
}

/** The completed order, announced (announceCompleted). */
async function completed(deps: CompletionDeps, user: SessionUser, number: string): Promise<OrderJson> {
  const order = await answerOf(deps, user, number);
  await announceCompleted(deps, user, order);
  return order;
}

/**
 * What follows a completed order, whoever completed it (the customer's request or the recovery): the
 * 'pedido recebido' e-mail when its customer is known, and the catalogue's readers told its stock went
 * down; the cached pages only when one shows it (stockShownOnPages; if that cannot be read, they are).
 */
export async function announceCompleted(
  deps: Pick<CompletionDeps, 'db' | 'mailer'>,
  customer: Parameters<typeof orderReceivedMail>[1] | undefined,
  order: OrderJson,
): Promise<void> {
  if (customer) {
    sendAfterAnswer(deps.mailer, () => orderReceivedMail(storeInfo(), customer, order), {
      order: order.number,
    });
  }
  const variantIds = [...new Set(order.line_items.map((line) => line.variant_id))];
  const pagesChange = await stockShownOnPages(deps.db, variantIds).catch((error: unknown) => {
    logger.warn({ err: error, order: order.number }, 'stock shown on pages not read: the cached pages go');
    return true;
  });
  await announceCommittedChange(
    deps.db,
    { variantIds, ...(!pagesChange && { pagesUnchanged: true }) },
    { order: order.number },
  );
}

/**
 * A declined or given-back payment returned its order's stock (stockCameBack, as after a cancel). The
 * payment's answer stands: a failure to read the lines is logged, never thrown.
 */
export async function stockReturned(
  deps: Pick<CompletionDeps, 'db' | 'mailer'>,
  orderId: number,
  number: string,
) {
  try {
    const lines = await deps.db
      .selectDistinct({ variantId: orderTables.lineItems.variantId })
      .from(orderTables.lineItems)
      .where(eq(orderTables.lineItems.orderId, orderId));
    await stockCameBack(
      deps.db,
      deps.mailer,
      lines.map((line) => line.variantId),
      { order: number },
    );
  } catch (error) {
    logger.error({ err: error, order: number }, 'stock given back not announced');
  }
}
