import { isPaneDone, openPane, paneOfState } from './checkout-panes';

describe('the checkout panes', () => {
  it('follow the order state', () => {
    expect(paneOfState('cart')).toBe(1);
    expect(paneOfState('address')).toBe(1);
    expect(paneOfState('delivery')).toBe(2);
    expect(paneOfState('payment')).toBe(3);
    expect(paneOfState('confirm')).toBe(3);
    expect(paneOfState('completing')).toBeNull();
    expect(paneOfState('complete')).toBeNull();
  });

  it('count a pane as done once the order went past it', () => {
    expect(isPaneDone('address', 1)).toBe(false);
    expect(isPaneDone('delivery', 1)).toBe(true);
    expect(isPaneDone('delivery', 2)).toBe(false);
    expect(isPaneDone('confirm', 2)).toBe(true);
    expect(isPaneDone('confirm', 3)).toBe(false);
    expect(isPaneDone('complete', 1)).toBe(false);
  });

  it('open a done pane being changed, else the state’s', () => {
    expect(openPane('payment', 1)).toBe(1);
    expect(openPane('payment', null)).toBe(3);
    // Not reached yet (or the order moved back meanwhile): the state decides.
    expect(openPane('delivery', 3)).toBe(2);
    expect(openPane('address', 1)).toBe(1);
  });
});
