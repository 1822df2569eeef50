import type { Order } from '@/lib/cart/order';
import { camelize } from '@/lib/sales-api/case';
import type { OrderJson } from '@/lib/sales-api/order';
import { orderJson } from '@/test-support/components/cart-fixtures';
import {
  checkoutFlowReducer,
  initialCheckoutFlow,
  type CheckoutFlowEvent,
  type CheckoutFlowState,
} from './checkout-flow-state';

function order(state: OrderJson['state'], overrides: Partial<OrderJson> = {}): Order {
  return camelize({ ...orderJson([]), state, ...overrides }) as Order;
}

const DECLINED = JSON.stringify({ error: 'Cartão recusado', errors: { payment: ['Cartão recusado'] } });

/** The state after `events`, from a fresh page (with `from`'s fields changed). */
function after(events: CheckoutFlowEvent[], from: Partial<CheckoutFlowState> = {}): CheckoutFlowState {
  return events.reduce(checkoutFlowReducer, { ...initialCheckoutFlow(null), ...from });
}

describe('checkoutFlowReducer', () => {
  it('starts with what the tab remembers of a completion, and nothing else', () => {
    expect(initialCheckoutFlow('R1')).toEqual({
      errors: {},
      changing: null,
      confirmed: null,
      settling: false,
      choice: null,
      unsettled: 'R1',
      stillCompleting: false,
    });
  });

  it('empties the errors when a step leaves, and remembers the order a completion sends', () => {
    const failed = after([{ type: 'failed', kind: 'address', error: 'Endereço inválido' }]);
    expect(failed.errors).toEqual({ address: ['Endereço inválido'] });

    const sent = checkoutFlowReducer(failed, { type: 'sent', completing: null });
    expect(sent.errors).toEqual({});
    expect(sent.unsettled).toBeNull();
    expect(checkoutFlowReducer(failed, { type: 'sent', completing: 'R123456789' }).unsettled).toBe(
      'R123456789',
    );
  });

  it('closes the pane being changed when a step succeeds, and keeps what the payment step chose', () => {
    const card = {
      id: 7,
      name: 'BRUNA LIMA',
      cc_type: 'visa' as const,
      last_digits: '4242',
      month: 4,
      year: 2030,
      gateway_card_id: null,
    };
    const paid = after(
      [
        { type: 'change', pane: 1 },
        { type: 'sent', completing: null },
        {
          type: 'succeeded',
          action: { kind: 'payment', methodId: 1, existingCard: 7 },
          order: order('confirm', { credit_cards: [card] }),
        },
      ],
      { unsettled: 'R0' },
    );
    expect(paid.changing).toBeNull();
    expect(paid.unsettled).toBeNull();
    expect(paid.choice).toEqual({ methodId: 1, card: { ccType: 'visa', lastDigits: '4242' } });
    expect(paid.confirmed).toBeNull();

    // Another step leaves the choice as it was.
    const next = checkoutFlowReducer(paid, {
      type: 'succeeded',
      action: { kind: 'next' },
      order: order('confirm'),
    });
    expect(next.choice).toEqual(paid.choice);
  });

  it('confirms an order the step completed', () => {
    const done = after([
      { type: 'sent', completing: 'R123456789' },
      { type: 'succeeded', action: { kind: 'next' }, order: order('complete') },
    ]);
    expect(done.confirmed).toBe('R123456789');
    expect(done.unsettled).toBeNull();
  });

  it("lists a refused step's error under the step's area and forgets the completion", () => {
    const state = after([
      { type: 'sent', completing: 'R123456789' },
      { type: 'failed', kind: 'next', error: DECLINED },
    ]);
    expect(state.unsettled).toBeNull();
    expect(state.errors).toEqual({ payment: ['Cartão recusado'] });
  });

  it('reopens a done pane with the errors emptied, and closes it again', () => {
    const failed = after([{ type: 'failed', kind: 'delivery', error: 'Horário esgotado' }]);
    const changing = checkoutFlowReducer(failed, { type: 'change', pane: 2 });
    expect(changing).toEqual({ ...failed, changing: 2, errors: {} });
    expect(checkoutFlowReducer(changing, { type: 'cancel change' })).toEqual({ ...changing, changing: null });
    expect(checkoutFlowReducer(failed, { type: 'dismiss errors' })).toEqual({ ...failed, errors: {} });
  });

  it.each([
    ["this page's own completion", { resuming: false, error: 'Failed to fetch' } as const],
    ['a completion resumed after a reload', { resuming: true } as const],
  ])('confirms the completed order of %s once settled', (_, cause) => {
    const settling = after([{ type: 'settling' }], { unsettled: 'R123456789' });
    expect(checkoutFlowReducer(settling, { type: 'settled', order: order('complete'), cause })).toEqual({
      ...settling,
      settling: false,
      confirmed: 'R123456789',
      unsettled: null,
    });
  });

  describe("settling this page's own completion (its answer was lost)", () => {
    const cause = { resuming: false, error: 'Failed to fetch' } as const;
    const sent = after([{ type: 'sent', completing: 'R123456789' }, { type: 'settling' }]);
    const settled = { ...sent, settling: false };

    it('is busy until the server answers', () => {
      expect(sent.settling).toBe(true);
    });

    it("lists the answer's error when the order went back (e.g. to payment)", () => {
      expect(checkoutFlowReducer(sent, { type: 'settled', order: order('payment'), cause })).toEqual({
        ...settled,
        unsettled: null,
        errors: { general: ['Failed to fetch'] },
      });
    });

    it('keeps the reminder, and lists the error, while the order is still completing', () => {
      expect(checkoutFlowReducer(sent, { type: 'settled', order: null, cause })).toEqual({
        ...settled,
        errors: { general: ['Failed to fetch'] },
      });
    });

    it('lists the failure to reach the order, the reminder kept', () => {
      expect(
        checkoutFlowReducer(sent, { type: 'unreachable', error: 'Sem conexão', lost: true, cause }),
      ).toEqual({ ...settled, errors: { general: ['Sem conexão'] } });
    });
  });

  describe('resuming a completion after a reload', () => {
    const cause = { resuming: true } as const;
    const resuming = after([{ type: 'settling' }], { unsettled: 'R123456789' });
    const settled = { ...resuming, settling: false };

    it('forgets an order that went back, without an error', () => {
      expect(checkoutFlowReducer(resuming, { type: 'settled', order: order('payment'), cause })).toEqual({
        ...settled,
        unsettled: null,
      });
    });

    it('says the order is still completing, and asks again on request', () => {
      const still = checkoutFlowReducer(resuming, { type: 'settled', order: null, cause });
      expect(still).toEqual({ ...settled, stillCompleting: true });
      expect(checkoutFlowReducer(still, { type: 'ask again' })).toEqual(settled);
    });

    it('forgets an order it may not read, and offers again one it could not reach', () => {
      expect(checkoutFlowReducer(resuming, { type: 'unreachable', error: '404', lost: true, cause })).toEqual(
        {
          ...settled,
          unsettled: null,
        },
      );
      expect(
        checkoutFlowReducer(resuming, { type: 'unreachable', error: '503', lost: false, cause }),
      ).toEqual({
        ...settled,
        stillCompleting: true,
      });
    });
  });
});
