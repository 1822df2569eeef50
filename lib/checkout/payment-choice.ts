/**
 * The payment pane's choices (spec 01, checkout): the saved card preselected (the newest one that has not
 * expired; expired cards cannot be chosen), whether a method is the online card, and what the order is
 * being paid with (its last payment: the method, and the card for the online one).
 */
import { isCardExpired } from '@/lib/account/card-expiry';

interface SavedCard {
  id: number;
  month: number;
  year: number;
}

/** Saved cards get growing ids: the newest usable card is the one with the highest id. */
export function preselectedCardId(cards: readonly SavedCard[], now: Date = new Date()): number | null {
  let newest: number | null = null;
  for (const card of cards) {
    if (!isCardExpired(card, now) && (newest === null || card.id > newest)) newest = card.id;
  }
  return newest;
}

/** 'gateway' is the card authorised online; the other methods are paid on delivery. */
export function isOnlineMethod(method: { methodType: string }): boolean {
  return method.methodType === 'gateway';
}

interface PaidOrder {
  payments: readonly {
    paymentMethod: { id: number; name: string };
    source: { ccType: string; lastDigits: string } | null;
  }[];
  paymentMethods: readonly { id: number; name: string; methodType: string }[];
}

export interface PaidWith {
  methodName: string;
  online: boolean;
  card: { ccType: string; lastDigits: string } | null;
}

/** What the order is being paid with (its last payment), or null before the payment step. */
export function paidWith(order: PaidOrder): PaidWith | null {
  const payment = order.payments.at(-1);
  if (!payment) return null;
  const method = order.paymentMethods.find((candidate) => candidate.id === payment.paymentMethod.id);
  return {
    methodName: payment.paymentMethod.name,
    online: method ? isOnlineMethod(method) : payment.source !== null,
    card: payment.source,
  };
}
