'use client';

/**
 * Mercado Pago's card tokens in the browser (docs/business-rules.md, Payment: authorise and capture),
 * imported only when the payment method's tokeniser is Mercado Pago's (./card-tokens.ts): its JS SDK
 * (`@mercadopago/sdk-js`, which adds Mercado Pago's script to the page) is then loaded once, and the card
 * number and CVV go from this module to Mercado Pago only. Mercado Pago answers a one-time token with the
 * card's last digits; the card's network (payment_method_id) comes from its first digits.
 */
import { loadMercadoPago } from '@mercadopago/sdk-js';
import { MSG } from '@/lib/rules/field-messages';
import { brandOfMercadoPagoMethod, CARD_TOKEN_MESSAGES } from '@/lib/rules/card-tokens';
import type { CardTokenJson, CardTokenRequest } from '@/lib/sales-api/checkout';
import { CardTokenRefused, type CardField } from './card-token-refusal';

/** What this module uses of the SDK's `MercadoPago` instance (Mercado Pago's core methods). */
interface MercadoPagoInstance {
  createCardToken(
    card:
      | {
          cardNumber: string;
          cardholderName: string;
          cardExpirationMonth: string;
          cardExpirationYear: string;
          securityCode: string;
        }
      /** A card saved among the customer's cards at Mercado Pago: its id and the CVV typed again. */
      | { cardId: string; securityCode: string },
  ): Promise<{ id: string; last_four_digits?: string }>;
  getPaymentMethods(query: { bin: string }): Promise<{ results: { id: string }[] }>;
}

type MercadoPagoConstructor = new (publicKey: string, options: { locale: string }) => MercadoPagoInstance;

/** The SDK's script, added once per page. */
let sdk: Promise<MercadoPagoConstructor> | undefined;

export function loadSdk(): Promise<MercadoPagoConstructor> {
  sdk ??= loadMercadoPago().then(() => {
    const constructor = (window as unknown as { MercadoPago?: MercadoPagoConstructor }).MercadoPago;
    if (!constructor) throw new Error('Mercado Pago SDK not loaded');
    return constructor;
  });
  // A failed load (offline, blocked) is tried again with the next card.
  sdk.catch(() => {
    sdk = undefined;
  });
  return sdk;
}

/** Mercado Pago's error codes of a card token (its documentation), as the form's field messages. */
const FIELD_OF_CODE: Record<string, [CardField, string]> = {
  '205': ['number', MSG.required],
  E301: ['number', CARD_TOKEN_MESSAGES.invalidNumber],
  '208': ['month', MSG.required],
  '325': ['month', MSG.cardMonth],
  '209': ['year', MSG.required],
  '326': ['year', MSG.cardYear],
  '221': ['name', MSG.required],
  '316': ['name', MSG.cardName],
  '224': ['verification_value', MSG.required],
  E302: ['verification_value', MSG.cardCvv],
};

/** The field messages of Mercado Pago's refusal (its causes' codes), else the whole form's. */
function refusalOf(error: unknown): CardTokenRefused {
  const causes = Array.isArray(error)
    ? error
    : Array.isArray((error as { cause?: unknown } | null)?.cause)
      ? (error as { cause: unknown[] }).cause
      : [];
  const fields: Partial<Record<CardField | 'root', string>> = {};
  for (const cause of causes as { code?: unknown }[]) {
    const known = FIELD_OF_CODE[String(cause?.code)];
    if (known) fields[known[0]] ??= known[1];
  }
  return new CardTokenRefused(Object.keys(fields).length ? fields : { root: CARD_TOKEN_MESSAGES.refused });
}

async function instance(publicKey: string): Promise<MercadoPagoInstance> {
  let MercadoPago: MercadoPagoConstructor;
  try {
    MercadoPago = await loadSdk();
  } catch {
    throw new CardTokenRefused({ root: CARD_TOKEN_MESSAGES.unavailable });
  }
  return new MercadoPago(publicKey, { locale: 'pt-BR' });
}

/**
 * A saved card's one-time token from its id at Mercado Pago and its CVV (docs/business-rules.md, Saved
 * cards): what pays it again, as its customer's.
 */
export async function mercadoPagoSavedCardToken(
  publicKey: string,
  cardId: string,
  securityCode: string,
): Promise<string> {
  const mp = await instance(publicKey);
  try {
    return (await mp.createCardToken({ cardId, securityCode })).id;
  } catch (error) {
    throw refusalOf(error);
  }
}

export async function mercadoPagoToken(publicKey: string, card: CardTokenRequest): Promise<CardTokenJson> {
  const mp = await instance(publicKey);
  let token;
  try {
    token = await mp.createCardToken({
      cardNumber: card.number,
      cardholderName: card.name.trim(),
      cardExpirationMonth: card.month,
      cardExpirationYear: card.year.length === 2 ? `20${card.year}` : card.year,
      securityCode: card.verification_value,
    });
  } catch (error) {
    throw refusalOf(error);
  }
  let methodId: string | undefined;
  try {
    methodId = (await mp.getPaymentMethods({ bin: card.number.slice(0, 8) })).results[0]?.id;
  } catch {
    // The network is unknown: Mercado Pago reads it from the token at the payment.
  }
  return {
    token: token.id,
    brand: brandOfMercadoPagoMethod(methodId),
    last_digits: token.last_four_digits ?? card.number.slice(-4),
  };
}
