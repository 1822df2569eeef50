/**
 * The payment pane's choices: the saved card preselected (the newest one that has not
 * expired; expired cards cannot be chosen), whether a method is the online card, and what the order is
 * being paid with (the method, and the card for the online one).
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

/** Payment attempts that no longer count: declined or voided. */
const DEAD_PAYMENT_STATES: readonly string[] = ['failed', 'void'];

interface Card {
  id: number;
  ccType: string;
  lastDigits: string;
}

/**
 * What the customer chose at the payment step, kept by the page: the sales API records the method and
 * the card on the order without listing them (its payments are the completion's attempts).
 */
export interface PaymentChoice {
  methodId: number;
  card: { ccType: string; lastDigits: string } | null;
}

/**
 * The choice a payment step made, from the order it answered: a saved card by its id; a new card is the
 * newest of the customer's cards (the step saved it); no card for the methods paid on delivery.
 */
export function paymentChoice(
  step: { methodId: number; existingCard?: number; newCard?: unknown },
  order: { creditCards: readonly Card[] },
): PaymentChoice {
  let card: Card | undefined;
  if (step.existingCard !== undefined) {
    card = order.creditCards.find((candidate) => candidate.id === step.existingCard);
  } else if (step.newCard) {
    card = order.creditCards.reduce<Card | undefined>(
      (newest, candidate) => (newest && newest.id > candidate.id ? newest : candidate),
      undefined,
    );
  }
  return {
    methodId: step.methodId,
    card: card ? { ccType: card.ccType, lastDigits: card.lastDigits } : null,
  };
}

interface PaidOrder {
  payments: readonly {
    state: string;
    paymentMethod: { id: number; name: string };
    source: { ccType: string; lastDigits: string } | null;
  }[];
  paymentMethods: readonly { id: number; name: string; methodType: string }[];
}

export interface PaidWith {
  methodName: string;
  online: boolean;
  /** Pix: paid online before the order is prepared (not a card, not on delivery). */
  pix: boolean;
  card: { ccType: string; lastDigits: string } | null;
}

/**
 * What the order is being paid with: its live payment (one under way or done), else the choice made at
 * the payment step; null when neither is known (e.g. the page was reloaded at the confirm step).
 */
export function paidWith(order: PaidOrder, choice: PaymentChoice | null): PaidWith | null {
  const live = order.payments.filter((payment) => !DEAD_PAYMENT_STATES.includes(payment.state)).at(-1);
  if (live) {
    const method = order.paymentMethods.find((candidate) => candidate.id === live.paymentMethod.id);
    return {
      methodName: live.paymentMethod.name,
      online: method ? isOnlineMethod(method) : live.source !== null,
      pix: method?.methodType === 'pix',
      card: live.source,
    };
  }
  if (!choice) return null;
  const method = order.paymentMethods.find((candidate) => candidate.id === choice.methodId);
  if (!method) return null;
  const online = isOnlineMethod(method);
  return {
    methodName: method.name,
    online,
    pix: method.methodType === 'pix',
    card: online ? choice.card : null,
  };
}
