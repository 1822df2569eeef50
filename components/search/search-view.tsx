import type { ReactNode } from 'react';
import { FIRST_ROW_CARDS, OFFSCREEN_CARD, ProductCard } from '@/components/catalogue/product-card';
import { camelize } from '@/lib/sales-api/case';
import type { SalesRecord } from '@/lib/sales-api/search';
import { activeFilterCount, type RefinementItem, type SearchPreview } from '@/lib/search/search-preview';
import {
  isRefinedIn,
  searchRouteUrl,
  withoutFilters,
  withRefinementToggled,
  withSaleToggled,
  type SearchRoute,
} from '@/lib/search/search-route';
import {
  NO_RESULTS_TEXT,
  ON_SALE_FILTER_TEXT,
  RESET_FILTERS_TEXT,
  resultCountText,
  resultsForText,
  SHOW_LESS_TEXT,
  SHOW_MORE_TEXT,
} from '@/lib/search/search-text';

/**
 * The results of /busca as the shopper sees them, drawn by InstantSearch (search-live.tsx) and, before
 * its code arrives, by the page's first paint from the server's results (`SearchResultsPreview`): both
 * draw this same markup, so nothing moves when InstantSearch takes over. A control without its handler
 * waits, disabled, for InstantSearch, so that an early click is not silently lost.
 */

/** The phone's filter sheet: open or not, kept by the page so that InstantSearch's arrival keeps it. */
export interface FiltersSheet {
  open: boolean;
  setOpen: (open: boolean) => void;
}

export function SearchResultsLayout({
  summary,
  filters,
  children,
}: Record<'summary' | 'filters' | 'children', ReactNode>) {
  return (
    <>
      {summary}
      <div className="mt-4 grid gap-6 md:grid-cols-[15rem_1fr]">
        {filters}
        <div>{children}</div>
      </div>
    </>
  );
}

/** 'Resultados para "…"' with the count and the time the search took. */
export function SearchSummaryView({
  query,
  nbHits,
  processingTimeMS,
}: {
  query: string;
  nbHits: number;
  processingTimeMS: number;
}) {
  return (
    <div className="flex min-h-7 flex-wrap items-baseline justify-between gap-2">
      {query && (
        <p className="text-lg font-semibold" title={query}>
          {resultsForText(query)}
        </p>
      )}
      <p role="status" className="text-sm text-warm-700">
        {resultCountText(nbHits, processingTimeMS)}
      </p>
    </div>
  );
}

/**
 * Filters of /busca: manufacturer, cooking method, the 'Promoção' toggle and 'Resetar filtros'. On small
 * screens they fold behind a 'Filtros' button, so that the products come first, and open in a bottom sheet
 * of 44 px rows whose sticky footer closes it on the results and says how many there are.
 */
export function SearchFiltersPanel({
  active,
  found,
  open = false,
  onOpenChange,
  children,
}: {
  /** How many filters are on. */
  active: number;
  /** How many products the filters find. */
  found: number;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="search-filters"
        disabled={!onOpenChange}
        onClick={onOpenChange && (() => onOpenChange(!open))}
        className="min-h-11 w-full rounded border border-warm-200 bg-white px-3 py-2 text-left text-sm font-semibold md:hidden"
      >
        Filtros{active > 0 && ` (${active})`}
      </button>
      {open && (
        <div
          aria-hidden
          className="fixed inset-0 z-40 bg-ink/50 md:hidden"
          onClick={onOpenChange && (() => onOpenChange(false))}
        />
      )}
      <aside
        id="search-filters"
        aria-label="Filtros"
        className={`${open ? 'flex' : 'hidden'} fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] flex-col rounded-t-2xl bg-white shadow-2xl md:static md:z-auto md:flex md:max-h-none md:rounded-none md:bg-transparent md:shadow-none`}
      >
        <div className="flex flex-col gap-5 overflow-y-auto px-4 pt-4 pb-2 md:overflow-visible md:p-0">
          {children}
        </div>
        <div className="sticky bottom-0 border-t border-warm-200 bg-white p-3 md:hidden">
          <button
            type="button"
            onClick={onOpenChange && (() => onOpenChange(false))}
            className="min-h-11 w-full rounded bg-brand px-4 font-bold text-white hover:bg-brand-dark"
          >
            Ver {found} {found === 1 ? 'resultado' : 'resultados'}
          </button>
        </div>
      </aside>
    </div>
  );
}

