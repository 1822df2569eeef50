/**
 * What the staff screens read of an order JSON: pickup or delivery, its state for the staff, its window,
 * the customer's first name.
 */
import type { StaffOrder } from '@/lib/api-client/staff';
import { rateWhen } from '@/lib/checkout/rates';
import { staffStatus, type StaffStatus } from '@/lib/orders/staff-status';
import { isPickupOrder } from '@/lib/orders/status';

/** The board's state of the order, from its order JSON. */
export function orderStatus(order: StaffOrder): StaffStatus {
  if (order.state === 'canceled') return 'canceled';
  return staffStatus({
    fulfillmentState: order.fulfillmentState,
    deliveryState: order.deliveryState,
    pickup: isPickupOrder(order),
  });
}

/** 'Entrega agendada · ter, 24 nov · 08:00 - 13:00' (express 'até 13:15'), or null without a window. */
export function orderWhen(order: Pick<StaffOrder, 'shipments'>): string | null {
  const rate = order.shipments[0]?.selectedShippingRate;
  if (!rate) return null;
  const when = rateWhen(rate);
  return [rate.name, when.day, when.hours].filter(Boolean).join(' · ');
}

/** The first word of the receiver's name, as the board shows it (the e-mail without one). */
export function firstName(order: Pick<StaffOrder, 'shipAddress' | 'email'>): string {
  const name = order.shipAddress?.receiverName || order.shipAddress?.fullName || '';
  return name.trim().split(/\s+/)[0] || (order.email ?? '');
}
