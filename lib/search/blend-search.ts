/**
 * The blend calculator's product search, described once for the page's widgets and the server's first
 * results.
 */
import { GROUND_MEAT_OPTION_VALUES } from '@/lib/rules/blend-limits';
import { FACETS } from './search-settings';

/** Hits per page of the calculator's product search. */
export const BLEND_SEARCH_HITS_PER_PAGE = 9;

/** Ground meats only, by default: only they can be a blend's items. */
export const BLEND_SEARCH_CONFIGURE = {
  hitsPerPage: BLEND_SEARCH_HITS_PER_PAGE,
  facetFilters: [GROUND_MEAT_OPTION_VALUES.map((value) => `${FACETS.optionValue}:${value}`)],
};
