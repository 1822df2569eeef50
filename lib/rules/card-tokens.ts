/**
 * What a tokenised card is told apart by, and the pt-BR messages of its tokenising (docs/business-rules.md,
 * Payment: authorise and capture). Plain constants, without zod: the browser's card form and tokeniser
 * read them, and the contract's schemas (lib/sales-api/checkout.ts) use them.
 */

/** The card brands the shop tells apart (a saved card's cc_type). */
export const CARD_BRANDS = ['visa', 'master', 'american_express', 'discover', 'other'] as const;

export const CARD_TOKEN_MESSAGES = {
  /** A token missing or malformed at the payment step: the form tokenises the card again. */
  token: 'Cartão não reconhecido. Informe os dados do cartão de novo.',
  /** The tokeniser could not be reached (network, Mercado Pago's script not loaded). */
  unavailable: 'Não conseguimos verificar o cartão agora. Tente novamente.',
  /** Mercado Pago refused the card's data without saying which field. */
  refused: 'Confira os dados do cartão e tente de novo.',
  /** A number the tokeniser does not take (it fails the check digit, or no such card). */
  invalidNumber: 'Número do cartão inválido',
} as const;
