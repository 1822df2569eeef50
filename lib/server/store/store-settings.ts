/**
 * The manager's holidays and delivery windows (docs/business-rules.md, Delivery windows and holds). The
 * checkout reads both per request (./shop-schedule.ts), so a change reaches every instance at once.
 * A change never drops a booking already made: an order booked in a window of a day made a holiday, or of
 * a window removed or moved, keeps its slot and booking (the staff's board lists it by its window); only
 * new bookings are refused. A window's capacity goes down only to what a future day of it has booked.
 * Every change is logged with the staff member who made it.
 */
import 'server-only';
import { TZDate } from '@date-fns/tz';
import { lightFormat } from 'date-fns';
import { and, asc, eq, gte, inArray, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import {
  SETTINGS_MESSAGES,
  type DeliveryWindowBody,
  type DeliveryWindowJson,
  type HolidayBody,
  type HolidayJson,
} from '@/lib/sales-api/store-settings';
import { NotFoundError, ValidationError } from '@/lib/sales-api/errors';
import { SHOP_TIME_ZONE } from '@/lib/shop-time-zone';
import * as checkoutTables from '../checkout/schema';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { logger } from '../logger';
import * as orderTables from '../orders/schema';
import * as storeTables from './schema';
import { recordStoreChange } from './store-changes';
import { shopDayRange } from './shop-schedule';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SettingsDeps {
  db: Db;
  staffId: number;
  now: Date;
}

const HOLIDAY_NOT_FOUND = 'Feriado não encontrado';
const WINDOW_NOT_FOUND = 'Janela de entrega não encontrada';

type HolidayRow = typeof storeTables.storeHolidays.$inferSelect;
type WindowRow = typeof storeTables.deliveryWindows.$inferSelect;

// The zone written into the SQL, not sent as a parameter: the same expression is selected and grouped by.
const localDay = sql<string>`to_char(${checkoutTables.shippingRates.windowStart} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

/** An order given up: it is delivered to nobody and picked up by nobody (the board leaves it off too). */
const GIVEN_UP = ['canceled', 'payment_denied'];

/**
 * Orders placed for each of `days` (shop days): complete, not canceled nor denied, whatever way they are
 * received (a scheduled window, express or store pickup), by the day of the window they chose. A day made a
 * holiday or closed keeps them all, so the manager is told of each, not only the scheduled ones.
 */
async function bookingsOn(db: Db | Tx, days: readonly string[]): Promise<Map<string, number>> {
  if (days.length === 0) return new Map();
  const { orders } = orderTables;
  const { shippingRates } = checkoutTables;
  const rows = await db
    .select({ day: localDay, n: sql<number>`count(*)::int` })
    .from(shippingRates)
    // The rate's own order too: the days' rates (shipping_rates_window_idx) lead to their orders by key.
    .innerJoin(
      orders,
      and(eq(orders.id, shippingRates.orderId), eq(orders.selectedShippingRateId, shippingRates.id)),
    )
    .where(
      and(
        // Each day's own range, not the year's from the first to the last: the rates of the days between
        // (every cart's offers) are never read.
        or(
          ...[...new Set(days)].map((day) => {
            const { start, end } = shopDayRange(day);
            return and(
              gte(shippingRates.windowStart, new Date(start.getTime())),
              lt(shippingRates.windowStart, new Date(end.getTime())),
            );
          }),
        ),
        eq(orders.state, 'complete'),
        or(isNull(orders.fulfillmentState), notInArray(orders.fulfillmentState, GIVEN_UP)),
      ),
    )
    .groupBy(localDay);
  return new Map(rows.map((row) => [row.day, row.n]));
}

/** A holiday as the audit records it (./store-changes.ts). */
const holidaySnapshot = (row: HolidayRow) => ({
  id: row.id,
  day: row.day,
  name: row.name,
  kind: row.kind,
  open_hour: row.openHour,
  close_hour: row.closeHour,
});

function holidayJson(row: HolidayRow, booked: Map<string, number>): HolidayJson {
  return { ...holidaySnapshot(row), booked_orders: booked.get(row.day) ?? 0 };
}

/** The holidays (of `year`, or all), in date order, each with the orders already booked on its day. */
export async function listHolidays(db: Db, year?: number): Promise<HolidayJson[]> {
  const rows = await db
    .select()
    .from(storeTables.storeHolidays)
    .where(
      year === undefined
        ? undefined
        : and(
            gte(storeTables.storeHolidays.day, `${year}-01-01`),
            lt(storeTables.storeHolidays.day, `${year + 1}-01-01`),
          ),
    )
    .orderBy(asc(storeTables.storeHolidays.day));
  const booked = await bookingsOn(
    db,
    rows.map((row) => row.day),
  );
  return rows.map((row) => holidayJson(row, booked));
}

const dayTaken = () => new ValidationError({ day: [SETTINGS_MESSAGES.dayTaken] }, SETTINGS_MESSAGES.dayTaken);

/** A day already someone else's is refused at the field (the unique index decides a race). */
async function savingHoliday(work: () => Promise<HolidayRow | undefined>): Promise<HolidayRow | undefined> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw dayTaken();
    throw error;
  }
}

/** The row's columns from the request (the contract checked the hours: both or neither, a holiday's). */
const holidayValues = (body: HolidayBody) => ({
  day: body.day,
  name: body.name.trim(),
  kind: body.kind,
  openHour: body.open_hour ?? null,
  closeHour: body.close_hour ?? null,
});

export async function createHoliday(deps: SettingsDeps, body: HolidayBody): Promise<HolidayJson> {
  const row = await savingHoliday(() =>
    deps.db.transaction(async (tx) => {
      const [created] = await tx.insert(storeTables.storeHolidays).values(holidayValues(body)).returning();
      await recordStoreChange(tx, deps.staffId, 'holiday', created!.id, null, holidaySnapshot(created!));
      return created;
    }),
  );
  logger.info({ staffId: deps.staffId, holiday: row }, 'holiday created');
  return holidayJson(row!, await bookingsOn(deps.db, [row!.day]));
}

export async function updateHoliday(deps: SettingsDeps, id: number, body: HolidayBody): Promise<HolidayJson> {
  const row = await savingHoliday(() =>
    deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(storeTables.storeHolidays)
        .where(eq(storeTables.storeHolidays.id, id))
        .for('update');
      if (!before) throw new NotFoundError(HOLIDAY_NOT_FOUND);
      const [updated] = await tx
        .update(storeTables.storeHolidays)
        .set({ ...holidayValues(body), updatedAt: deps.now })
        .where(eq(storeTables.storeHolidays.id, id))
        .returning();
      await recordStoreChange(
        tx,
        deps.staffId,
        'holiday',
        id,
        holidaySnapshot(before),
        holidaySnapshot(updated!),
      );
      return updated;
    }),
  );
  if (!row) throw new NotFoundError(HOLIDAY_NOT_FOUND);
  logger.info({ staffId: deps.staffId, holiday: row }, 'holiday changed');
  return holidayJson(row, await bookingsOn(deps.db, [row.day]));
}

export async function deleteHoliday(deps: SettingsDeps, id: number): Promise<void> {
  const row = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(storeTables.storeHolidays)
      .where(eq(storeTables.storeHolidays.id, id))
      .returning();
    if (!deleted) throw new NotFoundError(HOLIDAY_NOT_FOUND);
    await recordStoreChange(tx, deps.staffId, 'holiday', id, holidaySnapshot(deleted), null);
    return deleted;
  });
  logger.info({ staffId: deps.staffId, holiday: row }, 'holiday deleted');
}

/** The future slots (from `now`) of a weekday window: same local weekday, start hour and length. */
function futureSlotsOf(window: Pick<WindowRow, 'weekday' | 'startHour' | 'endHour'>, now: Date) {
  const start = checkoutTables.deliverySlots.windowStart;
  return and(
    gte(start, now),
    sql`extract(dow from ${start} at time zone ${SHOP_TIME_ZONE}) = ${window.weekday}`,
    sql`extract(hour from ${start} at time zone ${SHOP_TIME_ZONE}) = ${window.startHour}`,
    sql`extract(minute from ${start} at time zone ${SHOP_TIME_ZONE}) = 0`,
    sql`${checkoutTables.deliverySlots.windowEnd} = ${start} + make_interval(hours => ${window.endHour - window.startHour})`,
  );
}

async function bookedAhead(db: Db | Tx, window: WindowRow, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${checkoutTables.deliverySlots.booked}), 0)::int` })
    .from(checkoutTables.deliverySlots)
    .where(futureSlotsOf(window, now));
  return row?.n ?? 0;
}

