/**
 * The holiday calendar (date-holidays, with every country's calendar and moment-timezone's data) is
 * imported only when a year is first seeded: a server starting on a database that has this year's and next
 * year's holidays never loads it (docs/performance.md, Memory).
 */
import { createTestDatabase } from '@/test-support/server/test-database';
import type { Database } from '../db/database';
import * as storeTables from '../store/schema';
import { seedHolidays } from './holidays-seed';

// Counted on globalThis: the mock's factory may run when the seed module is imported, before this file's
// own variables exist.
const made = globalThis as { holidayCalendarsMade?: number };
jest.mock('date-holidays', () => {
  const actual = jest.requireActual('date-holidays');
  const Holidays = actual.default ?? actual;
  class WatchedHolidays extends Holidays {
    constructor(...args: unknown[]) {
      super(...args);
      const counter = globalThis as { holidayCalendarsMade?: number };
      counter.holidayCalendarsMade = (counter.holidayCalendarsMade ?? 0) + 1;
    }
  }
  return { __esModule: true, default: WatchedHolidays };
});

const day = (local: string) => new Date(`${local}T10:00:00-03:00`);

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.close());

it('is not loaded while the years the shop asks for are seeded, and is loaded once for a new year', async () => {
  const { db } = database;
  await db.insert(storeTables.storeHolidays).values([
    { day: '2026-12-25', name: 'Natal', kind: 'closed' },
    { day: '2027-01-01', name: 'Confraternização Universal', kind: 'closed' },
  ]);
  await db.transaction((tx) => seedHolidays(tx, day('2026-11-30')));
  expect(made.holidayCalendarsMade ?? 0).toBe(0);

  // 2028 has no day yet: seeding it loads the calendar, once.
  await db.transaction((tx) => seedHolidays(tx, day('2027-06-01')));
  await db.transaction((tx) => seedHolidays(tx, day('2027-06-02')));
  expect(made.holidayCalendarsMade).toBe(1);
});
