'use client';

/**
 * The store's products (/equipe/loja/produtos): every status, latest changed first, filtered by status and
 * part of the name; each opens its form. The API answers a page at a time and 'Mostrar mais' asks for the
 * next; loading, empty and failed lists each say so.
 */
import Link from 'next/link';
import { memo, useDeferredValue, useState } from 'react';
import {
  useStoreProductPages,
  type StoreProductPage,
  type StoreProductSummary,
} from '@/lib/api-client/store';
import { shownAmount, unitLabel } from '@/lib/catalogue/variant';
import { formatBRL } from '@/lib/money';
import { PRODUCT_STATUSES, PRODUCT_STATUS_LABELS, STORE_LIST_PER_PAGE } from '@/lib/rules/store-products';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { ShowMoreButton } from '@/components/staff/show-more';
import { primaryButton, secondaryButton } from '@/components/staff/staff-buttons';
import { ProductStatusBadge } from './product-status';

/**
 * `firstPage`: the first products of the unfiltered list as the server read them for the page, drawn in its
 * first HTML (docs/performance.md, The store's screens).
 */
export function StoreProductList({ firstPage }: { firstPage: StoreProductPage }) {
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search);
  const products = useStoreProductPages({ status, q }, STORE_LIST_PER_PAGE, firstPage);
  // The rows of a page asked for are drawn in a background render that hands the main thread back every
  // few milliseconds, rather than in one long task as it arrives; until a filter's first is drawn, the
  // list is loading.
  const drawn = useDeferredValue(products.data);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold">Produtos</h1>
        <Link {...PREFETCH_ON_INTENT} href="/equipe/loja/produtos/novo" className={primaryButton}>
          Novo produto
        </Link>
      </div>
      <form role="search" className="flex flex-wrap gap-3" onSubmit={(event) => event.preventDefault()}>
        <label className="flex flex-col gap-1 text-sm font-semibold text-warm-700">
          Situação
          <select
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            className="min-h-11 rounded border border-warm-200 bg-white px-3 text-ink"
          >
            <option value="">Todas</option>
            {PRODUCT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {PRODUCT_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-1 flex-col gap-1 text-sm font-semibold text-warm-700">
          Buscar pelo nome
          <input
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
            className="min-h-11 rounded border border-warm-200 bg-white px-3 text-ink"
          />
        </label>
      </form>
      {products.isError && !products.data ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded bg-brand-light p-3 text-brand-dark"
        >
          Não foi possível carregar os produtos.
          <button type="button" className={secondaryButton} onClick={() => void products.refetch()}>
            Tentar de novo
          </button>
        </div>
      ) : !products.data || !drawn ? (
        <p role="status">Carregando produtos...</p>
      ) : drawn.pages[0]!.count === 0 ? (
        <p role="status" className="rounded bg-warm-100 p-4">
          {status || q ? 'Nenhum produto encontrado com esses filtros.' : 'Nenhum produto cadastrado ainda.'}
        </p>
      ) : (
        <ProductPages
          pages={drawn.pages}
          loadingMore={products.isFetchingNextPage}
          failedMore={products.isFetchNextPageError}
          onMore={() => void products.fetchNextPage()}
        />
      )}
    </div>
  );
}

/**
 * The products of the pages drawn, the count of them all and 'Mostrar mais' while some are not asked for
 * yet.
 */
function ProductPages({
  pages,
  loadingMore,
  failedMore,
  onMore,
}: {
  pages: StoreProductPage[];
  loadingMore: boolean;
  failedMore: boolean;
  onMore: () => void;
}) {
  const count = pages.at(-1)!.count;
  const left = count - pages.length * STORE_LIST_PER_PAGE;
  return (
    <>
      <p className="text-sm text-warm-700" role="status">
        {count === 1 ? '1 produto' : `${count} produtos`}
      </p>
      <ProductRows pages={pages} />
      {failedMore && (
        <p role="alert" className="rounded bg-brand-light p-3 text-brand-dark">
          Não foi possível carregar mais produtos. Tente de novo.
        </p>
      )}
      {left > 0 && <ShowMoreButton left={left} busy={loadingMore} onClick={onMore} className="self-center" />}
    </>
  );
}

/**
 * The rows, memoized: the urgent renders of a page being asked or just arrived leave the rows drawn as they
 * are (the new ones come in the background render).
 */
const ProductRows = memo(function ProductRows({ pages }: { pages: StoreProductPage[] }) {
  // A product changed while the pages were asked moves up the list and could come twice: once is shown.
  const seen = new Set<number>();
  const products = pages.flatMap((page) =>
    page.products.filter((product) => !seen.has(product.id) && Boolean(seen.add(product.id))),
  );
  return (
    <ul aria-label="Produtos" className="flex flex-col gap-2">
      {products.map((product) => (
        <ProductRow key={product.id} product={product} />
      ))}
    </ul>
  );
});

/**
 * Until a row nears the viewport the browser skips its style, layout and paint (and its lazy picture),
 * keeping its place at a row's height (84 px: the 60 px picture and the padding), so the rows below the
 * fold of the first HTML do not delay its first paint. The ring is drawn inside: the row clips what
 * overflows it.
 */
const OFFSCREEN_ROW = '[content-visibility:auto] [contain-intrinsic-height:auto_84px]';

function ProductRow({ product }: { product: StoreProductSummary }) {
  return (
    <li className={OFFSCREEN_ROW}>
      <Link
        {...PREFETCH_ON_INTENT}
        href={`/equipe/loja/produtos/${product.id}`}
        className="flex items-center gap-3 rounded-lg bg-white p-3 ring-1 ring-inset ring-warm-200 hover:ring-brand"
      >
        {product.imageUrl ? (
          // Lazy: drawn in the first HTML, the rows below the fold would otherwise fetch theirs beside the
          // page's stylesheet and scripts.
          // eslint-disable-next-line @next/next/no-img-element -- the stored small rendition, as it is
          <img src={product.imageUrl} alt="" width={80} height={60} loading="lazy" className="rounded" />
        ) : (
          <span className="flex h-[60px] w-20 items-center justify-center rounded bg-warm-100 text-xs text-warm-700">
            Sem foto
          </span>
        )}
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-bold">{product.name}</span>
          <span className="text-sm text-warm-700">
            {product.subdepartment} · {formatBRL(shownAmount(product.price, product.unitForQuantity))} /{' '}
            {unitLabel(product.unitForQuantity)}
          </span>
        </span>
        <ProductStatusBadge status={product.status} />
      </Link>
    </li>
  );
}
