'use client';

/**
 * A new card becomes a token before the checkout's payment step (docs/business-rules.md, Payment: authorise
 * and capture): the card number and CVV go to the tokeniser only, and the payment step sends the token with
 * the brand, last digits, holder and expiry. The tokeniser is the payment method's (`card_tokenizer`):
 * Mercado Pago's card tokens through its JS SDK, loaded only when a card is typed (./mercadopago-card-token.ts),
 * or the built-in test gateway's own call, POST /v2/card_tokens. A saved card pays again with a token made
 * from its CVV alone (tokenizeSavedCard).
 */
import type { CardTokenizerJson } from '@/lib/sales-api/accounts';
import type { Camelized } from '@/lib/sales-api/case';
import { CARD_TOKEN_MESSAGES } from '@/lib/rules/card-tokens';
import type {
  CardTokenJson,
  CardTokenRequest,
  SavedCardTokenRequest,
  TokenizedCardJson,
} from '@/lib/sales-api/checkout';
import { CardTokenRefused, type CardField } from './card-token-refusal';
import { ApiClientError, apiRequest } from './client';

/** The payment method's tokeniser, as the browser reads the order (camelCase). */
export type CardTokenizer = Camelized<CardTokenizerJson>;

const loadMercadoPagoTokenizer = () => import('./mercadopago-card-token');

/** Loads Mercado Pago's SDK ahead of the first card (the form calls it as it opens). */
export function prepareCardTokenizer(tokenizer: CardTokenizer): void {
  if (tokenizer.provider !== 'mercadopago' || !tokenizer.publicKey) return;
  void loadMercadoPagoTokenizer()
    .then((mercadoPago) => mercadoPago.loadSdk())
    .catch(() => {
      // Not loaded now: tokenizeCard loads it again and shows the failure at the form.
    });
}

/** A test gateway's tokenising call, its refusals as the form's fields (or the whole form's). */
async function testGatewayToken(
  path: string,
  card: CardTokenRequest | SavedCardTokenRequest,
): Promise<CardTokenJson> {
  try {
    const answer = await apiRequest<CardTokenJson>('POST', path, { body: card });
    return { token: answer.token, brand: answer.brand, last_digits: answer.lastDigits };
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 422) {
      const fields: Partial<Record<CardField | 'root', string>> = {};
      for (const [field, messages] of Object.entries(error.body.errors)) {
        const key = (field in card ? field : 'root') as CardField | 'root';
        fields[key] ??= messages[0];
      }
      throw new CardTokenRefused(Object.keys(fields).length ? fields : { root: error.reason() });
    }
    if (error instanceof ApiClientError && error.status === 429) {
      throw new CardTokenRefused({ root: error.reason() });
    }
    throw new CardTokenRefused({ root: CARD_TOKEN_MESSAGES.unavailable });
  }
}

async function mercadoPagoSdk() {
  try {
    return await loadMercadoPagoTokenizer();
  } catch {
    throw new CardTokenRefused({ root: CARD_TOKEN_MESSAGES.unavailable });
  }
}

async function mercadoPagoToken(publicKey: string, card: CardTokenRequest): Promise<CardTokenJson> {
  return (await mercadoPagoSdk()).mercadoPagoToken(publicKey, card);
}

/** The card as the payment step sends it, or CardTokenRefused with what to show at the form. */
export async function tokenizeCard(
  tokenizer: CardTokenizer,
  card: CardTokenRequest,
): Promise<TokenizedCardJson> {
  const token =
    tokenizer.provider === 'mercadopago' && tokenizer.publicKey
      ? await mercadoPagoToken(tokenizer.publicKey, card)
      : await testGatewayToken('/v2/card_tokens', card);
  return { ...token, name: card.name, month: card.month, year: card.year };
}

/**
 * A saved card's one-time token from its CVV alone (docs/business-rules.md, Saved cards): Mercado Pago's SDK
 * with the card's id there, or the test gateway's call for the card. CardTokenRefused with what to show at
 * the CVV field (or the whole form).
 */
export async function tokenizeSavedCard(
  tokenizer: CardTokenizer,
  card: { id: number; gatewayCardId: string },
  cvv: string,
): Promise<string> {
  if (tokenizer.provider === 'mercadopago' && tokenizer.publicKey) {
    return (await mercadoPagoSdk()).mercadoPagoSavedCardToken(tokenizer.publicKey, card.gatewayCardId, cvv);
  }
  const body: SavedCardTokenRequest = { verification_value: cvv };
  return (await testGatewayToken(`/v2/credit_cards/${card.id}/card_tokens`, body)).token;
}
