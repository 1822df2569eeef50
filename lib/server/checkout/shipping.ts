/**
 * Shipping at checkout (docs/business-rules.md, Shipping and pickup): the rates offered to an order once its
 * address is known (scheduled windows of the next 7 days, express, store pickup), the slot holds, and the
 * booking at completion.
 *
 * A slot is never overbooked: holding and booking lock the slot's row first (SELECT ... FOR UPDATE), so
 * decisions about one slot take turns, and count booked + live holds of other orders against the
 * capacity; the booked counter has a check constraint (booked <= capacity) and one booking per order
 * is a primary key. Costs and hours: the delivery terms (the manager's, or the configuration's:
 * ../store/delivery-costs.ts): the city's price, free for scheduled delivery from an items total (99 BRL
 * by default), plus a surcharge for express; pickup is free.
 */
import 'server-only';
import { addMinutes } from 'date-fns';
import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import {
  bookableAt,
  expressWindow,
  pickupWindows,
  scheduledWindows,
  SHIPPING_METHODS,
  type ScheduledWindow,
  type TimeWindow,
} from '@/lib/checkout/delivery-windows';
import { loadShopSchedule, type ShopSchedule } from '../store/shop-schedule';
import { formatBRL, formatCents, microsToCents, parseAmount } from '@/lib/money';
import type { ShipmentJson, ShippingRateJson } from '@/lib/sales-api/order';
import { SalesError } from '@/lib/sales-api/errors';
import { config } from '../config';
import { cityDeliveryCost, deliveryTerms } from '../store/delivery-costs';
import type { Db } from '../db/database';
import * as checkoutTables from './schema';
import * as orderTables from '../orders/schema';
import { orderItemCents, type OrderRow, type Tx } from '../orders/order-core';
import { isPlaced } from '@/lib/rules/order-states';

type RateRow = typeof checkoutTables.shippingRates.$inferSelect;

const SLOT_FULL = 'Lotado: esse horário acabou de esgotar. Escolha outro horário.';
const WINDOW_GONE = 'Esse horário não está mais disponível. Escolha outro horário.';

const ZERO = '0.0';

function costText(cents: bigint): string {
  return cents === 0n ? ZERO : formatCents(cents);
}

function cityCentsOf(city: string): bigint {
  return microsToCents(parseAmount(cityDeliveryCost(city) ?? '0'));
}

/** Scheduled delivery costs the city's price, and nothing from the free-delivery items total. */
function scheduledCents(city: string, itemCents: bigint): bigint {
  return itemCents >= deliveryTerms().freeFromCents ? 0n : cityCentsOf(city);
}

/** The windows offered at one moment: the scheduled ones of the next 7 days, express, store pickup. */
interface OfferedWindows {
  scheduled: ScheduledWindow[];
  express: TimeWindow | null;
  pickup: TimeWindow[];
}

/**
 * What the shop offers at `now` by its schedule (holidays and weekday windows, read per request) and its
 * delivery terms (express and pickup hours).
 */
function windowsAt(now: Date, { calendar, weekdays }: ShopSchedule): OfferedWindows {
  const { express, pickupHours } = deliveryTerms();
  return {
    scheduled: scheduledWindows(now, calendar, weekdays),
    express: expressWindow(now, calendar, express),
    pickup: pickupWindows(now, calendar, pickupHours),
  };
}

