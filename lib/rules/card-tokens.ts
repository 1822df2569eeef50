/**
 * What a tokenised card is told apart by, and the pt-BR messages of its tokenising (docs/business-rules.md,
 * Payment: authorise and capture). Plain constants, without zod: the browser's card form and tokeniser
 * read them, and the contract's schemas (lib/sales-api/checkout.ts) use them.
 */

/** The card brands the shop tells apart (a saved card's cc_type). */
export const CARD_BRANDS = [
  'visa',
  'master',
  'american_express',
  'elo',
  'hipercard',
  'discover',
  'other',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** A brand as the shopper and the staff read it ('other': no name is known, just "Cartão"). */
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  master: 'Mastercard',
  american_express: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  discover: 'Discover',
  other: 'Cartão',
};

/** The name of a cc_type as any answer carries it (an unknown one reads as "Cartão"). */
export function cardBrandName(ccType: string): string {
  return (CARD_BRAND_NAMES as Record<string, string>)[ccType] ?? CARD_BRAND_NAMES.other;
}

/**
 * Elo's and Hipercard's first six digits (their published BIN ranges, as card libraries list them). They
 * overlap Visa's 4, Mastercard's 5 and Discover's 65: they are read before those.
 */
const ELO_BINS: readonly (number | [number, number])[] = [
  401178,
  401179,
  431274,
  438935,
  451416,
  457393,
  457631,
  457632,
  504175,
  [506699, 506778],
  [509000, 509999],
  627780,
  636297,
  636368,
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];
const HIPERCARD_BINS: readonly (number | [number, number])[] = [606282, 384100, 384140, 384160];

function inBins(bin: number, bins: readonly (number | [number, number])[]): boolean {
  return bins.some((range) =>
    typeof range === 'number' ? bin === range : bin >= range[0] && bin <= range[1],
  );
}

/** The brand of a card number (digits only) by its first digits. */
export function cardBrandOf(number: string): CardBrand {
  const bin = Number(number.slice(0, 6));
  if (inBins(bin, ELO_BINS)) return 'elo';
  if (inBins(bin, HIPERCARD_BINS)) return 'hipercard';
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'master';
  if (/^3[47]/.test(number)) return 'american_express';
  if (/^(6011|65)/.test(number)) return 'discover';
  return 'other';
}

/**
 * The shop's brands as Mercado Pago's payment_method_id, and back (its card tokens, saved cards and
 * payments name the network so). Discover and 'other' have none: Mercado Pago reads the network itself.
 */
const MERCADOPAGO_METHODS: Partial<Record<CardBrand, string>> = {
  visa: 'visa',
  master: 'master',
  american_express: 'amex',
  elo: 'elo',
  hipercard: 'hipercard',
};

export function mercadoPagoMethodOf(brand: CardBrand): string | undefined {
  return MERCADOPAGO_METHODS[brand];
}

export function brandOfMercadoPagoMethod(methodId: string | undefined): CardBrand {
  const found = Object.entries(MERCADOPAGO_METHODS).find(([, id]) => id === methodId);
  return (found?.[0] as CardBrand | undefined) ?? 'other';
}

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
