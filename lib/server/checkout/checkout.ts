/**
 * The checkout steps (Spree's checkout state machine; docs/business-rules.md, Checkout): cart → address →
 * delivery → payment → confirm → complete. `PUT /checkouts/{n}` with a step's attributes updates that
 * step and moves the order to the next one; `PUT /checkouts/{n}/next` moves one step when the current
 * one is satisfied (422 with the reason otherwise); a step the order has not reached yet is a 409.
 * Completion (confirm → complete) is ./completion.ts's saga.
 *
 * Only a logged-in customer checks out, and only their own order (404 for anyone else's). Every step runs
 * in one transaction that locks the order row first. A new card arrives tokenised: its number and CVV went
 * to the tokeniser from the browser, never to these calls.
 */
import 'server-only';
import { format } from 'date-fns';
import { and, eq, isNull } from 'drizzle-orm';
import { fullCardYear, isCardExpired } from '@/lib/account/card-expiry';
import { cardWindowLimit } from '@/lib/checkout/authorization';
import { shopWallClock } from '@/lib/shop-time-zone';
import { CARD_TOKEN_MESSAGES } from '@/lib/rules/card-tokens';
import type { CheckoutUpdate, PaymentStep } from '@/lib/sales-api/checkout';
import { NotFoundError, SalesError, ValidationError } from '@/lib/sales-api/errors';
import type { OrderJson, ShipAddressJson } from '@/lib/sales-api/order';
import type { OrderState } from '@/lib/rules/order-states';
import type { SessionUser } from '../auth/sessions';
import {
  enforceThrottle,
  releaseThrottle,
  reserveThrottle,
  THROTTLE_RULES,
  throttledError,
} from '../auth/throttle';
import type { Db } from '../db/database';
import * as accountTables from '../accounts/schema';
import * as orderTables from '../orders/schema';
import type { PaymentGateway } from '../payments/gateway';
import {
  canAccess,
  inTransaction,
  isOpen,
  lockOrderByNumber,
  orderItemCents,
  ORDER_COMPLETING,
  ORDER_NOT_FOUND,
  type OrderRow,
  type Tx,
} from '../orders/order-core';
import { orderJson } from '../orders/order-serializer';
import { recomputeTotals } from '../orders/order-totals';
import { applyCoupon } from './promotions';
import { cityDeliveryCost } from '../store/delivery-costs';
import { chooseRate, findRate, offerRates } from './shipping';
import { requireStock } from '../orders/stock';

export interface CheckoutDeps {
  db: Db;
  gateway: PaymentGateway;
  now: Date;
}

const STEP_ORDER: readonly OrderState[] = ['cart', 'address', 'delivery', 'payment', 'confirm'];

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Seu carrinho esta vazio. Vamos enchê-lo?',
  chooseAddress: 'Selecione um endereço',
  addressNotFound: 'Endereço não encontrado',
  chooseRate: 'Escolha uma entrega',
  rateNotFound: 'Essa opção de entrega não existe mais. Escolha outra.',
  choosePayment: 'Escolha como pagar',
  chooseCard: 'Escolha um cartão ou cadastre um novo',
  cardNotFound: 'Cartão não encontrado',
  cardExpired: 'Cartão vencido',
  cardCvv: 'Informe o código de segurança (CVV) do cartão',
  cardWindowTooLate: (limit: Date) =>
    `Com cartão, escolha uma entrega até ${format(shopWallClock(limit), "dd/MM 'às' HH:mm")}, ` +
    'ou outra forma de pagamento.',
  stepNotReached: 'Conclua as etapas anteriores primeiro',
  completing: ORDER_COMPLETING,
} as const;

const stepIndex = (state: OrderState) => STEP_ORDER.indexOf(state);
/** Whether an order in `state` has reached `step` (a step may be edited again once reached). */
const hasReached = (state: OrderState, step: OrderState) => stepIndex(state) >= stepIndex(step);

