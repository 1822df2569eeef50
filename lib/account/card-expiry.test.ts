import { formatCardExpiry, fullCardYear, isCardExpired } from './card-expiry';

describe('saved card expiry', () => {
  // 2026-07-01 01:00 UTC is still 30 June 2026 in Bahia (UTC-03:00).
  const lateJuneInBahia = new Date('2026-07-01T01:00:00Z');
  const midJuly = new Date('2026-07-15T12:00:00Z');

  it('prefixes 2-digit years with 20', () => {
    expect(fullCardYear(27)).toBe(2027);
    expect(fullCardYear(2031)).toBe(2031);
  });

  it('keeps a card valid through the last day of its month', () => {
    expect(isCardExpired({ month: 7, year: 2026 }, midJuly)).toBe(false);
    expect(isCardExpired({ month: 7, year: 26 }, midJuly)).toBe(false);
  });

  it('expires a card whose month ended before the current month', () => {
    expect(isCardExpired({ month: 6, year: 2026 }, midJuly)).toBe(true);
    expect(isCardExpired({ month: 12, year: 25 }, midJuly)).toBe(true);
  });

  it('counts the month in the shop time zone, not UTC', () => {
    expect(isCardExpired({ month: 6, year: 2026 }, lateJuneInBahia)).toBe(false);
  });

  it('prints the expiry as MM/AA', () => {
    expect(formatCardExpiry({ month: 4, year: 2029 })).toBe('04/29');
  });
});
