/**
 * Settings of the product-sales index, one source for the embedded engine and for Algolia
 * (`npm run search:index` pushes them): what is searched, in which order of importance, what is faceted,
 * and the tie-breaker after textual relevance.
 */

/** Facet attributes, named as in the hosted service's records (docs/business-rules.md, Search). */
export const FACETS = {
  manufacturer: 'manufacturer',
  cookingMethod: 'cooking_recommendations.name',
  optionValue: 'option_values.name',
  onSale: 'on_sale',
} as const;

export type FacetAttribute = (typeof FACETS)[keyof typeof FACETS];
export const FACET_ATTRIBUTES: readonly FacetAttribute[] = Object.values(FACETS);

/**
 * Searchable attributes, most important first: a word found in the name outranks the same word found in
 * the manufacturer, and so on down to the description.
 */
export type SearchableAttribute =
  | 'name'
  | 'manufacturer'
  | 'cooking_recommendations.name'
  | 'option_values.name'
  | 'department'
  | 'subdepartment'
  | 'description';

/** Algolia index settings (same ranking as the embedded engine: textual criteria, then sales volume). */
export const ALGOLIA_INDEX_SETTINGS = {
  searchableAttributes: [
    'name',
    'manufacturer',
    'cooking_recommendations.name',
    'option_values.name',
    'department,subdepartment',
    'unordered(description)',
  ],
  attributesForFaceting: [
    'searchable(manufacturer)',
    'searchable(cooking_recommendations.name)',
    'searchable(option_values.name)',
    'on_sale',
  ],
  customRanking: ['desc(sales_volume)'],
  // The embedded engine's criteria in its order (docs/business-rules.md, Search): words matched before
  // typos, so that a record holding every word with a typo outranks one holding fewer words exactly;
  // 'attribute' is the field and the position in it. No proximity, which the engine does not weigh.
  ranking: ['words', 'typo', 'attribute', 'exact', 'custom'],
  queryLanguages: ['pt'],
  indexLanguages: ['pt'],
  ignorePlurals: true,
  removeStopWords: true,
  typoTolerance: 'min',
  removeWordsIfNoResults: 'allOptional',
  attributesToHighlight: [],
  maxValuesPerFacet: 100,
} as const;

/** Hits per page of /busca. */
export const SEARCH_HITS_PER_PAGE = 12;
/** Facet values listed per filter on /busca; 'Ver mais' lists up to FACET_VALUES_SHOWN_MORE. */
export const FACET_VALUES_SHOWN = 10;
export const FACET_VALUES_SHOWN_MORE = 50;

/**
 * What one search may ask (the multi-query endpoint refuses more, lib/server/search/multi-search.ts): a
 * query's length and a facet filter's (`attribute:value`) in UTF-16 code units, and the values of one
 * facet a search may be filtered by. /busca cuts an address's query to its limit and its filters well
 * within theirs (search-route.ts), so that an over-long shared link still searches.
 */
export const MAX_QUERY_LENGTH = 512;
export const MAX_FACET_FILTER_LENGTH = 300;
export const MAX_FILTER_VALUES = 100;
