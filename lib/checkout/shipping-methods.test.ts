import { NO_HOLIDAYS, pickupWindows } from './delivery-windows';
import { PICKUP_HOURS, pickupHoursText } from './shipping-methods';

describe('the pickup hours the shopper reads', () => {
  it('says Monday to Saturday and Sunday apart, as the pickup windows open', () => {
    expect(pickupHoursText()).toEqual([
      'Segunda a sábado, das 07:00 às 19:00',
      'Domingo e feriados, das 07:00 às 12:00',
    ]);
    // Sunday 2026-11-22, 05:00 in Salvador: today's window opens at 07:00, Monday's the same.
    const [sunday, monday] = pickupWindows(new Date('2026-11-22T05:00:00-03:00'), NO_HOLIDAYS);
    expect([sunday!.start, sunday!.end].map((d) => d.toISOString())).toEqual([
      '2026-11-22T10:00:00.000Z',
      '2026-11-22T15:00:00.000Z',
    ]);
    expect([monday!.start, monday!.end].map((d) => d.toISOString())).toEqual([
      '2026-11-23T10:00:00.000Z',
      '2026-11-23T22:00:00.000Z',
    ]);
  });

  it('is one line for Monday to Saturday only while those days share their hours', () => {
    expect(new Set(PICKUP_HOURS.slice(1).map((day) => day.join('-'))).size).toBe(1);
  });
});
