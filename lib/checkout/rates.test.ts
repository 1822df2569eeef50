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
});
