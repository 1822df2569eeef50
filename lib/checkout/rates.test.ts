import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { availabilityLabel, availabilityTone, isFull, rateCostLabel, rateWhen } from './rates';

const rate = (overrides = {}) => ({
  shippingMethodId: 1,
  cost: '9.90',
  displayCost: 'R$ 9,90',
  deliveryWindowStart: '2026-11-24T11:00:00.000Z',
  deliveryWindowEnd: '2026-11-24T16:00:00.000Z',
  deliveriesRemaining: 20,
  ...overrides,
});

describe('the delivery picker', () => {
  it("shows 'Grátis!' for cost 0.0", () => {
    expect(rateCostLabel(rate({ cost: '0.0' }))).toBe('Grátis!');
    expect(rateCostLabel(rate())).toBe('R$ 9,90');
  });

  it('labels availability: Lotado at 0, {n} Restantes under 10, Popular under 20', () => {
    expect(availabilityLabel(rate({ deliveriesRemaining: 0 }))).toBe('Lotado');
    expect(isFull(rate({ deliveriesRemaining: 0 }))).toBe(true);
    expect(availabilityLabel(rate({ deliveriesRemaining: 9 }))).toBe('9 Restantes');
    expect(availabilityLabel(rate({ deliveriesRemaining: 10 }))).toBe('Popular');
    expect(availabilityLabel(rate({ deliveriesRemaining: 19 }))).toBe('Popular');
    expect(availabilityLabel(rate({ deliveriesRemaining: 20 }))).toBeNull();
    expect(availabilityLabel(rate({ shippingMethodId: 2, deliveriesRemaining: null }))).toBe('Expressa');
    expect(availabilityLabel(rate({ shippingMethodId: 3, deliveriesRemaining: null }))).toBeNull();
    expect(isFull(rate({ shippingMethodId: 2, deliveriesRemaining: null }))).toBe(false);
  });

  it('colours the label: grey when full, red when few remain, orange when popular, black for express', () => {
    expect(availabilityTone(rate({ deliveriesRemaining: 0 }))).toBe('grey');
    expect(availabilityTone(rate({ deliveriesRemaining: 3 }))).toBe('red');
    expect(availabilityTone(rate({ deliveriesRemaining: 15 }))).toBe('orange');
    expect(availabilityTone(rate({ shippingMethodId: 2, deliveriesRemaining: null }))).toBe('black');
  });

  it('shows the day with the Portuguese month abbreviation and the hours in Bahia time', () => {
    expect(rateWhen(rate())).toEqual({ day: 'ter, 24 nov', hours: '08:00 - 13:00' });
    expect(rateWhen(rate({ shippingMethodId: 2 })).hours).toBe('até 13:00');
  });

  it("names every weekday and month as date-fns' pt-BR locale does, in the shop's day", () => {
    // One window a day through a leap year, starting late in the evening in Bahia (the next day in UTC).
    for (let day = 0; day < 366; day++) {
      const start = new Date(Date.UTC(2028, 0, 1 + day, 1, 30));
      const shopDay = new TZDate(start, 'America/Bahia');
      const expected = `${format(shopDay, 'EEEEEE', { locale: ptBR })}, ${format(shopDay, 'd MMM', { locale: ptBR })}`;
      const when = rateWhen(
        rate({ deliveryWindowStart: start.toISOString(), deliveryWindowEnd: start.toISOString() }),
      );
      expect(when.day).toBe(expected.replace(/\./g, ''));
      expect(when.hours).toBe('22:30 - 22:30');
    }
  });
});
