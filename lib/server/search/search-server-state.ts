/**
 * First results computed on the server, so that a page shows them at once (and, on /busca, without
 * JavaScript). A headless InstantSearch with the page's widgets (search-widgets.ts, blend-rules.ts) runs
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
import { BLEND_SEARCH_CONFIGURE } from '@/lib/blends/blend-rules';
import { routeToUiState, type SearchRoute } from '@/lib/search/search-route';
import { SEARCH_CONFIGURE, SEARCH_REFINEMENT_LISTS, SEARCH_SALE_TOGGLE } from '@/lib/search/search-widgets';

const render = () => {};

/** What InstantSearch would show first with these widgets: their queries, run once on the server. */
async function initialResults(
  searchClient: SearchClient,
  indexName: string,
  initialUiState: UiState,
  widgets: Widget[],
): Promise<InitialResults> {
  const search = new InstantSearch({ indexName, searchClient, initialUiState });
  search.addWidgets(widgets);
  try {
    const rendered = new Promise<void>((resolve, reject) => {
      search.once('render', () => resolve());
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

/** The first results of /busca for `route`. */
export function searchInitialResults(
  searchClient: SearchClient,
  indexName: string,
  route: SearchRoute,
): Promise<InitialResults> {
  return initialResults(searchClient, indexName, { [indexName]: routeToUiState(route) }, [
    connectConfigure(render)({ searchParameters: SEARCH_CONFIGURE }),
    connectSearchBox(render)({}),
    ...SEARCH_REFINEMENT_LISTS.map(({ attribute, limit }) =>
      connectRefinementList(render)({ attribute, limit }),
    ),
    connectToggleRefinement(render)(SEARCH_SALE_TOGGLE),
    connectStats(render)({}),
    connectHits(render)({}),
    connectPagination(render)({}),
  ]);
}

/**
 * The blend calculator's first page of ground meats (spec 02): the same for every customer, so the page
 * shows it in its first paint, before the customer's template and the editor's code have arrived.
 */
export function blendSearchInitialResults(
  searchClient: SearchClient,
  indexName: string,
): Promise<InitialResults> {
  return initialResults(searchClient, indexName, {}, [
    connectConfigure(render)({ searchParameters: BLEND_SEARCH_CONFIGURE }),
    connectSearchBox(render)({}),
    connectHits(render)({}),
    connectPagination(render)({}),
  ]);
}
