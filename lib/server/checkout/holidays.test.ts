import { pickupWindows, scheduledWindows } from '@/lib/checkout/delivery-windows';
import { shopCalendar } from './holidays';

const day = (local: string) => new Date(`${local}T10:00:00-03:00`);
const iso = (local: string) => new Date(`${local}-03:00`).toISOString();

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
    expect(shopCalendar(day(date))).toBe(kind);
    // Any moment of the shop's day is the same day, late evening included (UTC is already tomorrow).
    expect(shopCalendar(new Date(`${date}T23:30:00-03:00`))).toBe(kind);
  });

  it('offers no deliveries on a holiday or Christmas, pickup on Sunday hours, and none on Christmas', () => {
    const starts = scheduledWindows(day('2026-12-20'), shopCalendar).map((window) =>
      window.start.toISOString(),
    );
    expect(starts.some((start) => start.startsWith('2026-12-25'))).toBe(false);
    expect(starts).toContain(iso('2026-12-24T17:00:00'));
    const afterConceicao = scheduledWindows(day('2026-12-06'), shopCalendar).map((w) =>
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
