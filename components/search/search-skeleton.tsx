import { SEARCH_HITS_PER_PAGE } from '@/lib/search/search-settings';

/** A product card's outline while results load: the same boxes, so nothing moves when they arrive. */
function CardPlaceholder() {
  return (
    <li
      aria-hidden
      className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-warm-200"
    >
      <div className="aspect-[4/3] animate-pulse bg-warm-100" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="h-4 w-4/5 rounded bg-warm-100" />
        <div className="h-4 w-1/2 rounded bg-warm-100" />
        <div className="mt-auto h-7 w-2/3 rounded bg-warm-100" />
      </div>
      <div className="px-3 pb-3">
        <div className="h-10 rounded bg-warm-100" />
      </div>
    </li>
  );
}

/**
 * /busca while its results load: the summary line, the filters' column and a page of placeholder cards
 * take the places the results will, so that they do not push the page about when they arrive.
 */
export function SearchSkeleton() {
  return (
    <div data-testid="search-skeleton">
      <div className="flex min-h-7 flex-wrap items-baseline justify-between gap-2">
        <p role="status" className="text-sm text-warm-700">
          Carregando...
        </p>
      </div>
      <div className="mt-4 grid gap-6 md:grid-cols-[15rem_1fr]">
        <div aria-hidden>
          <div className="h-11 rounded border border-warm-200 bg-white md:hidden" />
          <div className="hidden flex-col gap-3 md:flex">
            {Array.from({ length: 8 }, (_, index) => (
              <div key={index} className="h-5 rounded bg-warm-100" />
            ))}
          </div>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {Array.from({ length: SEARCH_HITS_PER_PAGE }, (_, index) => (
            <CardPlaceholder key={index} />
          ))}
        </ul>
      </div>
    </div>
  );
}
