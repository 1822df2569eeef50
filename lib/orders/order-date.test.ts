import { formatOrderDate } from './order-date';

describe('formatOrderDate', () => {
  it("shows the shop's day in Salvador, not the server's or UTC's", () => {
    expect(formatOrderDate('2026-11-26T02:30:00Z')).toBe('25/11/2026');
    expect(formatOrderDate('2026-11-26T03:00:00Z')).toBe('26/11/2026');
    expect(formatOrderDate('2026-03-05T15:00:00Z')).toBe('05/03/2026');
  });

  it('shows nothing for an order not completed yet', () => {
    expect(formatOrderDate(null)).toBe('');
  });
});
