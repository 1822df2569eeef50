'use client';

/**
 * The store's products (/equipe/loja/produtos): every status, latest changed first, filtered by status and
 * part of the name; each opens its form. Loading, empty and failed lists each say so.
 */
import Link from 'next/link';
import { useDeferredValue, useState } from 'react';
import { useStoreProducts } from '@/lib/api-client/store';
import { shownAmount, unitLabel } from '@/lib/catalogue/variant';
import { formatBRL } from '@/lib/money';
import { PRODUCT_STATUSES, PRODUCT_STATUS_LABELS } from '@/lib/rules/store-products';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { ShowMoreButton } from '@/components/staff/show-more';
import { primaryButton, secondaryButton } from '@/components/staff/staff-buttons';
import { ProductStatusBadge } from './product-status';

/**
 * Products drawn at first and at each 'Mostrar mais': hundreds of rows at once kept a phone's main thread
 * busy for over a second (docs/performance.md).
 */
const SHOWN_AT_ONCE = 40;

export function StoreProductList() {
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(SHOWN_AT_ONCE);
  const q = useDeferredValue(search);
  const products = useStoreProducts({ status, q });
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
            onChange={(event) => {
              setStatus(event.target.value);
              setShown(SHOWN_AT_ONCE);
            }}
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
            onChange={(event) => {
              setSearch(event.target.value);
              setShown(SHOWN_AT_ONCE);
            }}
            className="min-h-11 rounded border border-warm-200 bg-white px-3 text-ink"
          />
        </label>
      </form>
      {products.isPending ? (
        <p role="status">Carregando produtos...</p>
      ) : products.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded bg-brand-light p-3 text-brand-dark"
        >
          Não foi possível carregar os produtos.
          <button type="button" className={secondaryButton} onClick={() => void products.refetch()}>
            Tentar de novo
          </button>
        </div>
      ) : products.data.products.length === 0 ? (
        <p role="status" className="rounded bg-warm-100 p-4">
          {status || q ? 'Nenhum produto encontrado com esses filtros.' : 'Nenhum produto cadastrado ainda.'}
        </p>
      ) : (
        <>
          <p className="text-sm text-warm-700" role="status">
            {products.data.count === 1 ? '1 produto' : `${products.data.count} produtos`}
          </p>
          <ul aria-label="Produtos" className="flex flex-col gap-2">
            {products.data.products.slice(0, shown).map((product) => (
              <li key={product.id}>
                <Link
                  {...PREFETCH_ON_INTENT}
                  href={`/equipe/loja/produtos/${product.id}`}
                  className="flex items-center gap-3 rounded-lg bg-white p-3 ring-1 ring-warm-200 hover:ring-brand"
                >
                  {product.imageUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- the stored small rendition, as it is
                    <img src={product.imageUrl} alt="" width={80} height={60} className="rounded" />
                  ) : (
                    <span className="flex h-[60px] w-20 items-center justify-center rounded bg-warm-100 text-xs text-warm-700">
                      Sem foto
                    </span>
                  )}
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-bold">{product.name}</span>
                    <span className="text-sm text-warm-700">
                      {product.subdepartment} ·{' '}
                      {formatBRL(shownAmount(product.price, product.unitForQuantity))} /{' '}
                      {unitLabel(product.unitForQuantity)}
                    </span>
                  </span>
                  <ProductStatusBadge status={product.status} />
                </Link>
              </li>
            ))}
          </ul>
          {products.data.products.length > shown && (
            <ShowMoreButton
              left={products.data.products.length - shown}
              onClick={() => setShown((n) => n + SHOWN_AT_ONCE)}
              className="self-center"
            />
          )}
        </>
      )}
    </div>
  );
}
