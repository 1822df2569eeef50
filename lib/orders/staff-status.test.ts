import { AWAITING_PAYMENT, FULFILLMENT_STATES } from '@/lib/rules/order-states';
import {
  nextStaffMove,
  staffStatus,
  staffStatusLabel,
  stateName,
  wasPaymentApproved,
  type StaffStateInput,
} from './staff-status';

const label = (fulfillmentState: string | null, deliveryState: string | null, pickup = false) =>
  staffStatusLabel(staffStatus({ fulfillmentState, deliveryState, pickup }), pickup);

describe("the board's state of an order", () => {
  it('follows the fulfillment steps while nothing has left the store', () => {
    expect(FULFILLMENT_STATES.map((state) => label(state, null))).toEqual([
      'pagamento em análise',
      'aguardando',
      'em preparação',
      'em preparação',
      'em preparação',
      'em preparação',
      'pronto',
    ]);
  });

  it("shows a Pix not paid yet as 'pagamento em análise', with no move to make", () => {
    expect(label(AWAITING_PAYMENT, null)).toBe('pagamento em análise');
    expect(
      nextStaffMove({ fulfillmentState: AWAITING_PAYMENT, deliveryState: null, pickup: false }),
    ).toBeNull();
    expect(stateName(AWAITING_PAYMENT)).toBe('aguardando o Pix');
  });

  it('keeps a ready order assigned to a driver at the store until it leaves', () => {
    expect(label('ready', 'planned')).toBe('pronto');
    expect(label('ready', 'in_progress')).toBe('a caminho');
    expect(label('ready', 'success')).toBe('entregue');
    expect(label('ready', 'completed')).toBe('entregue');
    expect(label('ready', 'failed')).toBe('não entregue');
  });

  it('says a pickup is ready to be picked up, then picked up', () => {
    expect(label('ready', null, true)).toBe('pronto para retirada');
    expect(label('ready', 'success', true)).toBe('retirado');
    expect(label('preparation', null, true)).toBe('em preparação');
  });

  it('puts canceled, error, a failed delivery and a denied payment before the steps', () => {
    expect(label('canceled', 'failed')).toBe('cancelado');
    expect(label('ready', 'error')).toBe('erro');
    expect(label('error', null)).toBe('erro');
    expect(label('error', 'failed')).toBe('erro');
    expect(label('ready', 'failed')).toBe('não entregue');
    expect(label('payment_denied', null)).toBe('pagamento negado');
  });

  it('shows what it cannot place as an error rather than hiding it', () => {
    expect(label('weighing', null)).toBe('erro');
    expect(label(null, null)).toBe('erro');
    expect(label('ready', 'teleported')).toBe('erro');
    expect(label('preparation', 'planned')).toBe('erro');
  });
});

describe('the next move the order page offers', () => {
  const move = (input: Partial<StaffStateInput>) =>
    nextStaffMove({ fulfillmentState: null, deliveryState: null, pickup: false, ...input });

  it('moves the fulfillment one step, leaving ready to the weighing', () => {
    expect(move({ fulfillmentState: 'pending' })).toEqual({
      kind: 'fulfillment',
      state: 'preparation_queue',
      label: 'Enviar para a fila de preparo',
    });
    expect(move({ fulfillmentState: 'packaging_queue' })?.state).toBe('packaging');
    expect(move({ fulfillmentState: 'packaging' })).toBeNull();
  });

  it('hands a ready pickup over without a driver', () => {
    expect(move({ fulfillmentState: 'ready', pickup: true })).toEqual({
      kind: 'delivery',
      state: 'success',
      label: 'Marcar como retirado',
    });
    expect(move({ fulfillmentState: 'ready', deliveryState: 'success', pickup: true })).toBeNull();
  });

  it('leaves planning a delivery to dispatch, then follows it out and home', () => {
    expect(move({ fulfillmentState: 'ready' })).toBeNull();
    expect(move({ fulfillmentState: 'ready', deliveryState: 'planned' })?.state).toBe('in_progress');
    expect(move({ fulfillmentState: 'ready', deliveryState: 'in_progress' })?.state).toBe('success');
    expect(move({ fulfillmentState: 'ready', deliveryState: 'success' })?.state).toBe('completed');
    expect(move({ fulfillmentState: 'ready', deliveryState: 'completed' })).toBeNull();
  });

  it('offers no move for a canceled order, one in error or a failed delivery', () => {
    expect(move({ fulfillmentState: 'canceled' })).toBeNull();
    expect(move({ fulfillmentState: 'error' })).toBeNull();
    expect(move({ fulfillmentState: 'ready', deliveryState: 'failed' })).toBeNull();
  });
});

test('the history names the raw states in pt-BR and keeps what it does not know', () => {
  expect(stateName('packaging_queue')).toBe('fila de embalagem');
  expect(stateName('in_progress')).toBe('a caminho');
  expect(stateName('something_new')).toBe('something_new');
});

test("an order's payment was approved when its history holds the evaluation's move to pending", () => {
  const move = (from: string, to: string) => ({
    before: { fulfillmentState: from },
    after: { fulfillmentState: to },
  });
  expect(wasPaymentApproved([move('payment_evaluating', 'pending'), move('pending', 'error')])).toBe(true);
  expect(
    wasPaymentApproved([
      { before: { fulfillment_state: 'payment_evaluating' }, after: { fulfillment_state: 'pending' } },
    ]),
  ).toBe(true);
  // Warned in evaluation (day 4 of the authorisation), then resumed there: never approved.
  expect(
    wasPaymentApproved([
      move('payment_evaluating', 'error'),
      move('error', 'payment_evaluating'),
      { before: null, after: null },
    ]),
  ).toBe(false);
  // An order in 'erro' resumed at pending is not an approval.
  expect(wasPaymentApproved([move('error', 'pending')])).toBe(false);
});
