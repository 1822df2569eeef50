/**
 * The first results of /busca, computed on the server so that a shared search link shows results at
 * once (and without JavaScript). A headless InstantSearch with the page's widgets (search-widgets.ts)
 * runs the same queries the page would, and hands back InstantSearch's own "initial results", which
 * the page's InstantSearchSSRProvider renders and hydrates without searching again.
 */
import 'server-only';
import type { InitialResults, SearchClient } from 'instantsearch.js';
import connectConfigure from 'instantsearch.js/es/connectors/configure/connectConfigure';
import connectHits from 'instantsearch.js/es/connectors/hits/connectHits';
import connectPagination from 'instantsearch.js/es/connectors/pagination/connectPagination';
import connectRefinementList from 'instantsearch.js/es/connectors/refinement-list/connectRefinementList';
import connectSearchBox from 'instantsearch.js/es/connectors/search-box/connectSearchBox';
import connectStats from 'instantsearch.js/es/connectors/stats/connectStats';
import connectToggleRefinement from 'instantsearch.js/es/connectors/toggle-refinement/connectToggleRefinement';
import InstantSearch from 'instantsearch.js/es/lib/InstantSearch';
import { getInitialResults } from 'instantsearch.js/es/lib/server';
import { routeToUiState, type SearchRoute } from '@/lib/search/search-route';
import { SEARCH_CONFIGURE, SEARCH_REFINEMENT_LISTS, SEARCH_SALE_TOGGLE } from '@/lib/search/search-widgets';

const render = () => {};

export async function searchInitialResults(
  searchClient: SearchClient,
  indexName: string,
  route: SearchRoute,
): Promise<InitialResults> {
  const search = new InstantSearch({
    indexName,
    searchClient,
    initialUiState: { [indexName]: routeToUiState(route) },
  });
  search.addWidgets([
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
