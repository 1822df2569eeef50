/**
 * The widgets of /busca, described once: the page's React hooks and the server rendering's headless
 * InstantSearch both read these, so that the server computes exactly the queries the page will show.
 */
import { FACET_VALUES_SHOWN, FACET_VALUES_SHOWN_MORE, FACETS, SEARCH_HITS_PER_PAGE } from './search-settings';

export const SEARCH_CONFIGURE = { hitsPerPage: SEARCH_HITS_PER_PAGE } as const;

/**
 * A facet's values in a stable order (by name): choosing one does not move it, and other choices only
 * change the counts.
 */
export const SEARCH_FACET_ORDER: ['name:asc'] = ['name:asc'];

/**
 * The facets listed as filters: their first FACET_VALUES_SHOWN values, and up to FACET_VALUES_SHOWN_MORE
 * with 'Ver mais' (the search asks that many from the start, so showing them searches nothing).
 */
const refinementList = (attribute: string, title: string) =>
  ({
    attribute,
    title,
    limit: FACET_VALUES_SHOWN,
    showMore: true,
    showMoreLimit: FACET_VALUES_SHOWN_MORE,
  }) as const;

export const SEARCH_REFINEMENT_LISTS = [
  refinementList(FACETS.manufacturer, 'Fabricante'),
  refinementList(FACETS.cookingMethod, 'Modo de preparo'),
] as const;

/** The 'Promoção' toggle: only products on sale when on. */
export const SEARCH_SALE_TOGGLE = { attribute: FACETS.onSale, on: true } as const;
