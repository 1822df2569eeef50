/** What /busca says about a search, in pt-BR. */

import { formatWhole } from '../pt-br-number';

/** Queries longer than this are cut in the title, followed by '...'. */
const TITLE_QUERY_MAX_LENGTH = 15;

export const SEARCH_PAGE_TITLE = 'RESULTADOS DA PESQUISA';
export const NO_RESULTS_TEXT = 'Sem resultados para essa pesquisa';
export const RESET_FILTERS_TEXT = 'Resetar filtros';
export const ON_SALE_FILTER_TEXT = 'Promoção';
/** A filter's button that lists more of its values, then fewer again. */
export const SHOW_MORE_TEXT = 'Ver mais';
export const SHOW_LESS_TEXT = 'Ver menos';

/** 'Resultados para "picanha"'; a query over 15 characters is cut to 15 plus '...'. */
export function resultsForText(query: string): string {
  const shown =
    query.length > TITLE_QUERY_MAX_LENGTH ? `${query.slice(0, TITLE_QUERY_MAX_LENGTH)}...` : query;
  return `Resultados para "${shown}"`;
}

/** '12 resultados em 3 ms', '1 resultado em 0 ms'. */
export function resultCountText(count: number, milliseconds: number): string {
  return `${formatWhole(count)} ${count === 1 ? 'resultado' : 'resultados'} em ${milliseconds} ms`;
}
