/**
 * The payment-gateway interface (docs/business-rules.md, Payment: authorise and capture): cards become
 * tokens, completion authorises, the weighed amount is captured later (never more than authorised),
 * cancelling voids. Every call about one payment carries its idempotency key, so a retried call never charges
 * twice, and `find` tells what the gateway did with a key when the shop lost the answer (the recovery after a
 * crash asks it).
 *
 * The card number and CVV are arguments of `tokenize` and `tokenizeSavedCard` and nothing else: adapters
 * must not log or store them. Only the built-in test gateway tokenises on the shop's server (its own calls,
 * POST /v2/card_tokens and POST /v2/credit_cards/{id}/card_tokens, apart from the checkout); a real
 * gateway's cards are tokenised in the browser, and the checkout receives tokens.
 *
 * Saved cards (docs/business-rules.md, Saved cards), as Mercado Pago has them: tokens are single-use, so a
 * card that is to pay again is saved at the gateway among its customer's cards (`saveCard`, with the token
 * of its first, authorised payment); a later payment sends a token made from that card's id and its CVV,
 * typed again, with the gateway's customer as the payer (`authorize` with `customerId`).
 */
interface CardDetails {
  name: string;
  number: string;
  month: number;
  /** Four digits. */
  year: number;
  verificationValue: string;
}

import type { CardBrand } from '@/lib/rules/card-tokens';

export type { CardBrand };

type TokenizeResult =
  { ok: true; token: string; brand: CardBrand; lastDigits: string } | { ok: false; message: string };

/**
 * Who pays, for gateways that require it: Mercado Pago asks the payer's e-mail, and takes their CPF
 * (payer.identification) for its fraud checks. The CPF is personal data: stored only sealed, opened for
 * the gateway's call (lib/server/auth/cpf-vault.ts), never logged.
 */
export interface Payer {
  email: string;
  /** Eleven digits, or null when the customer has not given it. */
  cpf?: string | null;
}

export type AuthorizationResult =
  { status: 'authorized' } | { status: 'declined' | 'failed'; message: string };

interface GatewayTransaction {
  state: 'authorized' | 'declined' | 'failed' | 'captured' | 'voided';
  authorizedCents: number;
  capturedCents: number;
}

/** A card kept at the gateway among its customer's cards. */
interface GatewayCard {
  customerId: string;
  cardId: string;
}

/**
 * A write the gateway refused for good (Mercado Pago's 4xx about the request itself: a refund above what is
 * left, a payment it will not refund): asked again, it is refused again, so the caller records the refusal
 * for the staff instead of retrying. Any other throw (a network failure, a timeout, a 5xx) may pass later.
 */
export class GatewayRefusal extends Error {
  override name = 'GatewayRefusal';
}

export interface PaymentGateway {
  /**
   * The test gateway's tokeniser. Absent on gateways whose cards the browser tokenises (Mercado Pago): the
   * shop's server then never receives a card number at all.
   */
  tokenize?(card: CardDetails): Promise<TokenizeResult>;
  /**
   * The test gateway's tokeniser of a saved card: a one-time token from the card's id at the gateway and its
   * CVV (Mercado Pago's browser SDK does it with `createCardToken({ cardId, securityCode })`). Refused for
   * a card the gateway does not keep (deleted).
   */
  tokenizeSavedCard?(card: {
    cardId: string;
    verificationValue: string;
  }): Promise<{ ok: true; token: string } | { ok: false; message: string }>;
  /**
   * Keeps the card of `token` (already used by an authorised payment) among the cards of the customer
   * `customerId`, or of the customer found or created by the payer's e-mail when null: answers both ids,
   * and the card's brand when the gateway names it (Mercado Pago's payment_method of the card).
   */
  saveCard(request: {
    token: string;
    customerId: string | null;
    payer: Payer;
  }): Promise<GatewayCard & { brand?: CardBrand }>;
  /** Idempotent per key: the same key answers the first outcome again. */
  authorize(request: {
    idempotencyKey: string;
    token: string;
    amountCents: number;
    /** The saved card's brand, for gateways that are told the card's network. */
    brand?: CardBrand;
    payer?: Payer;
    /**
     * A card saved at the gateway pays as its customer's (token made from its id and CVV): the gateway's
     * customer id, the payer Mercado Pago asks for (payer.type 'customer', payer.id).
     */
    customerId?: string;
  }): Promise<AuthorizationResult>;
  /** Captures at most the authorised amount; throws when more is asked. */
  capture(idempotencyKey: string, amountCents: number): Promise<void>;
  /** Releases an authorisation (no-op when there is none or it is already void). */
  void(idempotencyKey: string): Promise<void>;
  find(idempotencyKey: string): Promise<GatewayTransaction | null>;
  /** Forgets a saved card: no token can be made from it any more (idempotent: an unknown card is gone). */
  deleteCard(card: GatewayCard): Promise<void>;
  /**
   * Refunds part or all of a captured payment (docs/business-rules.md, Refunds). `refundKey` is the
   * refund's own idempotency key (a payment may be refunded several times): the same key refunds once.
   * Throws when the payment is not captured; a GatewayRefusal when the gateway refuses it for good (the
   * refunds would pass what was captured, the payment can no longer be refunded).
   */
  refund(request: { idempotencyKey: string; refundKey: string; amountCents: number }): Promise<void>;
}

/**
 * Pix (docs/business-rules.md, Payment: Pix): a charge for a fixed amount, paid by the customer's bank
 * before it expires. Declared as a second part of PaymentGateway (the interfaces merge), so that an
 * adapter implements cards and Pix as one gateway. Every call is keyed by the payment's idempotency key:
 * creating the same key again answers the same charge.
 */
export interface PixCharge {
  /** pending until paid; canceled once expired or given up (a canceled charge can no longer be paid). */
  state: 'pending' | 'paid' | 'canceled';
  amountCents: number;
  /** The copy-and-paste code (EMV BR Code with its CRC16), also what the QR code holds. */
  brCode: string;
  expiresAt: Date;
  paidAt: Date | null;
}

export interface PaymentGateway {
  createPix(request: {
    idempotencyKey: string;
    amountCents: number;
    expiresAt: Date;
    /** Shown by the customer's bank (the order's number). */
    description: string;
    payer?: Payer;
  }): Promise<PixCharge>;
  /** What the gateway knows of the charge now: the only source of truth about a payment. */
  findPix(idempotencyKey: string): Promise<PixCharge | null>;
  /**
   * Stops a pending charge from being paid. Answers the charge as it ends: 'paid' when the payment came
   * first (the caller must then keep the order or refund it), otherwise 'canceled'.
   */
  cancelPix(idempotencyKey: string): Promise<PixCharge | null>;
  /**
   * Gateways that notify by webhook name their payment by their own id: the shop's idempotency key of
   * that payment and its kind, asked of the gateway (a notice's body is never trusted); null when the
   * gateway has no such payment or it is none of the shop's. Absent on gateways without webhooks.
   */
  keyOfPayment?(paymentId: string): Promise<{ key: string; pix: boolean } | null>;
  /**
   * The demo's bank paying a pending charge (the built-in test gateway only): the staff's demo call and
   * `npm run admin -- pix-pago`, paid at `now`. Absent on a real gateway, where the customer's bank alone
   * pays a Pix.
   */
  payPix?(idempotencyKey: string, now: Date): Promise<PixCharge | null>;
}
