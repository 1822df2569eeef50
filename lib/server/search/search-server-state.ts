/**
 * First results computed on the server, so that a page shows them at once (and, on /busca, without
 * JavaScript). A headless InstantSearch with the page's widgets (search-widgets.ts, blend-search.ts) runs
 * the same queries the page would, and hands back InstantSearch's own "initial results", which the
 * page's InstantSearchSSRProvider renders and hydrates without searching again.
 */
import 'server-only';
import type { InitialResults, SearchClient, UiState, Widget } from 'instantsearch.js';
import connectConfigure from 'instantsearch.js/es/connectors/configure/connectConfigure';
import connectHits from 'instantsearch.js/es/connectors/hits/connectHits';
import connectPagination from 'instantsearch.js/es/connectors/pagination/connectPagination';
import connectRefinementList from 'instantsearch.js/es/connectors/refinement-list/connectRefinementList';
import connectSearchBox from 'instantsearch.js/es/connectors/search-box/connectSearchBox';
import connectStats from 'instantsearch.js/es/connectors/stats/connectStats';
import connectToggleRefinement from 'instantsearch.js/es/connectors/toggle-refinement/connectToggleRefinement';
import InstantSearch from 'instantsearch.js/es/lib/InstantSearch';
import { getInitialResults } from 'instantsearch.js/es/lib/server';
import { BLEND_SEARCH_CONFIGURE } from '@/lib/search/blend-search';
import { routeToUiState, type SearchRoute } from '@/lib/search/search-route';
import type { RefinementListPreview, SearchPreview } from '@/lib/search/search-preview';
import {
  SEARCH_CONFIGURE,
  SEARCH_FACET_ORDER,
  SEARCH_REFINEMENT_LISTS,
  SEARCH_SALE_TOGGLE,
} from '@/lib/search/search-widgets';

const render = () => {};

/** What InstantSearch would show first with these widgets: their queries, run once on the server. */
async function initialResultsOf(
  searchClient: SearchClient,
  indexName: string,
  initialUiState: UiState,
  widgets: Widget[],
): Promise<InitialResults> {
  const search = new InstantSearch({ indexName, searchClient, initialUiState });
  search.addWidgets(widgets);
  try {
    const rendered = new Promise<void>((resolve, reject) => {
      // The render with the results (where there is a DOM, InstantSearch also renders before searching).
      search.on('render', () => search.mainIndex.getResults() && resolve());
      search.once('error', reject);
    });
    search.start();
    await rendered;
    if (search.error) throw search.error;
    // Plain data only: the page hands it to a client component.
    return JSON.parse(JSON.stringify(getInitialResults(search.mainIndex))) as InitialResults;
  } finally {
    search.dispose();
  }
}

/**
 * The first results of /busca for `route`: InstantSearch's initial results, which the page's InstantSearch
 * starts from, and the filters and pages the page draws around them before InstantSearch's code arrives,
 * taken from what the same connectors render. Past the last page (an old link, a page number edited), the
 * last page's: the preview's current page says which page was answered (the page shows its address).
 */
export async function searchInitialResults(
  searchClient: SearchClient,
  indexName: string,
  route: SearchRoute,
): Promise<{ initialResults: InitialResults; preview: SearchPreview }> {
  const first = await searchPageResults(searchClient, indexName, route);
  const last = Math.max(first.preview.pagination.nbPages, 1);
  return route.pagina > last ? searchPageResults(searchClient, indexName, { ...route, pagina: last }) : first;
}

async function searchPageResults(
  searchClient: SearchClient,
  indexName: string,
  route: SearchRoute,
): Promise<{ initialResults: InitialResults; preview: SearchPreview }> {
  const lists = SEARCH_REFINEMENT_LISTS.map(({ attribute, title }): RefinementListPreview => ({
    attribute,
    title,
    items: [],
    canToggleShowMore: false,
    isShowingMore: false,
  }));
  let sale: SearchPreview['sale'] = { isRefined: false, count: null };
  let stats = { query: '', nbHits: 0, processingTimeMS: 0 };
  let pagination: SearchPreview['pagination'] = { current: 0, pages: [], nbPages: 0 };
  const initialResults = await initialResultsOf(
    searchClient,
    indexName,
    { [indexName]: routeToUiState(route) },
    [
      connectConfigure(render)({ searchParameters: SEARCH_CONFIGURE }),
      connectSearchBox(render)({}),
      ...SEARCH_REFINEMENT_LISTS.map(({ attribute, limit, showMore, showMoreLimit }, index) =>
        connectRefinementList(({ items, canToggleShowMore, isShowingMore }) => {
          lists[index] = {
            ...lists[index]!,
            items: items.map(({ value, label, count, isRefined }) => ({ value, label, count, isRefined })),
            canToggleShowMore,
            isShowingMore,
          };
        })({ attribute, limit, showMore, showMoreLimit, sortBy: SEARCH_FACET_ORDER }),
      ),
      connectToggleRefinement(({ value }) => {
        sale = { isRefined: value.isRefined, count: value.onFacetValue.count ?? null };
      })(SEARCH_SALE_TOGGLE),
      connectStats(({ query, nbHits, processingTimeMS }) => {
        stats = { query, nbHits, processingTimeMS };
      })({}),
      connectHits(render)({}),
      connectPagination(({ currentRefinement, pages, nbPages }) => {
        pagination = { current: currentRefinement, pages: [...pages], nbPages };
      })({}),
    ],
  );
  // Plain data only (the page hands it to the browser): the render callbacks above copy what they keep.
  return { initialResults, preview: { ...stats, lists, sale, pagination } };
}

/**
 * The blend calculator's first page of ground meats: the same for every customer, so the page
 * shows it in its first paint, before the customer's template and the editor's code have arrived.
 */
export function blendSearchInitialResults(
  searchClient: SearchClient,
  indexName: string,
): Promise<InitialResults> {
  return initialResultsOf(searchClient, indexName, {}, [
    connectConfigure(render)({ searchParameters: BLEND_SEARCH_CONFIGURE }),
    connectSearchBox(render)({}),
    connectHits(render)({}),
    connectPagination(render)({}),
  ]);
}
