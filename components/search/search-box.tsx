import { Suspense } from 'react';
import { SearchForm, SearchFormWithCurrentQuery } from './search-form';

/**
 * The header's search box: a GET form to /busca (see SearchForm), so it works before and without
 * JavaScript. Its contract is `<SearchBox />` with no props. On /busca it shows the current query; the
 * query string is read on the client, inside Suspense, so that pages around it can still be static.
 */
export function SearchBox() {
  return (
    <Suspense fallback={<SearchForm query="" />}>
      <SearchFormWithCurrentQuery />
    </Suspense>
  );
}