/** Adds the order's rates for `windows`, priced for its address's city and item total. */
async function insertRates(
  tx: Tx,
  order: OrderRow,
  city: string,
  itemCents: bigint,
  windows: OfferedWindows,
) {
  const cityCents = cityCentsOf(city);
  const expressCents = cityCents + deliveryTerms().expressSurchargeCents;
  const { scheduled, express, pickup } = windows;
  if (scheduled.length > 0) {
    await tx
      .insert(checkoutTables.deliverySlots)
      .values(scheduled.map((w) => ({ windowStart: w.start, windowEnd: w.end, capacity: w.capacity })))
      .onConflictDoNothing();
  }
  const slots = scheduled.length
    ? await tx
        .select({ id: checkoutTables.deliverySlots.id, start: checkoutTables.deliverySlots.windowStart })
        .from(checkoutTables.deliverySlots)
        .where(
          inArray(
            checkoutTables.deliverySlots.windowStart,
            scheduled.map((w) => w.start),
          ),
        )
    : [];
  const slotAt = new Map(slots.map((slot) => [slot.start.getTime(), slot.id]));

  const rate = (
    kind: keyof typeof SHIPPING_METHODS,
    cents: bigint,
    window: TimeWindow,
    slotId: number | null,
  ) => ({
    orderId: order.id,
    shippingMethodId: SHIPPING_METHODS[kind].id,
    name: SHIPPING_METHODS[kind].name,
    cost: formatCents(cents),
    windowStart: window.start,
    windowEnd: window.end,
    slotId,
  });
  const rows = [
    ...(express ? [rate('express', expressCents, express, null)] : []),
    ...scheduled.map((w) =>
      rate('scheduled', scheduledCents(city, itemCents), w, slotAt.get(w.start.getTime()) ?? null),
    ),
    ...pickup.map((w) => rate('pickup', 0n, w, null)),
  ];
  if (rows.length > 0) await tx.insert(checkoutTables.shippingRates).values(rows);
}

/**
 * Replaces the order's rates with those of its address's city at `now`; the previous choice and its hold
 * go (a new address may cost differently).
 */
export async function offerRates(tx: Tx, order: OrderRow, city: string, itemCents: bigint, now: Date) {
  await tx.delete(checkoutTables.slotHolds).where(eq(checkoutTables.slotHolds.orderId, order.id));
  await tx.delete(checkoutTables.shippingRates).where(eq(checkoutTables.shippingRates.orderId, order.id));
  await insertRates(tx, order, city, itemCents, windowsAt(now, await loadShopSchedule(tx, now)));
  await tx
    .update(orderTables.orders)
    .set({ selectedShippingRateId: null })
    .where(eq(orderTables.orders.id, order.id));
}

/**
 * The windows offered at `now` that `rates` (offered earlier) lack: the day that opened at midnight (the
 * seventh from then) and its pickup, express once the shop delivers. A pickup is its day's (matched by
 * its end: today's starts later as the day goes on); a scheduled window its slot (matched by its start).
 */
function missingWindows(
  rates: readonly Pick<RateRow, 'shippingMethodId' | 'windowStart' | 'windowEnd'>[],
  now: Date,
  schedule: ShopSchedule,
) {
  const have = (method: number, key: (rate: (typeof rates)[number]) => Date) =>
    new Set(rates.filter((rate) => rate.shippingMethodId === method).map((rate) => key(rate).getTime()));
  const scheduled = have(SHIPPING_METHODS.scheduled.id, (rate) => rate.windowStart);
  const pickup = have(SHIPPING_METHODS.pickup.id, (rate) => rate.windowEnd);
  const hasExpress = rates.some((rate) => rate.shippingMethodId === SHIPPING_METHODS.express.id);
  const offered = windowsAt(now, schedule);
  const missing: OfferedWindows = {
    scheduled: offered.scheduled.filter((w) => !scheduled.has(w.start.getTime())),
    express: hasExpress ? null : offered.express,
    pickup: offered.pickup.filter((w) => !pickup.has(w.end.getTime())),
  };
  const none = missing.scheduled.length === 0 && !missing.express && missing.pickup.length === 0;
  return none ? null : missing;
}

/**
 * Rates were offered when the address was confirmed; the list a shopper chooses from is the clock's at
 * each request: the windows that opened since are added to the order's rates (under the order's lock,
 * checked again there, so that two readers add them once). Returns whether the caller's `rates` are stale:
 * also when another reader added the windows while this one waited for the lock.
 */