/** Locks the customer's open order for a checkout change. */
async function lockCheckout(tx: Tx, number: string, user: SessionUser): Promise<OrderRow> {
  return lockOrderByNumber(tx, number, { user });
}

async function setState(tx: Tx, order: OrderRow, state: OrderState): Promise<void> {
  await tx
    .update(orderTables.orders)
    .set({ state, updatedAt: new Date() })
    .where(eq(orderTables.orders.id, order.id));
}

/** cart → address: the cart has lines and every one is in stock. */
async function leaveCart(tx: Tx, order: OrderRow): Promise<void> {
  const [line] = await tx
    .select({ id: orderTables.lineItems.id })
    .from(orderTables.lineItems)
    .where(eq(orderTables.lineItems.orderId, order.id))
    .limit(1);
  if (!line)
    throw new ValidationError({ line_items: [CHECKOUT_MESSAGES.emptyCart] }, CHECKOUT_MESSAGES.emptyCart);
  await requireStock(tx, order.id);
}

// ---------------------------------------------------------------------------------------------------
// Steps
// ---------------------------------------------------------------------------------------------------

function shipAddressOf(row: typeof accountTables.addresses.$inferSelect): ShipAddressJson {
  return {
    id: row.id,
    receiver_name: row.firstname,
    company: row.company,
    full_name: row.firstname,
    address1: row.address1,
    address2: row.address2,
    neighborhood: row.neighborhood,
    reference: row.reference,
    additional_information: row.additionalInformation,
    city: row.city,
    telephone: row.phone,
    zipcode: row.zipcode,
    latitude: row.latitude,
    longitude: row.longitude,
    cnpj: row.cnpj,
    ie_company: row.ieCompany,
    delivery_cost: cityDeliveryCost(row.city),
  };
}

async function updateAddress(deps: CheckoutDeps, tx: Tx, order: OrderRow, addressId: number) {
  const [address] = await tx
    .select()
    .from(accountTables.addresses)
    .where(
      and(
        eq(accountTables.addresses.id, addressId),
        eq(accountTables.addresses.userId, order.userId!),
        isNull(accountTables.addresses.deletedAt),
      ),
    );
  if (!address) {
    throw new ValidationError({ 'order.ship_address_attributes.id': [CHECKOUT_MESSAGES.addressNotFound] });
  }
  await offerRates(tx, order, address.city, await orderItemCents(tx, order.id), deps.now);
  await recomputeTotals(tx, order, {
    state: 'delivery',
    shipAddressId: address.id,
    shipAddress: shipAddressOf(address),
    companyName: address.cnpj ? address.company : null,
    selectedShippingRateId: null,
  });
}

async function updateDelivery(
  deps: CheckoutDeps,
  tx: Tx,
  order: OrderRow,
  shipmentId: number,
  rateId: number,
) {
  const rate = shipmentId === order.id ? await findRate(tx, order.id, rateId) : undefined;
  if (!rate) {
    throw new ValidationError({ 'order.shipments_attributes': [CHECKOUT_MESSAGES.rateNotFound] });
  }
  await chooseRate(tx, order, rate, deps.now);
  await recomputeTotals(tx, order, { state: 'payment', selectedShippingRateId: rate.id });
}

/**
 * A saved card chosen at the payment step. One kept at the gateway pays with a one-time token made from its
 * CVV (`card_token`, required); one not kept there yet pays its first order with the token it was typed as.
 */
async function savedCard(tx: Tx, userId: number, cardId: number, cardToken: string | undefined, now: Date) {
  const [card] = await tx
    .select()
    .from(accountTables.creditCards)
    .where(
      and(
        eq(accountTables.creditCards.id, cardId),
        eq(accountTables.creditCards.userId, userId),
        isNull(accountTables.creditCards.deletedAt),
      ),
    );
  if (!card) throw new ValidationError({ 'order.existing_card': [CHECKOUT_MESSAGES.cardNotFound] });
  if (isCardExpired(card, now)) {
    throw new ValidationError({ 'order.existing_card': [CHECKOUT_MESSAGES.cardExpired] });
  }
  if (card.gatewayCardId !== null && cardToken === undefined) {
    throw new ValidationError({ 'order.card_token': [CHECKOUT_MESSAGES.cardCvv] }, CHECKOUT_MESSAGES.cardCvv);
  }
  return card;
}

