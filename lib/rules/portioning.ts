/**
 * What a product offers of portioning (docs/business-rules.md, Quantities and portioning): the shop's set of
 * bag sizes, and each product's choice among them, edited in the store back office's product form and
 * checked by the cart (lib/cart/portioning.ts). Sizes are grams; only weighed variants are portioned.
 */
import { formatWhole } from '../pt-br-number';

export const PORTIONING_STEP_GRAMS = 100;
export const PORTIONING_MIN_GRAMS = 500;
export const PORTIONING_MAX_GRAMS = 10_000;

/**
 * 'any': every size of the shop's set (today's slider, and every product's default); 'sizes': only the
 * product's chosen sizes; 'none': the product is not portioned.
 */
export const PORTIONING_KINDS = ['any', 'sizes', 'none'] as const;
export type PortioningKind = (typeof PORTIONING_KINDS)[number];

/** How the back office names each kind (the product form, the store's audit). */
export const PORTIONING_LABELS: Record<PortioningKind, string> = {
  any: 'Todos os tamanhos (de 0,5 Kg a 10 Kg, de 100 g em 100 g)',
  sizes: 'Só os tamanhos escolhidos',
  none: 'Não porcionar',
};

/** A product's offer, as both the variant's camelized JSON and its database row name it. */
export interface PortioningOffer {
  portioning: PortioningKind;
  /** The chosen sizes when `portioning` is 'sizes', smallest first; empty otherwise. */
  portioningSizes: readonly number[];
}

/** Today's rule, every product's offer until the manager changes it. */
export const ANY_PORTION: PortioningOffer = { portioning: 'any', portioningSizes: [] };

/** At most this many chosen sizes: a product's own sizes are a short list, not the whole set again. */
export const PORTIONING_SIZES_MAX = 12;

export const PORTIONING_MESSAGES = {
  kind: 'Escolha como o produto é porcionado',
  notOffered: 'Este produto não é porcionado',
  size: `Tamanho de pacote inválido: de ${formatWhole(PORTIONING_MIN_GRAMS)} g a ${formatWhole(PORTIONING_MAX_GRAMS)} g, de ${PORTIONING_STEP_GRAMS} g em ${PORTIONING_STEP_GRAMS} g`,
  sizesMissing: 'Informe ao menos um tamanho de pacote (ex.: 500, 1000)',
  sizesTooMany: `No máximo ${PORTIONING_SIZES_MAX} tamanhos de pacote`,
  sizesRepeated: 'Cada tamanho de pacote só uma vez',
} as const;

/** Whether `size` grams is in the shop's set: 500 g to 10 kg, in steps of 100 g. */
export function isShopPortionSize(size: number): boolean {
  return (
    Number.isInteger(size) &&
    size >= PORTIONING_MIN_GRAMS &&
    size <= PORTIONING_MAX_GRAMS &&
    size % PORTIONING_STEP_GRAMS === 0
  );
}