async function offerNewWindows(
  db: Tx | Db,
  order: OrderRow,
  rates: readonly RateRow[],
  now: Date,
  schedule: ShopSchedule,
) {
  if (rates.length === 0 || !missingWindows(rates, now, schedule)) return false;
  const city = (order.shipAddress as { city?: unknown } | null)?.city;
  if (typeof city !== 'string') return false;
  await db.transaction(async (tx) => {
    await tx
      .select({ id: orderTables.orders.id })
      .from(orderTables.orders)
      .where(eq(orderTables.orders.id, order.id))
      .for('update');
    const current = await tx
      .select({
        shippingMethodId: checkoutTables.shippingRates.shippingMethodId,
        windowStart: checkoutTables.shippingRates.windowStart,
        windowEnd: checkoutTables.shippingRates.windowEnd,
      })
      .from(checkoutTables.shippingRates)
      .where(eq(checkoutTables.shippingRates.orderId, order.id));
    const missing = current.length === 0 ? null : missingWindows(current, now, schedule);
    if (missing) await insertRates(tx, order, city, await orderItemCents(tx, order.id), missing);
  });
  return true;
}

/**
 * The order's scheduled rates priced again for its item total, which the cart changed: the free delivery
 * from the terms' items total follows the lines, also for a rate chosen before the change (the
 * choices are kept when the shopper goes back to the cart). `itemCents` is that total when the caller
 * holds the lines.
 */
export async function repriceScheduledRates(tx: Tx, order: OrderRow, itemCents?: bigint) {
  const city = (order.shipAddress as { city?: unknown } | null)?.city;
  if (typeof city !== 'string') return;
  const cost = formatCents(scheduledCents(city, itemCents ?? (await orderItemCents(tx, order.id))));
  await tx
    .update(checkoutTables.shippingRates)
    .set({ cost })
    .where(
      and(
        eq(checkoutTables.shippingRates.orderId, order.id),
        eq(checkoutTables.shippingRates.shippingMethodId, SHIPPING_METHODS.scheduled.id),
        ne(checkoutTables.shippingRates.cost, cost),
      ),
    );
}

/** Live holds of orders other than `orderId` per slot, at `now`. */
async function heldByOthers(tx: Tx | Db, slotIds: number[], orderId: number, now: Date) {
  if (slotIds.length === 0) return new Map<number, number>();
  const rows = await tx
    .select({ slotId: checkoutTables.slotHolds.slotId, n: sql<number>`count(*)::int` })
    .from(checkoutTables.slotHolds)
    .where(
      and(
        inArray(checkoutTables.slotHolds.slotId, slotIds),
        gt(checkoutTables.slotHolds.expiresAt, now),
        ne(checkoutTables.slotHolds.orderId, orderId),
      ),
    )
    .groupBy(checkoutTables.slotHolds.slotId);
  return new Map(rows.map((row) => [row.slotId, row.n]));
}

/** The slot's row, locked, and whether one more place fits beside its bookings and others' holds. */
async function lockSlotWithRoom(tx: Tx, slotId: number, orderId: number, now: Date) {
  const [slot] = await tx
    .select()
    .from(checkoutTables.deliverySlots)
    .where(eq(checkoutTables.deliverySlots.id, slotId))
    .for('update');
  if (!slot) throw new SalesError('conflict', WINDOW_GONE, { shipping_rate: [WINDOW_GONE] });
  const held = (await heldByOthers(tx, [slotId], orderId, now)).get(slotId) ?? 0;
  return { slot, hasRoom: slot.booked + held < slot.capacity };
}

export async function findRate(tx: Db | Tx, orderId: number, rateId: number): Promise<RateRow | undefined> {
  const [rate] = await tx
    .select()
    .from(checkoutTables.shippingRates)
    .where(
      and(eq(checkoutTables.shippingRates.id, rateId), eq(checkoutTables.shippingRates.orderId, orderId)),
    );
  return rate;
}

/**
 * What can be chosen at `now`, worked out once for all the rates of an order: the scheduled windows not
 * gone, nor taken out by the manager (a day made a holiday or closed, a window removed), the express
 * window leaving now (null outside its hours), and the ends of the pickups offered.
 */
interface Offer {
  now: Date;
  bookable: (window: TimeWindow) => boolean;
  express: TimeWindow | null;
  pickupEnds: Set<number>;
}