/** A window as the audit records it (./store-changes.ts): its hours and capacity. */
const windowSnapshot = (row: WindowRow) => ({
  id: row.id,
  weekday: row.weekday,
  start_hour: row.startHour,
  end_hour: row.endHour,
  capacity: row.capacity,
});

function windowJson(row: WindowRow, booked: number): DeliveryWindowJson {
  return {
    id: row.id,
    weekday: row.weekday,
    start_hour: row.startHour,
    end_hour: row.endHour,
    capacity: row.capacity,
    booked_ahead: booked,
  };
}

/** Every weekday window, Sunday first and by hours, with what its future days have booked. */
export async function listWindows(db: Db, now: Date): Promise<DeliveryWindowJson[]> {
  const rows = await db
    .select()
    .from(storeTables.deliveryWindows)
    .orderBy(
      asc(storeTables.deliveryWindows.weekday),
      asc(storeTables.deliveryWindows.startHour),
      asc(storeTables.deliveryWindows.endHour),
    );
  const booked = await Promise.all(rows.map((row) => bookedAhead(db, row, now)));
  return rows.map((row, index) => windowJson(row, booked[index]!));
}

const windowTaken = () =>
  new ValidationError({ start_hour: [SETTINGS_MESSAGES.windowTaken] }, SETTINGS_MESSAGES.windowTaken);

