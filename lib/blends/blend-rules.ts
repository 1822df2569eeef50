/**
 * Blends (docs/business-rules.md, Blends): the rules and texts shared by the calculator and the sales API. A
 * blend template is a recipe of ground meats in grams; it stays open ('Em aberto') until saved, then it is
 * frozen ('Montado').
 */
import { FACETS } from '@/lib/search/search-settings';

export const BLEND_NAME_MAX = 30;
export const BLEND_OBSERVATION_MAX = 140;
export const BLEND_FAT_PERCENTAGE_DEFAULT = 20;
export const BLEND_TEMPLATES_PER_PAGE = 100;
/** Hits per page of the calculator's product search. */
export const BLEND_SEARCH_HITS_PER_PAGE = 9;
/** Display truncation in 'Meus Blends'. */
export const BLEND_NAME_SHOWN = 24;
export const BLEND_OBSERVATION_SHOWN = 35;
/** More meats than any butcher grinds together: a bound on one template's work. */
export const BLEND_ITEMS_MAX = 12;

/**
 * The option that makes a variant ground meat: only such variants can be items, and the calculator's
 * search is filtered to its values by default.
 */
export const GROUND_MEAT_OPTION_TYPE = 'Moagem';
export const GROUND_MEAT_OPTION_VALUES = ['Moída 1x', 'Moída 2x'] as const;

/** The calculator's search, described once for the page's widgets and the server's first results. */
export const BLEND_SEARCH_CONFIGURE = {
  hitsPerPage: BLEND_SEARCH_HITS_PER_PAGE,
  facetFilters: [GROUND_MEAT_OPTION_VALUES.map((value) => `${FACETS.optionValue}:${value}`)],
};

/** The largest id a template can have (the database's int4 ids). */
const TEMPLATE_ID_MAX = 2_147_483_647;

/**
 * The calculator's id (/blend/calculadora/{id}) read: a template's id; 'missing' for a number no
 * template can have (0, or past the largest id), which is a missing template without asking the API; or
 * 'invalid' for anything else (not a number), which is only logged.
 */
export function templateIdOf(id: string): number | 'missing' | 'invalid' {
  if (!/^\d+$/.test(id)) return 'invalid';
  const number = Number(id);
  return number >= 1 && number <= TEMPLATE_ID_MAX ? number : 'missing';
}

/**
 * What a meat's button in the calculator's search adds: its minimum quantity, or one more
 * increment once it is in the blend.
 */
export function quantityToAdd(
  variant: { minimum_quantity: number; increment_quantity: number },
  inBlend: boolean,
): number {
  return inBlend ? variant.increment_quantity : variant.minimum_quantity;
}

export const BLEND_TEXTS = {
  nameRequired: 'Dê um nome ao seu blend',
  nameTooLong: `Nome muito longo. Max ${BLEND_NAME_MAX} letras`,
  observationTooLong: `Descrição muito longa. Max ${BLEND_OBSERVATION_MAX} letras`,
  needsItem: 'O blend precisa ter ao menos 1 item',
  fatPercentage: 'Escolha um percentual de gordura entre 0 e 100',
  notGroundMeat: 'Só carnes moídas podem entrar no blend',
  templateNotFound: 'Não conseguimos encontrar o template para esse blend em nossos bancos de dados.',
  templateComplete: 'Este blend já foi salvo e não pode mais ser editado',
  templateOpen: 'Salve o blend antes de adicioná-lo ao carrinho',
  itemNotFound: 'Item do blend não encontrado',
  mixNotFound: 'Blend não encontrado',
  tooManyItems: `No máximo ${BLEND_ITEMS_MAX} carnes por blend`,
  lineOfMix: 'Altere a quantidade do blend inteiro',
  saveConfirmation: 'Depois de salvo o Blend não pode mais ser editado. Deseja continuar?',
  /** A quantity changed just before saving was refused: the blend is not saved with another one. */
  itemsNotSaved: 'Não conseguimos salvar a quantidade de uma carne. Confira o blend e salve de novo.',
} as const;

export function noResultsText(query: string): string {
  return `Nenhum resultado encontrado para "${query}"`;
}

/** 'Montado {date}' for a saved template, 'Em aberto' for one being composed. */
export function templateStatus(completedAt: string | null, formatDate: (iso: string) => string): string {
  return completedAt === null ? 'Em aberto' : `Montado ${formatDate(completedAt)}`;
}

/** Cut to `max` characters with '...' when longer (how names and descriptions are shown). */
export function truncated(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
