import { analyticsEventSchema, EVENT_NAMES, UNKNOWN_EVENT } from './analytics';

describe('the event catalogue', () => {
  it('holds the documented events', () => {
    expect(EVENT_NAMES).toEqual(
      expect.arrayContaining([
        'viewed product',
        'created barbecue',
        'added barbecue to cart',
        'line item added',
        'line item viewed',
        'line item removed',
        'Checkout tapped',
        'address confirmed',
        'delivery selected',
        'delivery confirmed',
        'order completed',
      ]),
    );
  });

  it('accepts an event with its properties and refuses an unknown one', () => {
    expect(
      analyticsEventSchema.safeParse({
        event: 'order completed',
        properties: { order: 'R123456789', total: '89.90' },
      }).success,
    ).toBe(true);
    const unknown = analyticsEventSchema.safeParse({ event: 'viewed products', properties: {} });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]).toMatchObject({ path: ['event'], message: UNKNOWN_EVENT });
  });

  it('refuses a property outside the event, so nothing personal slips into the logs', () => {
    const result = analyticsEventSchema.safeParse({
      event: 'Checkout tapped',
      properties: { order: 'R123456789', cpf: '12345678909' },
    });
    expect(result.success).toBe(false);
  });
});
