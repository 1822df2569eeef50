import { AWAITING_PAYMENT, DELIVERY_STATES, FULFILLMENT_STATES } from '@/lib/rules/order-states';
import {
  displayStatus,
  isPickupOrder,
  isTrackable,
  progressIndex,
  progressSteps,
  showsLastOrder,
  showsProgressBar,
} from './status';

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

  it("reads a Pix not paid yet as 'aguardando pagamento', followed by the tracker, off the progress bar", () => {
    const status = displayStatus(AWAITING_PAYMENT, null);
    expect(status).toBe('aguardando pagamento');
    expect(isTrackable(status)).toBe(true);
    expect(progressIndex(status)).toBeNull();
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

describe('a store pickup', () => {
  const pickupOrder = (shippingMethodId: number | null) => ({
    shipments: [{ selectedShippingRate: shippingMethodId === null ? null : { shippingMethodId } }],
  });

  it('is told apart by the pickup method on the chosen rate', () => {
    expect(isPickupOrder(pickupOrder(3))).toBe(true);
    expect(isPickupOrder(pickupOrder(1))).toBe(false);
    expect(isPickupOrder(pickupOrder(2))).toBe(false);
    expect(isPickupOrder(pickupOrder(null))).toBe(false);
    expect(isPickupOrder({ shipments: [] })).toBe(false);
  });

  it('reads pronto para retirada when ready and retirado once collected', () => {
    expect(FULFILLMENT_STATES.map((state) => displayStatus(state, null, true))).toEqual([
      'recebido',
      'recebido',
      'preparando',
      'preparando',
      'preparando',
      'preparando',
      'pronto para retirada',
    ]);
    expect(displayStatus('ready', 'success', true)).toBe('retirado');
    expect(displayStatus('ready', 'completed', true)).toBe('retirado');
    // No driver takes it: a delivery under way still waits at the counter.
    expect(displayStatus('ready', 'planned', true)).toBe('pronto para retirada');
    expect(displayStatus('ready', 'in_progress', true)).toBe('pronto para retirada');
  });

  it('keeps canceled, error, failed and payment denied as a delivery has them', () => {
    expect(displayStatus('canceled', null, true)).toBe('cancelado');
    expect(displayStatus('ready', 'error', true)).toBe('erro');
    expect(displayStatus('ready', 'failed', true)).toBe('falha');
    expect(displayStatus('payment_denied', null, true)).toBe('pagamento negado');
    expect(displayStatus('weighing', null, true)).toBe('erro');
  });

  it('has its own progress bar: recebido, preparando, pronto para retirada, retirado', () => {
    expect(progressSteps(true)).toEqual(['recebido', 'preparando', 'pronto para retirada', 'retirado']);
    expect(progressSteps(false)).toEqual(['recebido', 'preparando', 'pronto', 'a caminho', 'entregue']);
    expect(progressIndex('preparando', true)).toBe(1);
    expect(progressIndex('pronto para retirada', true)).toBe(2);
    expect(progressIndex('retirado', true)).toBe(3);
    expect(progressIndex('a caminho', true)).toBeNull();
    expect(showsProgressBar('retirado')).toBe(true);
  });

  it('is followed by the list while it waits at the store, not once collected', () => {
    expect(isTrackable('pronto para retirada')).toBe(true);
    expect(isTrackable('retirado')).toBe(false);
  });
});
