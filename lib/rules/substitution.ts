/**
 * What the customer wants when a line is missing at packing (docs/business-rules.md, Substitutions): a
 * similar product, nothing, or a call. The account keeps a default, every cart line its own choice. No
 * imports: the database schema (read by drizzle-kit) uses this module too.
 */
export const SUBSTITUTIONS = ['similar', 'none', 'call'] as const;
export type Substitution = (typeof SUBSTITUTIONS)[number];

/** A guest's lines, and an account that never chose. */
export const DEFAULT_SUBSTITUTION: Substitution = 'similar';

/** The question the cart's select asks, before each option's words. */
export const SUBSTITUTION_PROMPT = 'Se faltar:';

/** Each option as the shopper and the staff read it after SUBSTITUTION_PROMPT. */
export const SUBSTITUTION_OPTIONS: Record<Substitution, string> = {
  similar: 'substituir por similar',
  none: 'não substituir',
  call: 'me ligar',
};

/** 'Se faltar: me ligar'. */
export function substitutionText(substitution: Substitution): string {
  return `${SUBSTITUTION_PROMPT} ${SUBSTITUTION_OPTIONS[substitution]}`;
}

/** Each option in a word or two, for paper where space is short (the window's packing list). */
const SUBSTITUTION_SHORT: Record<Substitution, string> = {
  similar: 'similar',
  none: 'não substituir',
  call: 'me ligar',
};

/** 'Se faltar: similar'. */
export function shortSubstitutionText(substitution: Substitution): string {
  return `${SUBSTITUTION_PROMPT} ${SUBSTITUTION_SHORT[substitution]}`;
}

export const INVALID_SUBSTITUTION = 'Escolha se devemos substituir, não substituir ou ligar';

/** A substitute costs at most this much more per Kg (per unit for unit products) than the line it replaces. */
export const SUBSTITUTE_MAX_MARKUP_PERCENT = 10;