function offerAt(now: Date, { calendar, weekdays }: ShopSchedule): Offer {
  const { express, pickupHours } = deliveryTerms();
  return {
    now,
    bookable: bookableAt(now, calendar, weekdays),
    express: expressWindow(now, calendar, express),
    pickupEnds: new Set(pickupWindows(now, calendar, pickupHours).map((pickup) => pickup.end.getTime())),
  };
}

/**
 * The rate as it stands in `offer`, or null when its window is gone. A pickup is its day's (matched by its
 * end, as missingWindows does): a day whose hours changed since offers its new pickup instead. Express
 * arrives within EXPRESS_HOURS of now, not of when the rates were offered (the address chosen an hour ago,
 * its window would be half spent or over): its window starts now.
 */
function rateAt(rate: RateRow, offer: Offer): RateRow | null {
  if (rate.shippingMethodId === SHIPPING_METHODS.scheduled.id) {
    return offer.bookable({ start: rate.windowStart, end: rate.windowEnd }) ? rate : null;
  }
  if (rate.shippingMethodId === SHIPPING_METHODS.express.id) {
    return offer.express && { ...rate, windowStart: offer.express.start, windowEnd: offer.express.end };
  }
  return rate.windowEnd > offer.now && offer.pickupEnds.has(rate.windowEnd.getTime()) ? rate : null;
}

/** The rate as it stands at `now` (rateAt), its express window moved in the database; 409 WINDOW_GONE when gone. */
export async function currentRate(tx: Tx, rate: RateRow, now: Date): Promise<RateRow> {
  const current = rateAt(rate, offerAt(now, await loadShopSchedule(tx, now)));
  if (!current) throw new SalesError('conflict', WINDOW_GONE, { shipping_rate: [WINDOW_GONE] });
  if (current === rate) return rate;
  const [moved] = await tx
    .update(checkoutTables.shippingRates)
    .set({ windowStart: current.windowStart, windowEnd: current.windowEnd })
    .where(eq(checkoutTables.shippingRates.id, rate.id))
    .returning();
  return moved!;
}

/**
 * The customer chose `rate`: a scheduled one holds a place of its slot for SLOT_HOLD_MINUTES (moving
 * the order's hold), or fails with 409 'Lotado' when the slot is full; other rates release the hold.
 */
export async function chooseRate(tx: Tx, order: OrderRow, chosen: RateRow, now: Date): Promise<void> {
  const rate = await currentRate(tx, chosen, now);
  if (rate.slotId === null) {
    await tx.delete(checkoutTables.slotHolds).where(eq(checkoutTables.slotHolds.orderId, order.id));
    return;
  }
  const { hasRoom } = await lockSlotWithRoom(tx, rate.slotId, order.id, now);
  if (!hasRoom) throw new SalesError('conflict', SLOT_FULL, { shipping_rate: [SLOT_FULL] });
  const expiresAt = addMinutes(now, config().SLOT_HOLD_MINUTES);
  await tx
    .insert(checkoutTables.slotHolds)
    .values({ orderId: order.id, slotId: rate.slotId, expiresAt })
    .onConflictDoUpdate({
      target: checkoutTables.slotHolds.orderId,
      set: { slotId: rate.slotId, expiresAt },
    });
}

/** Completion: the hold becomes a booking (409 'Lotado' if the hold lapsed and the slot filled). */
export async function bookSlot(tx: Tx, order: OrderRow, rate: RateRow, now: Date): Promise<void> {
  if (rate.slotId === null) return;
  const { hasRoom } = await lockSlotWithRoom(tx, rate.slotId, order.id, now);
  const [booked] = hasRoom
    ? await tx
        .update(checkoutTables.deliverySlots)
        .set({ booked: sql`${checkoutTables.deliverySlots.booked} + 1` })
        .where(
          and(
            eq(checkoutTables.deliverySlots.id, rate.slotId),
            sql`${checkoutTables.deliverySlots.booked} < ${checkoutTables.deliverySlots.capacity}`,
          ),
        )
        .returning({ id: checkoutTables.deliverySlots.id })
    : [];
  if (!booked) throw new SalesError('conflict', SLOT_FULL, { shipping_rate: [SLOT_FULL] });
  await tx.insert(checkoutTables.slotBookings).values({ orderId: order.id, slotId: rate.slotId });
  await tx.delete(checkoutTables.slotHolds).where(eq(checkoutTables.slotHolds.orderId, order.id));
}