/**
 * The future slots of `window` take its capacity, locked first so that no booking slips in between the
 * check and the change: 422 at the capacity when a day has booked more (naming the day).
 */
async function applyCapacity(tx: Tx, window: WindowRow, now: Date): Promise<number> {
  const slots = await tx
    .select({
      id: checkoutTables.deliverySlots.id,
      windowStart: checkoutTables.deliverySlots.windowStart,
      booked: checkoutTables.deliverySlots.booked,
    })
    .from(checkoutTables.deliverySlots)
    .where(futureSlotsOf(window, now))
    .orderBy(asc(checkoutTables.deliverySlots.windowStart))
    .for('update');
  const fullest = slots.reduce<(typeof slots)[number] | undefined>(
    (most, slot) => (!most || slot.booked > most.booked ? slot : most),
    undefined,
  );
  if (fullest && fullest.booked > window.capacity) {
    const day = lightFormat(new TZDate(fullest.windowStart, SHOP_TIME_ZONE), 'dd/MM/yyyy');
    const message = SETTINGS_MESSAGES.capacityBelowBooked(fullest.booked, day);
    throw new ValidationError({ capacity: [message] }, message);
  }
  if (slots.length > 0) {
    await tx
      .update(checkoutTables.deliverySlots)
      .set({ capacity: window.capacity })
      .where(
        inArray(
          checkoutTables.deliverySlots.id,
          slots.map((slot) => slot.id),
        ),
      );
  }
  return fullest?.booked ?? 0;
}

async function savingWindow<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw windowTaken();
    throw error;
  }
}

function windowValues(body: DeliveryWindowBody) {
  return {
    weekday: body.weekday,
    startHour: body.start_hour,
    endHour: body.end_hour,
    capacity: body.capacity,
  };
}

export async function createWindow(
  deps: SettingsDeps,
  body: DeliveryWindowBody,
): Promise<DeliveryWindowJson> {
  const json = await savingWindow(deps.db, async (tx) => {
    const [row] = await tx.insert(storeTables.deliveryWindows).values(windowValues(body)).returning();
    await recordStoreChange(tx, deps.staffId, 'delivery_window', row!.id, null, windowSnapshot(row!));
    // Slots of these hours may exist from an earlier window of the same hours: they take this capacity.
    return windowJson(row!, await applyCapacity(tx, row!, deps.now));
  });
  logger.info({ staffId: deps.staffId, window: json }, 'delivery window created');
  return json;
}

/**
 * A window's new hours or capacity. Future days of its new hours take the capacity (never below what one
 * has booked); days booked under its old hours keep their bookings, though no longer offered.
 */
export async function updateWindow(
  deps: SettingsDeps,
  id: number,
  body: DeliveryWindowBody,
): Promise<DeliveryWindowJson> {
  const json = await savingWindow(deps.db, async (tx) => {
    const [clash] = await tx
      .select({ id: storeTables.deliveryWindows.id })
      .from(storeTables.deliveryWindows)
      .where(
        and(
          eq(storeTables.deliveryWindows.weekday, body.weekday),
          eq(storeTables.deliveryWindows.startHour, body.start_hour),
          eq(storeTables.deliveryWindows.endHour, body.end_hour),
          ne(storeTables.deliveryWindows.id, id),
        ),
      );
    if (clash) throw windowTaken();
    const [before] = await tx
      .select()
      .from(storeTables.deliveryWindows)
      .where(eq(storeTables.deliveryWindows.id, id))
      .for('update');
    if (!before) throw new NotFoundError(WINDOW_NOT_FOUND);
    const [row] = await tx
      .update(storeTables.deliveryWindows)
      .set({ ...windowValues(body), updatedAt: deps.now })
      .where(eq(storeTables.deliveryWindows.id, id))
      .returning();
    await recordStoreChange(
      tx,
      deps.staffId,
      'delivery_window',
      id,
      windowSnapshot(before),
      windowSnapshot(row!),
    );
    return windowJson(row!, await applyCapacity(tx, row!, deps.now));
  });
  logger.info({ staffId: deps.staffId, window: json }, 'delivery window changed');
  return json;
}

/** The window is offered no more; orders already booked in its future days keep their bookings. */
export async function deleteWindow(deps: SettingsDeps, id: number): Promise<void> {
  const row = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(storeTables.deliveryWindows)
      .where(eq(storeTables.deliveryWindows.id, id))
      .returning();
    if (!deleted) throw new NotFoundError(WINDOW_NOT_FOUND);
    await recordStoreChange(tx, deps.staffId, 'delivery_window', id, windowSnapshot(deleted), null);
    return deleted;
  });
  logger.info({ staffId: deps.staffId, window: row }, 'delivery window deleted');
}
