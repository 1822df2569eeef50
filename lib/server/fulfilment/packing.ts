/**
 * 'Concluir pesagem' (docs/business-rules.md, Order and delivery states and Staff roles): from wherever the
 * order is in preparation, in one transaction, each remaining fulfillment step is taken and recorded, the
 * produced quantities are recorded at packaging (a line of 0 is dropped, 'Sem estoque'), the weighed amount
 * is decided for capture (never more than authorised: 422, and nothing is written), and the order is ready.
 */
import 'server-only';
import { stateName } from '@/lib/orders/staff-status';
import { PREPARATION_STATES } from '@/lib/rules/order-states';
import { inTransaction } from '../orders/order-core';
import {
  afterProduced,
  NEXT_FULFILLMENT,
  produceLocked,
  type ProducedLine,
  type ProducedOrder,
} from './fulfilment-moves';
import {
  conflict,
  lockOrder,
  mustBeComplete,
  STAFF_ACTION_MESSAGES,
  updateOrder,
  type StaffDeps,
} from './staff-action';
import { recordAction } from '../orders/order-events';

const PACKING_MESSAGES = {
  evaluating: 'O pagamento deste pedido ainda está em análise: aguarde a aprovação para pesar',
  notInPreparation: (state: string) => `Só pedidos em preparação podem ser pesados (este está: ${state})`,
} as const;

export async function packOrder(
  deps: StaffDeps,
  number: string,
  produced: readonly ProducedLine[],
): Promise<ProducedOrder> {
  const decided = await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, number, deps);
    mustBeComplete(order);
    if (order.fulfillmentState === 'payment_evaluating') throw conflict(PACKING_MESSAGES.evaluating);
    // Ready: another tablet's 'Concluir pesagem' came first (the form shows only in preparation).
    if (order.fulfillmentState === 'ready') throw conflict(STAFF_ACTION_MESSAGES.movedMeanwhile);
    if (!PREPARATION_STATES.includes(order.fulfillmentState ?? '')) {
      throw conflict(PACKING_MESSAGES.notInPreparation(stateName(order.fulfillmentState ?? 'nenhum')));
    }
    // Each step the counter skipped is recorded as taken, so the history reads as the order went.
    for (let state = order.fulfillmentState!; state !== 'packaging';) {
      const next = NEXT_FULFILLMENT[state]!;
      await recordAction(tx, deps, order.id, 'fulfillment', {
        before: { fulfillment_state: state },
        after: { fulfillment_state: next },
      });
      state = next;
    }
    const result = await produceLocked(tx, deps, { ...order, fulfillmentState: 'packaging' }, produced);
    await updateOrder(tx, order.id, { fulfillmentState: 'ready' });
    await recordAction(tx, deps, order.id, 'fulfillment', {
      before: { fulfillment_state: 'packaging' },
      after: { fulfillment_state: 'ready' },
    });
    return result;
  });
  return afterProduced(deps, number, decided);
}