/**
 * Why a card cannot pay for the order's window, if so: its reserve must outlast the window
 * (docs/business-rules.md, Payment: authorise and capture). Asked at the payment step and when leaving it
 * (a window changed afterwards sends the order back to it); time passing only moves the limit later.
 */
async function cardWindowProblem(tx: Db | Tx, order: OrderRow, now: Date): Promise<string | null> {
  const rate =
    order.selectedShippingRateId === null
      ? undefined
      : await findRate(tx, order.id, order.selectedShippingRateId);
  const limit = cardWindowLimit(now);
  return rate && rate.windowEnd > limit ? CHECKOUT_MESSAGES.cardWindowTooLate(limit) : null;
}

/** The payment methods a customer may choose (online card or paid on delivery), by id. */
export async function paymentMethodOf(db: Db | Tx, methodId: number) {
  const [method] = await db
    .select()
    .from(accountTables.paymentMethods)
    .where(
      and(
        eq(accountTables.paymentMethods.id, methodId),
        eq(accountTables.paymentMethods.active, true),
        eq(accountTables.paymentMethods.restrictable, false),
      ),
    );
  return method;
}

/**
 * Counts a new card of a payment step against the customer's limit, before the step's transaction opens
 * (the throttle writes its own rows). Only when the transaction will save it: the order is the customer's,
 * open and at payment or later, and the method is the online card's; read without a lock, the transaction
 * checks it all again and answers any refusal. Card testers loop stolen cards through payment and
 * completion, reading which ones the bank approves: each new card counts, whatever its fate.
 *
 * The card arrives tokenised (lib/sales-api/checkout.ts, tokenizedCardSchema): its number and CVV went to
 * the tokeniser in the browser, never to this call, so no gateway is asked here.
 */
async function countNewCard(deps: CheckoutDeps, user: SessionUser, number: string, body: PaymentStep) {
  if (body.order.existing_card !== undefined) return;
  const methodId = body.order.payments_attributes[0]!.payment_method_id;
  if (!body.payment_source?.[String(methodId)]) return;
  const [order] = await deps.db
    .select()
    .from(orderTables.orders)
    .where(eq(orderTables.orders.number, number));
  if (!order || !canAccess(order, { user }) || !isOpen(order)) return;
  if (!hasReached(order.state, 'payment')) return;
  if ((await paymentMethodOf(deps.db, methodId))?.methodType !== 'gateway') return;
  // Refused for its window before it is saved: not a card tried.
  if (await cardWindowProblem(deps.db, order, deps.now)) return;
  await enforceThrottle(deps.db, [[`card:user:${user.id}`, THROTTLE_RULES.newCardPerCustomer]]);
}

/**
 * Saves the new card as its tokeniser answered it: the gateway's token with the brand, last digits, holder
 * (upper case, as printed) and expiry. An expired card is refused at its field.
 */
