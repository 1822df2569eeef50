import { isPlaced, OPEN_ORDER_STATES, ORDER_STATES } from './order-states';

describe('isPlaced', () => {
  it('holds for a complete order and one canceled, never for one still open or being completed', () => {
    expect(ORDER_STATES.filter(isPlaced)).toEqual(['complete', 'canceled']);
    expect(OPEN_ORDER_STATES.some(isPlaced)).toBe(false);
    expect(isPlaced('completing')).toBe(false);
  });
});