/** The order's booking is given back (a canceled order); returns the slot it held, if any. */
export async function freeSlot(tx: Tx, orderId: number): Promise<number | null> {
  const [booking] = await tx
    .delete(checkoutTables.slotBookings)
    .where(eq(checkoutTables.slotBookings.orderId, orderId))
    .returning({ slotId: checkoutTables.slotBookings.slotId });
  if (!booking) return null;
  await tx
    .update(checkoutTables.deliverySlots)
    .set({ booked: sql`${checkoutTables.deliverySlots.booked} - 1` })
    .where(eq(checkoutTables.deliverySlots.id, booking.slotId));
  return booking.slotId;
}

/** The payment failed: the booking is given back and becomes a hold again while the customer retries. */
export async function releaseSlot(tx: Tx, orderId: number, now: Date): Promise<void> {
  const slotId = await freeSlot(tx, orderId);
  if (slotId === null) return;
  const booking = { slotId };
  const expiresAt = addMinutes(now, config().SLOT_HOLD_MINUTES);
  await tx
    .insert(checkoutTables.slotHolds)
    .values({ orderId, slotId: booking.slotId, expiresAt })
    .onConflictDoUpdate({
      target: checkoutTables.slotHolds.orderId,
      set: { slotId: booking.slotId, expiresAt },
    });
}

function rateJson(rate: RateRow, remaining: number | null): ShippingRateJson {
  const cost = costText(microsToCents(parseAmount(rate.cost)));
  return {
    id: rate.id,
    shipping_method_id: rate.shippingMethodId,
    name: rate.name,
    cost,
    display_cost: cost === ZERO ? 'Grátis' : formatBRL(cost),
    delivery_window_start: rate.windowStart.toISOString(),
    delivery_window_end: rate.windowEnd.toISOString(),
    deliveries_remaining: remaining,
  };
}

/**
 * The order's shipment (one per order, its id the order's): its rates with deliveries_remaining =
 * capacity − booked − held by other orders at `now` (null for express and pickup), and the chosen one.
 */
export async function shipmentsJson(db: Tx | Db, order: OrderRow, now: Date): Promise<ShipmentJson[]> {
  const ratesOf = () =>
    db
      .select()
      .from(checkoutTables.shippingRates)
      .where(eq(checkoutTables.shippingRates.orderId, order.id))
      .orderBy(...rateOrder());
  // A closed order keeps only its choice. Rates were offered when the address was confirmed: at the
  // delivery step and after it, a shopper back after midnight is shown only what can still be booked
  // (choosing a window gone since is refused anyway, WINDOW_GONE), express leaving from now, and what
  // opened since (offerNewWindows).
  let rates = await ratesOf();
  const schedule = choosesWindow(order) ? await loadShopSchedule(db, now) : null;
  if (schedule && (await offerNewWindows(db, order, rates, now, schedule))) rates = await ratesOf();
  if (rates.length === 0) return [];
  const slotIds = rates.flatMap((rate) => (rate.slotId === null ? [] : [rate.slotId]));
  const slots = slotIds.length
    ? await db
        .select()
        .from(checkoutTables.deliverySlots)
        .where(inArray(checkoutTables.deliverySlots.id, slotIds))
    : [];
  const held = await heldByOthers(db, slotIds, order.id, now);
  return shipmentFrom(order, rates, new Map(slots.map((slot) => [slot.id, slot])), held, schedule, now);
}

const rateOrder = () => [
  asc(checkoutTables.shippingRates.windowStart),
  asc(checkoutTables.shippingRates.shippingMethodId),
  asc(checkoutTables.shippingRates.id),
];