async function newCard(tx: Tx, order: OrderRow, methodId: number, body: PaymentStep, now: Date) {
  const source = body.payment_source?.[String(methodId)];
  if (!source) throw new ValidationError({ payment: [CHECKOUT_MESSAGES.chooseCard] });
  const card = { month: Number(source.month), year: fullCardYear(Number(source.year)) };
  if (isCardExpired(card, now)) {
    throw new ValidationError(
      { [`payment_source.${methodId}.year`]: [CHECKOUT_MESSAGES.cardExpired] },
      CHECKOUT_MESSAGES.cardExpired,
    );
  }
  // A token sent again (the step repeated) is the card saved the first time; one saved before by anyone
  // else, or deleted, is no new card: the form tokenises the card again.
  const [known] = await tx
    .select()
    .from(accountTables.creditCards)
    .where(eq(accountTables.creditCards.gatewayToken, source.token));
  if (known && known.userId === order.userId && known.deletedAt === null) return known;
  const [saved] = known
    ? []
    : await tx
        .insert(accountTables.creditCards)
        .values({
          userId: order.userId!,
          paymentMethodId: methodId,
          gatewayToken: source.token,
          ccType: source.brand,
          lastDigits: source.last_digits,
          name: source.name.trim().toUpperCase(),
          ...card,
        })
        .onConflictDoNothing()
        .returning();
  if (!saved) {
    throw new ValidationError(
      { [`payment_source.${methodId}.token`]: [CARD_TOKEN_MESSAGES.token] },
      CARD_TOKEN_MESSAGES.token,
    );
  }
  return saved;
}

async function updatePayment(deps: CheckoutDeps, tx: Tx, order: OrderRow, body: PaymentStep) {
  const method = await paymentMethodOf(tx, body.order.payments_attributes[0]!.payment_method_id);
  if (!method) throw new ValidationError({ payment: [CHECKOUT_MESSAGES.choosePayment] });
  let creditCardId: number | null = null;
  let cardToken: string | null = null;
  if (method.methodType === 'gateway') {
    const tooLate = await cardWindowProblem(tx, order, deps.now);
    if (tooLate) throw new ValidationError({ payment: [tooLate] }, tooLate);
    const { existing_card: existing, card_token: token } = body.order;
    const card =
      existing !== undefined
        ? await savedCard(tx, order.userId!, existing, token, deps.now)
        : await newCard(tx, order, method.id, body, deps.now);
    creditCardId = card.id;
    // Kept until the completion that authorises with it (a card not at the gateway needs none).
    cardToken = card.gatewayCardId === null ? null : (token ?? null);
  }
  await tx
    .update(orderTables.orders)
    .set({ paymentMethodId: method.id, creditCardId, cardToken, state: 'confirm', updatedAt: new Date() })
    .where(eq(orderTables.orders.id, order.id));
}

/** The step `state` may be edited once the order reached it (the address also straight from the cart). */
async function enterStep(tx: Tx, order: OrderRow, step: OrderState): Promise<void> {
  if (order.state === 'cart' && step === 'address') {
    await leaveCart(tx, order);
    return;
  }
  if (!hasReached(order.state, step)) {
    throw new SalesError('conflict', CHECKOUT_MESSAGES.stepNotReached, {
      state: [CHECKOUT_MESSAGES.stepNotReached],
    });
  }
}

/** PUT /checkouts/{number}: one step's attributes, or a coupon. Answers the updated order. */
export async function updateCheckout(
  deps: CheckoutDeps,
  user: SessionUser,
  number: string,
  body: CheckoutUpdate,
): Promise<OrderJson> {
  if ('coupon_codes' in body) return updateCoupon(deps, user, number, body.coupon_codes[0]);
  if (body.state === 'payment') await countNewCard(deps, user, number, body);
  return inTransaction(deps.db, async (tx) => {
    const order = await lockCheckout(tx, number, user);
    await enterStep(tx, order, body.state);
    switch (body.state) {
      case 'address':
        await updateAddress(deps, tx, order, body.order.ship_address_attributes.id);
        break;
      case 'delivery': {
        const [shipment] = body.order.shipments_attributes;
        await updateDelivery(deps, tx, order, shipment!.id, shipment!.selected_shipping_rate_id);
        break;
      }
      case 'payment':
        await updatePayment(deps, tx, order, body);
        break;
      case 'confirm':
        await tx
          .update(orderTables.orders)
          .set({ ageDeclaredAt: deps.now, updatedAt: new Date() })
          .where(eq(orderTables.orders.id, order.id));
        break;
    }
    return orderJson(tx, order.id, deps.now);
  });
}

