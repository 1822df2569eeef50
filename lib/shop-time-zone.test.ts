import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { shopCalendarDay, shopDigits } from './shop-clock';
import { SHOP_TIME_ZONE, shopWallClock } from './shop-time-zone';

describe('shopWallClock', () => {
  it("reads the day, weekday and time America/Bahia's time zone rules give, every six hours from 2013 to 2035", () => {
    // Node carries full ICU: were Bahia's offset to change, the time zone data would disagree here.
    const pattern = 'yyyy-MM-dd EEEEEE HH:mm:ss.SSS';
    for (let ms = Date.UTC(2013, 0, 1); ms < Date.UTC(2036, 0, 1); ms += 6 * 60 * 60 * 1000 + 61_001) {
      const iso = new Date(ms).toISOString();
      expect(format(shopWallClock(iso), pattern)).toBe(format(new TZDate(iso, SHOP_TIME_ZONE), pattern));
    }
  });

  it('reads an ISO string with any offset, or a Date, as the same instant', () => {
    const pattern = 'dd/MM/yyyy HH:mm';
    expect(format(shopWallClock('2026-11-26T02:30:00Z'), pattern)).toBe('25/11/2026 23:30');
    expect(format(shopWallClock('2026-11-25T23:30:00-03:00'), pattern)).toBe('25/11/2026 23:30');
    expect(format(shopWallClock(new Date('2026-11-26T03:00:00Z')), pattern)).toBe('26/11/2026 00:00');
  });
});

describe('shopDigits and shopCalendarDay', () => {
  it('write what date-fns writes from the shop wall clock, every seven hours from 2024 to 2029', () => {
    for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2029, 0, 1); ms += 7 * 60 * 60 * 1000 + 59_001) {
      const iso = new Date(ms).toISOString();
      const clock = new TZDate(iso, SHOP_TIME_ZONE);
      expect(shopDigits(iso, 'date')).toBe(format(clock, 'dd/MM/yyyy'));
      expect(shopDigits(iso, 'day')).toBe(format(clock, 'dd/MM'));
      expect(shopDigits(new Date(ms), 'time')).toBe(format(clock, 'HH:mm'));
      expect(shopDigits(iso, 'seconds')).toBe(format(clock, 'HH:mm:ss'));
      expect(shopCalendarDay(iso)).toEqual({
        weekday: clock.getDay(),
        date: clock.getDate(),
        month: clock.getMonth(),
      });
    }
  });
});
