import { DELIVERY_STATES, FULFILLMENT_STATES } from '@/lib/rules/order-states';
import { displayStatus, isTrackable, progressIndex, showsLastOrder, showsProgressBar } from './status';

describe('order display status', () => {
  it('groups the fulfillment states when there is no delivery yet', () => {
    expect(FULFILLMENT_STATES.map((state) => displayStatus(state, null))).toEqual([
      'recebido',
      'recebido',
      'preparando',
      'preparando',
      'preparando',
      'preparando',
      'pronto',
    ]);
  });

  it('lets the delivery override every fulfillment state', () => {
    for (const fulfillment of FULFILLMENT_STATES) {
      expect(DELIVERY_STATES.map((delivery) => displayStatus(fulfillment, delivery))).toEqual([
        'a caminho',
        'a caminho',
        'entregue',
        'entregue',
        'falha',
      ]);
    }
  });

  it('puts canceled, error, failed and payment denied first, in that order', () => {
    expect(displayStatus('canceled', 'failed')).toBe('cancelado');
    expect(displayStatus('ready', 'canceled')).toBe('cancelado');
    expect(displayStatus('error', 'failed')).toBe('erro');
    expect(displayStatus('ready', 'error')).toBe('erro');
    expect(displayStatus('payment_denied', 'failed')).toBe('falha');
    expect(displayStatus('payment_denied', null)).toBe('pagamento negado');
    expect(displayStatus('payment_denied', 'planned')).toBe('pagamento negado');
  });

  it('gives erro for unknown values', () => {
    expect(displayStatus('weighing', null)).toBe('erro');
    expect(displayStatus(null, null)).toBe('erro');
    expect(displayStatus('ready', 'teleported')).toBe('erro');
  });

  it('places the status on the progress bar, hidden for failures', () => {
    expect(progressIndex('recebido')).toBe(0);
    expect(progressIndex('entregue')).toBe(4);
    expect(progressIndex('erro')).toBeNull();
    expect(showsProgressBar('falha')).toBe(false);
    expect(showsProgressBar('cancelado')).toBe(false);
    expect(showsProgressBar('a caminho')).toBe(true);
  });

  it('tracks orders that are not ready, in error, canceled or over', () => {
    expect(isTrackable('recebido')).toBe(true);
    expect(isTrackable('preparando')).toBe(true);
    expect(isTrackable('a caminho')).toBe(true);
    expect(isTrackable('pronto')).toBe(false);
    expect(isTrackable('entregue')).toBe(false);
    expect(isTrackable('falha')).toBe(false);
    expect(isTrackable('pagamento negado')).toBe(false);
    expect(isTrackable('erro')).toBe(false);
    expect(isTrackable('cancelado')).toBe(false);
  });
});

describe('the home last-order block', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const order = {
    state: 'complete',
    updatedAt: '2026-11-21T10:00:00Z',
    fulfillmentState: 'preparation',
    deliveryState: null,
  };

  it('shows the latest complete order updated 2 days ago or less', () => {
    expect(showsLastOrder(order, now)).toBe(true);
    expect(showsLastOrder({ ...order, updatedAt: '2026-11-21T09:59:59Z' }, now)).toBe(false);
  });

  it('leaves out orders in error or canceled', () => {
    expect(showsLastOrder({ ...order, fulfillmentState: 'weird' }, now)).toBe(false);
    expect(showsLastOrder({ ...order, state: 'canceled', fulfillmentState: 'canceled' }, now)).toBe(false);
  });
});
