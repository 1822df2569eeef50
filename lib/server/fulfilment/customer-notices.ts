/**
 * What the customer is told of the staff's work on their order, after the answer (lib/server/mail): lines
 * dropped at packing ('Sem estoque'), what a paid Pix gave back at the weighing, and a pickup order ready
 * ('Pronto para retirada', with the store's address and hours).
 */
import 'server-only';
import { SHIPPING_METHODS } from '@/lib/checkout/delivery-windows';
import type { OrderJson } from '@/lib/sales-api/order';
import { sendAfterAnswer } from '../mail/mail-queue';
import type { Mailer } from '../mail/mailer';
import { outOfStockMail, readyForPickupMail, refundMail } from '../mail/messages';
import { storeHoursText, storeInfo } from '../store/store-info';

/** Whether the customer fetches the order at the store (docs/business-rules.md, Shipping and pickup). */
function isPickupOrder(order: Pick<OrderJson, 'shipments'>): boolean {
  return order.shipments[0]?.selected_shipping_rate?.shipping_method_id === SHIPPING_METHODS.pickup.id;
}

export function tellDroppedLines(mailer: Mailer, order: OrderJson, dropped: readonly number[]): void {
  if (dropped.length === 0 || !order.email) return;
  sendAfterAnswer(mailer, outOfStockMail(order, dropped), { order: order.number });
}

/** What the weighing did not use of a paid Pix, refunded (docs/business-rules.md, Payment: Pix). */
export function tellWeighedRefund(mailer: Mailer, order: OrderJson, refundCents: bigint): void {
  if (refundCents === 0n || !order.email) return;
  sendAfterAnswer(mailer, refundMail(order, refundCents), { order: order.number });
}

/** Sent when a pickup order has just become ready. */
export function tellReadyForPickup(mailer: Mailer, order: OrderJson): void {
  if (!isPickupOrder(order) || order.fulfillment_state !== 'ready' || !order.email) return;
  const info = storeInfo();
  const store = { address: info.address, hours: storeHoursText(info) };
  sendAfterAnswer(mailer, readyForPickupMail(order, store), { order: order.number });
}
