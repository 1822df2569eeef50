import { TZDate } from '@date-fns/tz';
import { lightFormat } from 'date-fns';
import { SHOP_TIME_ZONE } from '@/lib/shop-time-zone';
import { formatOrderDate } from './order-date';

describe('formatOrderDate', () => {
  it("shows the shop's day in Salvador, not the server's or UTC's", () => {
    expect(formatOrderDate('2026-11-26T02:30:00Z')).toBe('25/11/2026');
    expect(formatOrderDate('2026-11-26T03:00:00Z')).toBe('26/11/2026');
    expect(formatOrderDate('2026-03-05T15:00:00Z')).toBe('05/03/2026');
    expect(formatOrderDate('2027-01-01T02:59:59.250Z')).toBe('31/12/2026');
  });

  it("writes the day America/Bahia's time zone rules give, every six hours from 2013 to 2035", () => {
    // Node carries full ICU: were Bahia's offset to change, the time zone data would disagree here.
    for (let ms = Date.UTC(2013, 0, 1); ms < Date.UTC(2036, 0, 1); ms += 6 * 60 * 60 * 1000 + 60 * 1000) {
      const iso = new Date(ms).toISOString();
      expect(formatOrderDate(iso)).toBe(lightFormat(new TZDate(iso, SHOP_TIME_ZONE), 'dd/MM/yyyy'));
    }
  });

  it('shows nothing for an order not completed yet', () => {
    expect(formatOrderDate(null)).toBe('');
  });
});