/** At the delivery step and after it, until completion, the windows are read against the shop's schedule. */
export function choosesWindow(order: OrderRow): boolean {
  return order.state === 'delivery' || order.state === 'payment' || order.state === 'confirm';
}

type SlotRow = typeof checkoutTables.deliverySlots.$inferSelect;

function shipmentFrom(
  order: OrderRow,
  rates: RateRow[],
  slotById: Map<number, SlotRow>,
  held: Map<number, number>,
  schedule: ShopSchedule | null,
  now: Date,
): ShipmentJson[] {
  if (rates.length === 0) return [];
  const remainingOf = (rate: RateRow) => {
    const slot = rate.slotId === null ? undefined : slotById.get(rate.slotId);
    if (!slot) return null;
    return Math.max(0, slot.capacity - slot.booked - (held.get(slot.id) ?? 0));
  };
  const open = !isPlaced(order.state);
  const selected = rates.find((rate) => rate.id === order.selectedShippingRateId);
  const offer = schedule && offerAt(now, schedule);
  const offered = !open ? [] : offer ? rates.flatMap((rate) => rateAt(rate, offer) ?? []) : rates;
  return [
    {
      id: order.id,
      shipping_rates: offered.map((rate) => rateJson(rate, remainingOf(rate))),
      selected_shipping_rate: selected
        ? rateJson((offer && rateAt(selected, offer)) || selected, remainingOf(selected))
        : null,
      shipping_methods: Object.values(SHIPPING_METHODS).map(({ id, name }) => ({ id, name })),
    },
  ];
}

/**
 * The shipments of several orders, none of them choosing its window (choosesWindow: that reading may
 * offer new windows, a write, and is shipmentsJson's alone), in four queries whatever their number: what
 * shipmentsJson answers for each.
 */
export async function shipmentsJsonOf(
  db: Tx | Db,
  orders: readonly OrderRow[],
  now: Date,
): Promise<Map<number, ShipmentJson[]>> {
  if (orders.some(choosesWindow)) throw new Error('shipmentsJsonOf: an order choosing its window');
  const orderIds = orders.map((order) => order.id);
  const rates = orderIds.length
    ? await db
        .select()
        .from(checkoutTables.shippingRates)
        .where(inArray(checkoutTables.shippingRates.orderId, orderIds))
        .orderBy(...rateOrder())
    : [];
  const slotIds = [...new Set(rates.flatMap((rate) => (rate.slotId === null ? [] : [rate.slotId])))];
  const [slots, holds] = slotIds.length
    ? await Promise.all([
        db
          .select()
          .from(checkoutTables.deliverySlots)
          .where(inArray(checkoutTables.deliverySlots.id, slotIds)),
        db
          .select({ slotId: checkoutTables.slotHolds.slotId, orderId: checkoutTables.slotHolds.orderId })
          .from(checkoutTables.slotHolds)
          .where(
            and(
              inArray(checkoutTables.slotHolds.slotId, slotIds),
              gt(checkoutTables.slotHolds.expiresAt, now),
            ),
          ),
      ])
    : [[], []];
  const slotById = new Map(slots.map((slot) => [slot.id, slot]));
  return new Map(
    orders.map((order) => {
      // heldByOthers for this order: the live holds on the slot but its own (an order holds one at most).
      const held = new Map<number, number>();
      for (const hold of holds) {
        if (hold.orderId !== order.id) held.set(hold.slotId, (held.get(hold.slotId) ?? 0) + 1);
      }
      const own = rates.filter((rate) => rate.orderId === order.id);
      return [order.id, shipmentFrom(order, own, slotById, held, null, now)];
    }),
  );
}

/**
 * Lapsed holds are deleted (the slot-hold expiry job, every minute). They already count for nothing
 * (every reading compares expires_at with the time); this keeps the table to the live ones.
 */
export async function deleteLapsedHolds(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(checkoutTables.slotHolds)
    .where(lte(checkoutTables.slotHolds.expiresAt, now))
    .returning({ orderId: checkoutTables.slotHolds.orderId });
  return deleted.length;
}

