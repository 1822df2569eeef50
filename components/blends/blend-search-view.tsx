import type { SearchResponse } from 'instantsearch.js';
import type { ReactNode } from 'react';
import { displayQuantity } from '@/lib/rules/quantity';
import { formatBRL, pricePerKg } from '@/lib/money';
import type { SalesRecord } from '@/lib/sales-api/search';

/**
 * The calculator's meat search as the customer sees it, drawn by InstantSearch and, until its code is
 * there, from the server's results (BlendSearchPreview, from the page's first paint): both draw this same
 * markup, so nothing moves when InstantSearch takes over.
 */

export type BlendHit = SalesRecord & { objectID: string };

/** Adding a found meat to the blend (useBlendAdd), shared by whichever draws the hits. */
export interface BlendAdd {
  inBlend: ReadonlySet<number>;
  adding: boolean;
  failure: string | null;
  add: (hit: BlendHit) => void;
}

/** What the shopper asked of the search before its code arrived: handed to it (`page` counts from 0). */
export interface BlendSearchStart {
  query: string;
  page: number;
}

/** The search field's id: the search that takes over focuses its own field when this one had focus. */
export const BLEND_SEARCH_FIELD_ID = 'blend-search';

/** The editor's two columns: the search, then (beside it on a wide screen) the blend's items and form. */
export function BlendEditorGrid({ children }: { children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">{children}</div>
  );
}

/** `onIntent`: the pointer over the search or the focus in it, the moment to fetch its code. */
export function BlendSearchSection({ children, onIntent }: { children: ReactNode; onIntent?: () => void }) {
  return (
    <section
      aria-labelledby="blend-search-title"
      className="space-y-3"
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <h2 id="blend-search-title" className="font-bold uppercase tracking-wide">
        Escolha as carnes
      </h2>
      {children}
    </section>
  );
}

/**
 * The search field; without `onChange` it waits, disabled, for the editor. `focused`: it takes the focus
 * (the caret after its text) when it appears, as the field it replaces had it.
 */
export function BlendSearchField({
  value,
  onChange,
  onSubmit,
  focused = false,
}: {
  value: string;
  onChange?: (value: string) => void;
  onSubmit?: () => void;
  focused?: boolean;
}) {
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <label htmlFor={BLEND_SEARCH_FIELD_ID} className="sr-only">
        Buscar carnes moídas
      </label>
      <input
        id={BLEND_SEARCH_FIELD_ID}
        ref={focused ? focusAtEnd : undefined}
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

function focusAtEnd(input: HTMLInputElement | null) {
  if (!input) return;
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
}

/** The hits a row holds on the widest grid: the pictures a first paint shows. */
const FIRST_ROW = 3;

const NOTHING_IN_BLEND: ReadonlySet<number> = new Set();

/**
 * The hits' cards, with the last add's failure above them. Their buttons add the meat (useBlendAdd);
 * without `add` they are busy until the editor is there. `busy`: other hits are on their way.
 */
export function BlendHitList({
  hits,
  add,
  busy = false,
}: {
  hits: readonly BlendHit[];
  add?: BlendAdd;
  busy?: boolean;
}) {
  const inBlend = add?.inBlend ?? NOTHING_IN_BLEND;
  return (
    <>
      {add?.failure && (
        <p role="alert" className="text-sm text-label-red">
          {add.failure}
        </p>
      )}
      <ul
        aria-label="Carnes moídas encontradas"
        aria-busy={busy || undefined}
        className={`grid grid-cols-2 gap-3 sm:grid-cols-3${busy ? ' opacity-60' : ''}`}
      >
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
              disabled={!add || add.adding}
              aria-busy={add ? undefined : true}
              onClick={() => add?.add(hit)}
              aria-label={`Adicionar ${hit.name} ${hit.options_text} ao blend`}
              className="mt-auto rounded bg-brand px-2 py-2 text-xs font-bold uppercase text-white hover:bg-brand-dark disabled:opacity-60"
            >
              {inBlend.has(hit.id) ? `+ ${displayQuantity(hit.increment_quantity, 'g')}` : 'Adicionar'}
            </button>
          </li>
        ))}
      </ul>
    </>
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

/**
 * The search as it will show until its code (InstantSearch) is there: the server's first meats. Before the
 * editor, the field, buttons and pages wait for it. With the editor (`add`, `onStart`) the buttons add, and
 * the field and pages keep what the shopper asks (`start`, shown meanwhile) for the search, whose code is
 * fetched then or at the shopper's first move towards it (`onIntent`).
 */
export function BlendSearchPreview({
  results,
  add,
  start = null,
  onStart,
  onIntent,
}: {
  results: SearchResponse<BlendHit> | undefined;
  add?: BlendAdd;
  start?: BlendSearchStart | null;
  onStart?: (start: BlendSearchStart) => void;
  onIntent?: () => void;
}) {
  return (
    <BlendSearchSection onIntent={onIntent}>
      <BlendSearchField
        value={start?.query ?? ''}
        onChange={onStart && ((query) => onStart({ query, page: 0 }))}
      />
      {results && (
        <>
          <BlendHitList hits={results.hits} add={add} busy={start !== null} />
          <BlendSearchPages
            page={start?.page ?? results.page ?? 0}
            pages={results.nbPages ?? 0}
            onPage={onStart && ((page) => onStart({ query: start?.query ?? '', page }))}
          />
        </>
      )}
    </BlendSearchSection>
  );
}
