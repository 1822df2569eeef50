import type { SearchResponse } from 'instantsearch.js';
import type { ReactNode } from 'react';
import { displayQuantity } from '@/lib/catalogue/variant';
import { formatBRL, pricePerKg } from '@/lib/money';
import type { SalesRecord } from '@/lib/search/sales-record';

/**
 * The calculator's meat search as the customer sees it, drawn by the editor (with InstantSearch) and by
 * the page's first paint from the server's results, before the editor's code and the template arrive:
 * both draw this same markup, so nothing moves when the editor takes over.
 */

export type BlendHit = SalesRecord & { objectID: string };

/** The editor's two columns: the search, then (beside it on a wide screen) the blend's items and form. */
export function BlendEditorGrid({ children }: { children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">{children}</div>
  );
}

export function BlendSearchSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="blend-search-title" className="space-y-3">
      <h2 id="blend-search-title" className="font-bold uppercase tracking-wide">
        Escolha as carnes
      </h2>
      {children}
    </section>
  );
}

/** The search field; without `onChange` it waits, disabled, for the editor. */
export function BlendSearchField({
  value,
  onChange,
  onSubmit,
}: {
  value: string;
  onChange?: (value: string) => void;
  onSubmit?: () => void;
}) {
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <label htmlFor="blend-search" className="sr-only">
        Buscar carnes moídas
      </label>
      <input
        id="blend-search"
        type="search"
        value={value}
        disabled={!onChange}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder="Buscar carnes moídas"
        maxLength={100}
        className="w-full rounded border border-warm-300 px-3 py-2"
      />
    </form>
  );
}

/** The hits a row holds on the widest grid: the pictures a first paint shows. */
const FIRST_ROW = 3;

/**
 * The hits' cards. Their buttons add the meat (its minimum quantity, or one more increment when already
 * in the blend); without `onAdd` they are busy until the editor is there.
 */
export function BlendHitList({
  hits,
  inBlend,
  onAdd,
  adding = false,
}: {
  hits: readonly BlendHit[];
  inBlend: ReadonlySet<number>;
  onAdd?: (hit: BlendHit) => void;
  adding?: boolean;
}) {
  return (
    <ul aria-label="Carnes moídas encontradas" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {hits.map((hit, index) => (
        <li
          key={hit.objectID}
          className="flex flex-col gap-2 rounded-lg bg-white p-3 shadow-sm ring-1 ring-warm-200"
        >
          {hit.image && (
            // eslint-disable-next-line @next/next/no-img-element -- a search hit's small generated image
            <img
              src={hit.image}
              alt=""
              width={160}
              height={120}
              // The first row is the page's largest picture: fetched with the page, not after it. The
              // rest wait for the layout: React would preload every eager picture ahead of the stylesheet.
              fetchPriority={index < FIRST_ROW ? 'high' : undefined}
              loading={index < FIRST_ROW ? undefined : 'lazy'}
              className="aspect-4/3 w-full rounded object-cover"
            />
          )}
          <p className="text-sm font-semibold leading-tight">{hit.name}</p>
          <p className="text-xs text-warm-700">{hit.options_text}</p>
          <p className="text-sm font-bold text-brand">{formatBRL(pricePerKg(hit.price))}/Kg</p>
          <button
            type="button"
            disabled={!onAdd || adding}
            aria-busy={onAdd ? undefined : true}
            onClick={() => onAdd?.(hit)}
            aria-label={`Adicionar ${hit.name} ${hit.options_text} ao blend`}
            className="mt-auto rounded bg-brand px-2 py-2 text-xs font-bold uppercase text-white hover:bg-brand-dark disabled:opacity-60"
          >
            {inBlend.has(hit.id) ? `+ ${displayQuantity(hit.increment_quantity, 'g')}` : 'Adicionar'}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** 'Anterior', 'n de N', 'Próxima' (`page` counts from 0); without `onPage` it waits for the editor. */
export function BlendSearchPages({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage?: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Paginação da busca" className="flex items-center justify-center gap-3 text-sm">
      <button
        type="button"
        disabled={!onPage || page === 0}
        onClick={() => onPage?.(page - 1)}
        className="rounded px-3 py-2 hover:bg-warm-100 disabled:text-warm-500"
      >
        Anterior
      </button>
      <span>
        {page + 1} de {pages}
      </span>
      <button
        type="button"
        disabled={!onPage || page === pages - 1}
        onClick={() => onPage?.(page + 1)}
        className="rounded px-3 py-2 hover:bg-warm-100 disabled:text-warm-500"
      >
        Próxima
      </button>
    </nav>
  );
}

const NOTHING_IN_BLEND: ReadonlySet<number> = new Set();

/**
 * The search as it will show until its code (InstantSearch) is there: the server's first meats, with the
 * field, buttons and pages waiting for it.
 */
export function BlendSearchPreview({ results }: { results: SearchResponse<BlendHit> | undefined }) {
  return (
    <BlendSearchSection>
      <BlendSearchField value="" />
      {results && (
        <>
          <BlendHitList hits={results.hits} inBlend={NOTHING_IN_BLEND} />
          <BlendSearchPages page={results.page ?? 0} pages={results.nbPages ?? 0} />
        </>
      )}
    </BlendSearchSection>
  );
}