/**
 * One facet's values, each a checkbox with its count; 'Ver mais' lists more of them ('Ver menos' fewer
 * again) when there are more than the first few.
 */
export function RefinementFieldset({
  title,
  items,
  onRefine,
  canToggleShowMore = false,
  isShowingMore = false,
  onToggleShowMore,
}: {
  title: string;
  items: readonly RefinementItem[];
  onRefine?: (value: string) => void;
  canToggleShowMore?: boolean;
  isShowingMore?: boolean;
  onToggleShowMore?: () => void;
}) {
  if (items.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold uppercase tracking-wide text-ink">{title}</legend>
      <ul className="flex flex-col md:gap-1">
        {items.map((item) => (
          <li key={item.value}>
            <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm md:min-h-0">
              <input
                type="checkbox"
                checked={item.isRefined}
                disabled={!onRefine}
                onChange={onRefine && (() => onRefine(item.value))}
                className="size-4 accent-brand"
              />
              <span className="flex-1">{item.label}</span>
              <span className="text-xs text-warm-500" aria-hidden>
                {item.count}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {canToggleShowMore && (
        <button
          type="button"
          onClick={onToggleShowMore}
          disabled={!onToggleShowMore}
          className="mt-1 min-h-11 text-sm font-semibold text-brand hover:underline disabled:cursor-not-allowed disabled:text-warm-500 disabled:hover:no-underline md:min-h-0"
        >
          {isShowingMore ? SHOW_LESS_TEXT : SHOW_MORE_TEXT}
        </button>
      )}
    </fieldset>
  );
}

/** The 'Promoção' toggle, with how many products are on sale. */
export function SaleToggleView({
  isRefined,
  count,
  onToggle,
}: {
  isRefined: boolean;
  count: number | null;
  onToggle?: () => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold md:min-h-0">
      <input
        type="checkbox"
        checked={isRefined}
        disabled={!onToggle}
        onChange={onToggle}
        className="size-4 accent-brand"
      />
      <span className="rounded bg-label-red px-2 py-0.5 text-xs font-bold uppercase text-white">
        {ON_SALE_FILTER_TEXT}
      </span>
      {count !== null && (
        <span className="text-xs font-normal text-warm-500" aria-hidden>
          {count}
        </span>
      )}
    </label>
  );
}

/** 'Resetar filtros': clears every filter, keeping the query; disabled when none is on. */
export function ResetFiltersButton({ filtered, onReset }: { filtered: boolean; onReset?: () => void }) {
  return (
    <button
      type="button"
      onClick={onReset}
      disabled={!filtered || !onReset}
      className="min-h-11 rounded border border-brand px-3 py-2 text-sm md:min-h-0 font-semibold text-brand hover:bg-brand-light disabled:cursor-not-allowed disabled:border-warm-200 disabled:text-warm-500 disabled:hover:bg-transparent"
    >
      {RESET_FILTERS_TEXT}
    </button>
  );
}

/**
 * The products found, as the catalogue's product cards, or 'Sem resultados para essa pesquisa' when the
 * search found none (`found`). A page past the last, while the last is fetched (search-pagination.tsx),
 * shows nothing rather than contradict the count of results.
 */
export function SearchHitsView({ hits, found }: { hits: readonly SalesRecord[]; found: number }) {
  if (hits.length === 0) {
    return found === 0 ? <p className="py-10 text-center text-lg text-warm-700">{NO_RESULTS_TEXT}</p> : null;
  }
  return (
    <ul aria-label="Produtos encontrados" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {hits.map((hit, index) => (
        <li key={hit.objectID} className={OFFSCREEN_CARD}>
          {/* The page's next heading level: the results follow the h1 directly. */}
          <ProductCard product={camelize(hit)} headingLevel={2} priority={index < FIRST_ROW_CARDS} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Page links: real links (they work without JavaScript), followed in place by `onPage` when given.
 * `current` and `pages` count from 0.
 */
export function SearchPaginationView({
  current,
  pages,
  nbPages,
  href,
  onPage,
}: {
  current: number;
  pages: readonly number[];
  nbPages: number;
  href: (page: number) => string;
  onPage?: (page: number) => void;
}) {
  if (nbPages <= 1) return null;
  const go = (page: number) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!onPage || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPage(page);
  };
  const step = (page: number, label: string, disabled: boolean) =>
    disabled ? (
      <span
        className="tap-target inline-flex items-center justify-center px-3 py-2 text-warm-500"
        aria-disabled
      >
        {label}
      </span>
    ) : (
      <a
        href={href(page)}
        onClick={onPage && go(page)}
        className="tap-target inline-flex items-center justify-center rounded px-3 py-2 hover:bg-warm-100"
      >
        {label}
      </a>
    );

  return (
    <nav aria-label="Paginação" className="mt-6 flex flex-wrap items-center justify-center gap-1 text-sm">
      {step(current - 1, 'Anterior', current === 0)}
      {pages.map((page) => (
        <a
          key={page}
          href={href(page)}
          onClick={onPage && go(page)}
          aria-current={page === current ? 'page' : undefined}
          aria-label={`Página ${page + 1}`}
          className={
            page === current
              ? 'tap-target inline-flex items-center justify-center rounded bg-brand px-3 py-2 font-bold text-white'
              : 'tap-target inline-flex items-center justify-center rounded px-3 py-2 hover:bg-warm-100'
          }
        >
          {page + 1}
        </a>
      ))}
      {step(current + 1, 'Próxima', current >= nbPages - 1)}
    </nav>
  );
}

/**
 * The results as they show until InstantSearch's code is there: the server's first hits, the page links
 * as plain links, and, with `onRoute`, filters that go to the filtered search's address (the server
 * searches it; InstantSearch takes that page over alike). The filters show `route`'s choices (the one
 * being gone to, while the server searches it). 'Ver mais' waits for InstantSearch.
 */
export function SearchResultsPreview({
  preview,
  hits,
  route,
  onRoute,
  open,
  onOpenChange,
}: {
  preview: SearchPreview;
  hits: readonly SalesRecord[];
  route: SearchRoute;
  onRoute?: (route: SearchRoute) => void;
  /** The phone's filter sheet (SearchFiltersPanel). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const active = activeFilterCount(route);
  return (
    <SearchResultsLayout
      summary={<SearchSummaryView {...preview} />}
      filters={
        <SearchFiltersPanel active={active} found={preview.nbHits} open={open} onOpenChange={onOpenChange}>
          {preview.lists.map(({ attribute, ...list }) => (
            <RefinementFieldset
              key={attribute}
              {...list}
              items={list.items.map((item) => ({
                ...item,
                isRefined: isRefinedIn(route, attribute, item.value),
              }))}
              onRefine={onRoute && ((value) => onRoute(withRefinementToggled(route, attribute, value)))}
            />
          ))}
          <SaleToggleView
            {...preview.sale}
            isRefined={route.promocao}
            onToggle={onRoute && (() => onRoute(withSaleToggled(route)))}
          />
          <ResetFiltersButton
            filtered={active > 0}
            onReset={onRoute && (() => onRoute(withoutFilters(route)))}
          />
        </SearchFiltersPanel>
      }
    >
      <SearchHitsView hits={hits} found={preview.nbHits} />
      <SearchPaginationView
        {...preview.pagination}
        href={(page) => searchRouteUrl({ ...route, pagina: page + 1 })}
      />
    </SearchResultsLayout>
  );
}

/**
 * In place of the results when the server could not search for the page: the address's search budget is
 * spent (429, docs/security.md), with a link that searches the same again.
 */
export function SearchRefusedView({ text, route }: { text: string; route: SearchRoute }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-warm-700">
      <p>{text}</p>
      <a href={searchRouteUrl(route)} className="tap-target font-semibold text-brand hover:underline">
        Buscar de novo
      </a>
    </div>
  );
}
