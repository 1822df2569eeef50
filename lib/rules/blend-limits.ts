/**
 * What a blend may hold, checked alike by the calculator and the sales API: the length of its name and
 * description, how many meats, which meats (ground ones only), how many templates a page lists, and the
 * pt-BR texts that state these rules.
 */
export const BLEND_NAME_MAX = 30;
export const BLEND_OBSERVATION_MAX = 140;
export const BLEND_TEMPLATES_PER_PAGE = 100;
/** More meats than any butcher grinds together: a bound on one template's work. */
export const BLEND_ITEMS_MAX = 12;

/**
 * The option that makes a variant ground meat: only such variants can be items, and the calculator's
 * search is filtered to its values by default (lib/search/blend-search.ts).
 */
export const GROUND_MEAT_OPTION_TYPE = 'Moagem';
export const GROUND_MEAT_OPTION_VALUES = ['Moída 1x', 'Moída 2x'] as const;

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
  /** A saved blend one of whose meats the shop no longer sells. Text ours. */
  meatNotSold: (names: string) =>
    `Este blend tem carne que não vendemos mais (${names}): monte um novo blend`,
  tooManyItems: `No máximo ${BLEND_ITEMS_MAX} carnes por blend`,
  lineOfMix: 'Altere a quantidade do blend inteiro',
  saveConfirmation: 'Depois de salvo o Blend não pode mais ser editado. Deseja continuar?',
  /** A quantity changed just before saving was refused: the blend is not saved with another one. */
  itemsNotSaved: 'Não conseguimos salvar a quantidade de uma carne. Confira o blend e salve de novo.',
} as const;
