/**
 * The shop's seeded holidays (docs/business-rules.md, Delivery windows and holds): the national, Bahia and
 * Salvador public holidays of date-holidays, Christmas and New Year closed; seeded once per year, so the
 * manager's deletions stay deleted; the calendar the checkout builds from the rows.
 */
import { eq } from 'drizzle-orm';
import { pickupWindows, scheduledWindows, standardWindows } from '@/lib/checkout/delivery-windows';
import { createTestDatabase } from '@/test-support/server/test-database';
import type { Database } from '../db/database';
import * as storeTables from '../store/schema';
import { calendarOf, loadShopSchedule } from '../store/shop-schedule';
import { holidaysOf, seedHolidays } from './holidays-seed';
import { seedStoreSettings } from './seed';

const day = (local: string) => new Date(`${local}T10:00:00-03:00`);
const iso = (local: string) => new Date(`${local}-03:00`).toISOString();
let shopCalendar: ReturnType<typeof calendarOf>;
beforeAll(async () => {
  shopCalendar = calendarOf([...(await holidaysOf(2026)), ...(await holidaysOf(2027))]);
});
const STANDARD = standardWindows();

describe("the shop's holidays", () => {
  it.each([
    ['2026-07-02', 'holiday'], // Independência da Bahia
    ['2026-06-24', 'holiday'], // São João, Salvador
    ['2026-12-08', 'holiday'], // Conceição da Praia, Salvador
    ['2026-11-20', 'holiday'], // Consciência Negra
    ['2026-04-03', 'holiday'], // Sexta-Feira Santa
    ['2026-12-25', 'closed'],
    ['2027-01-01', 'closed'],
    ['2026-12-24', null], // Christmas Eve: an ordinary Thursday
    ['2026-02-17', null], // Carnival Tuesday: a bank holiday, the shop works
    ['2026-11-24', null],
  ])('%s is %s', (date, kind) => {
    expect(shopCalendar(day(date))?.kind ?? null).toBe(kind);
    // Any moment of the shop's day is the same day, late evening included (UTC is already tomorrow).
    expect(shopCalendar(new Date(`${date}T23:30:00-03:00`))?.kind ?? null).toBe(kind);
  });

  it('names each day once, in Portuguese', async () => {
    const days = await holidaysOf(2026);
    expect(new Set(days.map((holiday) => holiday.day)).size).toBe(days.length);
    expect(days.find((holiday) => holiday.day === '2026-07-02')?.name).toBe('Independência da Bahia');
  });

  it('offers no deliveries on a holiday or Christmas, pickup on Sunday hours, and none on Christmas', () => {
    const starts = scheduledWindows(day('2026-12-20'), shopCalendar, STANDARD).map((window) =>
      window.start.toISOString(),
    );
    expect(starts.some((start) => start.startsWith('2026-12-25'))).toBe(false);
    expect(starts).toContain(iso('2026-12-24T17:00:00'));
    const afterConceicao = scheduledWindows(day('2026-12-06'), shopCalendar, STANDARD).map((w) =>
      w.start.toISOString(),
    );
    expect(afterConceicao.filter((start) => start.startsWith('2026-12-08'))).toEqual([]);

    const pickups = pickupWindows(day('2026-12-20'), shopCalendar);
    const on = (date: string) => pickups.find((window) => window.start.toISOString().startsWith(date));
    expect(on('2026-12-25')).toBeUndefined();
    const conceicao = pickupWindows(day('2026-12-07'), shopCalendar).find((window) =>
      window.start.toISOString().startsWith('2026-12-08'),
    );
    expect(conceicao).toEqual({
      start: new Date(iso('2026-12-08T07:00:00')),
      end: new Date(iso('2026-12-08T12:00:00')),
    });
  });
});

describe('seeding the holidays and windows', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database.close());

  it("seeds this year's and next year's once, keeping what the manager deleted", async () => {
    const { db } = database;
    const now = day('2026-11-23');
    await db.transaction((tx) => seedHolidays(tx, now));
    const rows = await db.select().from(storeTables.storeHolidays);
    expect(rows.length).toBe((await holidaysOf(2026)).length + (await holidaysOf(2027)).length);

    await db.delete(storeTables.storeHolidays).where(eq(storeTables.storeHolidays.day, '2026-12-08'));
    await db.transaction((tx) => seedHolidays(tx, now));
    const again = await db.select().from(storeTables.storeHolidays);
    expect(again.length).toBe(rows.length - 1);
    expect(again.some((row) => row.day === '2026-12-08')).toBe(false);

    // A new year brings the year after it.
    await db.transaction((tx) => seedHolidays(tx, day('2027-01-02')));
    const next = await db.select().from(storeTables.storeHolidays);
    expect(next.length).toBe(again.length + (await holidaysOf(2028)).length);
  });

  it('seeds the standard windows once, also without the demo catalogue, and the checkout reads both', async () => {
    const { db } = database;
    // What a server that does not seed the demo catalogue (SEED_ON_START=false) runs at start.
    await seedStoreSettings(db);
    await seedStoreSettings(db);
    expect(await db.select().from(storeTables.deliveryWindows)).toHaveLength(STANDARD.length);
    const schedule = await loadShopSchedule(db, day('2026-11-19'));
    expect(schedule.weekdays).toHaveLength(STANDARD.length);
    // A seeded holiday has no hours of its own: pickup on Sunday's.
    expect(schedule.calendar(day('2026-11-20'))).toEqual({ kind: 'holiday' });
    expect(schedule.calendar(day('2026-11-24'))).toBeNull();

    // A holiday given its own hours carries them to the checkout.
    await db
      .update(storeTables.storeHolidays)
      .set({ openHour: 8, closeHour: 14 })
      .where(eq(storeTables.storeHolidays.day, '2026-11-20'));
    const changed = await loadShopSchedule(db, day('2026-11-19'));
    expect(changed.calendar(day('2026-11-20'))).toEqual({ kind: 'holiday', pickupHours: [8, 14] });
  });
});
