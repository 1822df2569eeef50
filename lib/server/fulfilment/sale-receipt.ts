/** The order's sale receipt (the NF-e link), set by the staff once the invoice is issued. */
import 'server-only';
import type { OrderJson } from '@/lib/sales-api/order';
import { actOnCompleteOrder, updateOrder, type StaffDeps } from './staff-action';
import { recordAction } from '../orders/order-events';

export async function setSaleReceipt(deps: StaffDeps, number: string, url: string): Promise<OrderJson> {
  return actOnCompleteOrder(deps, number, async (tx, order) => {
    await updateOrder(tx, order.id, { saleReceiptUrl: url });
    await recordAction(tx, deps, order.id, 'sale_receipt', {
      before: { sale_receipt_url: order.saleReceiptUrl },
      after: { sale_receipt_url: url },
    });
  });
}