/**
 * Applies the code the customer typed (none removes the coupon). Each code holds a place in the
 * customer's count of refused codes before it is looked up, so that codes known by their code only cannot
 * be found by trying a dictionary (429 past the limit).
 */
async function updateCoupon(
  deps: CheckoutDeps,
  user: SessionUser,
  number: string,
  code: string | undefined,
): Promise<OrderJson> {
  const attempt = code
    ? await reserveThrottle(deps.db, `coupon:user:${user.id}`, THROTTLE_RULES.refusedCouponPerCustomer)
    : null;
  if (attempt && !attempt.allowed) {
    await releaseThrottle(deps.db, attempt);
    throw throttledError([attempt]);
  }
  let refused = false;
  try {
    return await inTransaction(deps.db, async (tx) => {
      const order = await lockCheckout(tx, number, user);
      await applyCoupon(tx, order, code, deps.now).catch((error: unknown) => {
        refused = error instanceof ValidationError;
        throw error;
      });
      const [current] = await tx.select().from(orderTables.orders).where(eq(orderTables.orders.id, order.id));
      return orderJson(tx, await recomputeTotals(tx, current!), deps.now);
    });
  } finally {
    // Only a refused code keeps its place: one that applies, or an order not found or not at a checkout
    // step, gives it back.
    if (attempt && !refused) await releaseThrottle(deps.db, attempt);
  }
}

/** What the current step still needs, as field errors (empty when it is satisfied). */
async function unmetRequirements(tx: Tx, order: OrderRow, now: Date): Promise<Record<string, string[]>> {
  switch (order.state) {
    case 'address':
      return order.shipAddressId === null ? { ship_address: [CHECKOUT_MESSAGES.chooseAddress] } : {};
    case 'delivery':
      return order.selectedShippingRateId === null ? { shipping_rate: [CHECKOUT_MESSAGES.chooseRate] } : {};
    case 'payment': {
      if (order.paymentMethodId === null) return { payment: [CHECKOUT_MESSAGES.choosePayment] };
      const [method] = await tx
        .select({ type: accountTables.paymentMethods.methodType })
        .from(accountTables.paymentMethods)
        .where(eq(accountTables.paymentMethods.id, order.paymentMethodId));
      if (method?.type !== 'gateway') return {};
      if (order.creditCardId === null) return { payment: [CHECKOUT_MESSAGES.chooseCard] };
      const tooLate = await cardWindowProblem(tx, order, now);
      return tooLate ? { payment: [tooLate] } : {};
    }
    default:
      return {};
  }
}

/**
 * PUT /checkouts/{number}/next for every step but the last: cart → address → delivery → payment →
 * confirm. (confirm → complete is completion's.)
 */
export async function advanceCheckout(
  deps: CheckoutDeps,
  user: SessionUser,
  number: string,
): Promise<OrderJson> {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockCheckout(tx, number, user);
    if (order.state === 'cart') {
      await leaveCart(tx, order);
    } else {
      const unmet = await unmetRequirements(tx, order, deps.now);
      const [first] = Object.values(unmet);
      if (first) throw new ValidationError(unmet, first[0]);
    }
    await setState(tx, order, STEP_ORDER[stepIndex(order.state) + 1]!);
    return orderJson(tx, order.id, deps.now);
  });
}

/** PUT /checkouts/{number}?state=cart: back to the cart; the choices made are kept for the next pass. */
export async function returnToCart(
  deps: CheckoutDeps,
  user: SessionUser,
  number: string,
): Promise<OrderJson> {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockCheckout(tx, number, user);
    await setState(tx, order, 'cart');
    return orderJson(tx, order.id, deps.now);
  });
}

/** The state of the customer's order (any state), or 404: what `next` does depends on it. */
export async function orderStateOf(db: Db, user: SessionUser, number: string): Promise<OrderState> {
  const [order] = await db.select().from(orderTables.orders).where(eq(orderTables.orders.number, number));
  if (!order || !canAccess(order, { user })) throw new NotFoundError(ORDER_NOT_FOUND);
  return order.state;
}
