/** Why a card was not tokenised (./card-tokens.ts), whichever tokeniser refused it. */
import { CARD_TOKEN_MESSAGES } from '@/lib/rules/card-tokens';
import type { CardTokenRequest } from '@/lib/sales-api/checkout';

export type CardField = keyof CardTokenRequest;

/** The form's fields with their message, or the whole form's ('root'). */
export class CardTokenRefused extends Error {
  constructor(readonly fields: Partial<Record<CardField | 'root', string>>) {
    super(Object.values(fields)[0] ?? CARD_TOKEN_MESSAGES.refused);
    this.name = 'CardTokenRefused';
  }
}

/** What a form shows of a tokeniser's failure: the refusal's fields, or "cannot check the card now". */
export function refusalFieldsOf(error: unknown): CardTokenRefused['fields'] {
  return error instanceof CardTokenRefused ? error.fields : { root: CARD_TOKEN_MESSAGES.unavailable };
}
