import {
  expressWindow,
  isBookable,
  NO_HOLIDAYS,
  pickupWindows,
  type ShopCalendar,
  type SpecialDay,
  scheduledWindows,
  standardWindows,
} from './delivery-windows';

const STANDARD = standardWindows();

/** 'YYYY-MM-DDTHH:mm' read in America/Bahia (UTC-03:00). */
const bahia = (local: string) => new Date(`${local}:00-03:00`);
const iso = (date: Date) => date.toISOString();
describe('scheduled delivery windows (FAQ), America/Bahia', () => {
  // Sunday 2026-11-22, 10:00 in Salvador.
  const sunday = bahia('2026-11-22T10:00');

  it('offers the next 7 days from tomorrow: Monday 3 windows, Tuesday to Saturday 4, no Sunday', () => {
    const windows = scheduledWindows(sunday, NO_HOLIDAYS, STANDARD);
    const days = new Map<string, number>();
    for (const window of windows) {
      const day = new Date(window.start.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
      days.set(day, (days.get(day) ?? 0) + 1);
    }
    expect([...days]).toEqual([
      ['2026-11-23', 3], // Monday
      ['2026-11-24', 4],
      ['2026-11-25', 4],
      ['2026-11-26', 4],
      ['2026-11-27', 4],
      ['2026-11-28', 4], // Saturday
      // Sunday 29 has none.
    ]);
  });

  it("gives Monday's windows 8-13, 13-17 and 15-20 and Tuesday's evening 17-21, in local time", () => {
    const windows = scheduledWindows(sunday, NO_HOLIDAYS, STANDARD);
    expect(windows.slice(0, 4).map((w) => [iso(w.start), iso(w.end)])).toEqual([
      [iso(bahia('2026-11-23T08:00')), iso(bahia('2026-11-23T13:00'))],
      [iso(bahia('2026-11-23T13:00')), iso(bahia('2026-11-23T17:00'))],
      [iso(bahia('2026-11-23T15:00')), iso(bahia('2026-11-23T20:00'))],
      [iso(bahia('2026-11-24T08:00')), iso(bahia('2026-11-24T13:00'))],
    ]);
    expect(windows.some((w) => iso(w.start) === iso(bahia('2026-11-24T17:00')))).toBe(true);
    expect(windows.some((w) => iso(w.start) === iso(bahia('2026-11-23T17:00')))).toBe(false);
  });

  it("books tomorrow until 23:59 today, and today's windows never", () => {
    const tuesdayMorning = { start: bahia('2026-11-24T08:00'), end: bahia('2026-11-24T13:00') };
    expect(isBookable(tuesdayMorning, bahia('2026-11-23T23:59'), NO_HOLIDAYS, STANDARD)).toBe(true);
    expect(isBookable(tuesdayMorning, bahia('2026-11-24T00:00'), NO_HOLIDAYS, STANDARD)).toBe(false);
    expect(isBookable(tuesdayMorning, bahia('2026-11-24T07:00'), NO_HOLIDAYS, STANDARD)).toBe(false);
    // 23:59 Bahia is 02:59 UTC of the next day: the day is the shop's, not UTC's.
    expect(isBookable(tuesdayMorning, new Date('2026-11-24T02:59:00Z'), NO_HOLIDAYS, STANDARD)).toBe(true);
  });

  it('does not book beyond 7 days, nor a window the FAQ does not have', () => {
    const now = bahia('2026-11-23T12:00');
    expect(
      isBookable(
        { start: bahia('2026-12-01T08:00'), end: bahia('2026-12-01T13:00') },
        now,
        NO_HOLIDAYS,
        STANDARD,
      ),
    ).toBe(false);
    expect(
      isBookable(
        { start: bahia('2026-11-24T09:00'), end: bahia('2026-11-24T13:00') },
        now,
        NO_HOLIDAYS,
        STANDARD,
      ),
    ).toBe(false);
  });
});

describe('express delivery', () => {
  it('leaves within 3 hours from 08:00 until 18:00, Monday to Saturday', () => {
    const now = bahia('2026-11-23T10:15');
    expect(expressWindow(now, NO_HOLIDAYS)).toEqual({ start: now, end: bahia('2026-11-23T13:15') });
    expect(expressWindow(bahia('2026-11-23T07:59'), NO_HOLIDAYS)).toBeNull();
    expect(expressWindow(bahia('2026-11-23T17:59'), NO_HOLIDAYS)).not.toBeNull();
    expect(expressWindow(bahia('2026-11-23T18:00'), NO_HOLIDAYS)).toBeNull();
    expect(expressWindow(bahia('2026-11-22T10:00'), NO_HOLIDAYS)).toBeNull(); // Sunday
  });
});

describe('store pickup', () => {
  it('opens Monday to Saturday 07:00-19:00 and Sunday 07:00-12:00', () => {
    const windows = pickupWindows(bahia('2026-11-21T20:00'), NO_HOLIDAYS); // Saturday evening: today is over
    expect(windows.map((w) => [iso(w.start), iso(w.end)]).slice(0, 2)).toEqual([
      [iso(bahia('2026-11-22T07:00')), iso(bahia('2026-11-22T12:00'))],
      [iso(bahia('2026-11-23T07:00')), iso(bahia('2026-11-23T19:00'))],
    ]);
    expect(windows).toHaveLength(6);
  });

  it("opens on a holiday's own hours, on Sunday's when it has none, and not at all on a closed day", () => {
    const days: Record<string, SpecialDay> = {
      '2026-11-24': { kind: 'holiday', pickupHours: [8, 14] },
      '2026-11-25': { kind: 'holiday' },
      '2026-11-26': { kind: 'closed' },
    };
    // The shop's day of a moment (Bahia is UTC-03:00).
    const calendar: ShopCalendar = (day) =>
      days[new Date(day.getTime() - 3 * 3600_000).toISOString().slice(0, 10)] ?? null;
    const windows = pickupWindows(bahia('2026-11-23T20:00'), calendar); // Monday evening: today is over
    expect(windows.map((w) => [iso(w.start), iso(w.end)]).slice(0, 3)).toEqual([
      [iso(bahia('2026-11-24T08:00')), iso(bahia('2026-11-24T14:00'))],
      [iso(bahia('2026-11-25T07:00')), iso(bahia('2026-11-25T12:00'))],
      [iso(bahia('2026-11-27T07:00')), iso(bahia('2026-11-27T19:00'))],
    ]);
    // The manager's Sunday hours are a holiday's default; a holiday's own replace them.
    const sundayNine: [number, number][] = [[9, 13], ...Array<[number, number]>(6).fill([7, 19])];
    const later = pickupWindows(bahia('2026-11-23T20:00'), calendar, sundayNine);
    expect(iso(later[0]!.end)).toBe(iso(bahia('2026-11-24T14:00')));
    expect([iso(later[1]!.start), iso(later[1]!.end)]).toEqual([
      iso(bahia('2026-11-25T09:00')),
      iso(bahia('2026-11-25T13:00')),
    ]);
    // On the holiday itself, from one hour after the order, until its own closing.
    expect(pickupWindows(bahia('2026-11-24T10:30'), calendar)[0]).toEqual({
      start: bahia('2026-11-24T12:00'),
      end: bahia('2026-11-24T14:00'),
    });
    // Still no delivery on it.
    expect(
      scheduledWindows(bahia('2026-11-23T10:00'), calendar, STANDARD).some((w) =>
        iso(w.start).startsWith('2026-11-24'),
      ),
    ).toBe(false);
    expect(expressWindow(bahia('2026-11-24T10:00'), calendar)).toBeNull();
  });

  it('starts today one hour after the order, on the hour', () => {
    expect(iso(pickupWindows(bahia('2026-11-23T10:20'), NO_HOLIDAYS)[0]!.start)).toBe(
      iso(bahia('2026-11-23T12:00')),
    );
    expect(iso(pickupWindows(bahia('2026-11-23T10:00'), NO_HOLIDAYS)[0]!.start)).toBe(
      iso(bahia('2026-11-23T11:00')),
    );
    expect(iso(pickupWindows(bahia('2026-11-23T05:00'), NO_HOLIDAYS)[0]!.start)).toBe(
      iso(bahia('2026-11-23T07:00')),
    );
  });
});