/**
 * The scheduled windows that can be booked at `now` with room left (capacity − booked − live holds): what
 * a failed delivery can be moved to (lib/server/fulfilment/problems.ts). A window never offered yet has
 * its whole capacity. Reads only: the slot is created when a booking moves into it.
 */
export async function windowsWithRoom(
  db: Tx | Db,
  now: Date,
): Promise<(TimeWindow & { remaining: number })[]> {
  const { calendar, weekdays } = await loadShopSchedule(db, now);
  const windows = scheduledWindows(now, calendar, weekdays);
  const slots = await db
    .select()
    .from(checkoutTables.deliverySlots)
    .where(
      inArray(
        checkoutTables.deliverySlots.windowStart,
        windows.map((w) => w.start),
      ),
    );
  const held = await heldByOthers(
    db,
    slots.map((slot) => slot.id),
    0,
    now,
  );
  const slotAt = new Map(
    slots.map((slot) => [`${slot.windowStart.getTime()}/${slot.windowEnd.getTime()}`, slot]),
  );
  return windows
    .map((window) => {
      const slot = slotAt.get(`${window.start.getTime()}/${window.end.getTime()}`);
      const remaining = slot ? slot.capacity - slot.booked - (held.get(slot.id) ?? 0) : window.capacity;
      return { ...window, remaining: Math.max(0, remaining) };
    })
    .filter((window) => window.remaining > 0);
}

/**
 * Moves a complete order's booking to `window` (a failed delivery rescheduled), in the caller's transaction:
 * the old booking is given back, the new window's slot locked and booked as at completion (409 'Lotado'
 * when full: never overbooked), and the order's chosen rate becomes a scheduled delivery in that window at
 * the same cost. 409 WINDOW_GONE for a window that cannot be booked at `now`.
 */
export async function moveBooking(tx: Tx, order: OrderRow, start: Date, now: Date): Promise<void> {
  const { calendar, weekdays } = await loadShopSchedule(tx, now);
  const window = scheduledWindows(now, calendar, weekdays).find(
    (candidate) => candidate.start.getTime() === start.getTime(),
  );
  if (!window) throw new SalesError('conflict', WINDOW_GONE, { starts_at: [WINDOW_GONE] });
  await tx
    .insert(checkoutTables.deliverySlots)
    .values({ windowStart: window.start, windowEnd: window.end, capacity: window.capacity })
    .onConflictDoNothing();
  const [slot] = await tx
    .select({ id: checkoutTables.deliverySlots.id })
    .from(checkoutTables.deliverySlots)
    .where(
      and(
        eq(checkoutTables.deliverySlots.windowStart, window.start),
        eq(checkoutTables.deliverySlots.windowEnd, window.end),
      ),
    );
  await freeSlot(tx, order.id);
  const { hasRoom } = await lockSlotWithRoom(tx, slot!.id, order.id, now);
  const [booked] = hasRoom
    ? await tx
        .update(checkoutTables.deliverySlots)
        .set({ booked: sql`${checkoutTables.deliverySlots.booked} + 1` })
        .where(
          and(
            eq(checkoutTables.deliverySlots.id, slot!.id),
            sql`${checkoutTables.deliverySlots.booked} < ${checkoutTables.deliverySlots.capacity}`,
          ),
        )
        .returning({ id: checkoutTables.deliverySlots.id })
    : [];
  if (!booked) throw new SalesError('conflict', SLOT_FULL, { starts_at: [SLOT_FULL] });
  await tx.insert(checkoutTables.slotBookings).values({ orderId: order.id, slotId: slot!.id });
  if (order.selectedShippingRateId !== null) {
    await tx
      .update(checkoutTables.shippingRates)
      .set({
        shippingMethodId: SHIPPING_METHODS.scheduled.id,
        name: SHIPPING_METHODS.scheduled.name,
        windowStart: window.start,
        windowEnd: window.end,
        slotId: slot!.id,
      })
      .where(eq(checkoutTables.shippingRates.id, order.selectedShippingRateId));
  }
}
