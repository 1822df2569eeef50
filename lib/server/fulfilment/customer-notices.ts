/**
 * What the customer is told of the staff's work on their order, after the answer (lib/server/mail): the
 * payment approved by the credit evaluation, lines dropped at packing ('Sem estoque'), what a paid Pix gave
 * back at the weighing, a pickup order ready ('Pronto para retirada', with the store's address and hours),
 * the order out for delivery, and handed over (delivered, or fetched at the counter). Each is sent on the
 * one move that reaches its state, which the back office makes once (a repeated move is a 409).
 */
import 'server-only';
import { SHIPPING_METHODS } from '@/lib/checkout/delivery-windows';
import type { OrderJson } from '@/lib/sales-api/order';
import { sendAfterAnswer } from '../mail/mail-queue';
import type { Mailer } from '../mail/mailer';
import {
  deliveredMail,
  outForDeliveryMail,
  outOfStockMail,
  paymentApprovedMail,
  readyForPickupMail,
  refundMail,
} from '../mail/messages';
import { storeHoursText, storeInfo } from '../store/store-info';

/** Whether the customer fetches the order at the store (docs/business-rules.md, Shipping and pickup). */
function isPickupOrder(order: Pick<OrderJson, 'shipments'>): boolean {
  return order.shipments[0]?.selected_shipping_rate?.shipping_method_id === SHIPPING_METHODS.pickup.id;
}

/** The credit evaluation approved the payment: fulfillment moved from payment_evaluating to pending. */
export function tellPaymentApproved(mailer: Mailer, order: OrderJson, from: string | null): void {
  if (from !== 'payment_evaluating' || order.fulfillment_state !== 'pending' || !order.email) return;
  sendAfterAnswer(mailer, () => paymentApprovedMail(storeInfo(), order), { order: order.number });
}

export function tellDroppedLines(mailer: Mailer, order: OrderJson, dropped: readonly number[]): void {
  if (dropped.length === 0 || !order.email) return;
  sendAfterAnswer(mailer, () => outOfStockMail(storeInfo(), order, dropped), { order: order.number });
}

/**
 * What the weighing did not use of a paid Pix, refunded (docs/business-rules.md, Payment: Pix): its refund
 * is the order's newest; one the gateway refused is not announced (the staff see it refused).
 */
export function tellWeighedRefund(mailer: Mailer, order: OrderJson, refundCents: bigint): void {
  if (refundCents === 0n || !order.email || order.refunds.at(-1)?.refused_at) return;
  sendAfterAnswer(mailer, () => refundMail(storeInfo(), order, refundCents), { order: order.number });
}

/** Sent when a pickup order has just become ready. */
export function tellReadyForPickup(mailer: Mailer, order: OrderJson): void {
  if (!isPickupOrder(order) || order.fulfillment_state !== 'ready' || !order.email) return;
  const info = storeInfo();
  const pickup = { address: info.address, hours: storeHoursText(info) };
  sendAfterAnswer(mailer, () => readyForPickupMail(info, order, pickup), { order: order.number });
}

/**
 * The delivery's move just made: out with the driver (in_progress: the order's page tracks it), or handed
 * over (success: delivered, or a pickup fetched at the counter).
 */
export function tellDeliveryMove(mailer: Mailer, order: OrderJson, to: string): void {
  if (order.delivery_state !== to || !order.email) return;
  if (to === 'in_progress') {
    sendAfterAnswer(mailer, () => outForDeliveryMail(storeInfo(), order), { order: order.number });
  } else if (to === 'success') {
    const pickup = isPickupOrder(order);
    sendAfterAnswer(mailer, () => deliveredMail(storeInfo(), order, pickup), { order: order.number });
  }
}
