'use client';

/**
 * The product form's related products ('Você também pode gostar' on the product's page): the manager finds
 * other products by part of their name (the back office's product list, accents ignored) and picks them, in
 * order; only the published ones are shown in the shop. The form holds their ids.
 */
import { useDeferredValue, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { iconButton, secondaryButton } from '@/components/staff/staff-buttons';
import { useStoreProducts, type StoreProduct } from '@/lib/api-client/store';
import { PRODUCT_STATUS_LABELS } from '@/lib/rules/store-products';
import { RELATED_PRODUCTS_MAX } from '@/lib/rules/store-products';
import type { ProductForm } from '@/lib/sales-api/store-products';

type Related = StoreProduct['relatedProducts'][number];

/** Letters typed before the list is asked. */
const MIN_SEARCH = 2;

export function RelatedProductsField({
  form,
  productId,
  initial,
}: {
  form: UseFormReturn<ProductForm>;
  /** The product being edited (null for a new one): never offered as its own relation. */
  productId: number | null;
  initial: Related[];
}) {
  const [picked, setPicked] = useState<Related[]>(initial);
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const searching = q.length >= MIN_SEARCH;
  const found = useStoreProducts({ status: '', q }, searching);
  const error = form.formState.errors.related_product_ids;

  const choose = (next: Related[]) => {
    setPicked(next);
    form.setValue(
      'related_product_ids',
      next.map((product) => product.id),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );
  };
  const move = (from: number, to: number) => {
    const next = [...picked];
    next.splice(to, 0, ...next.splice(from, 1));
    choose(next);
  };
  const offered = (found.data?.products ?? []).filter(
    (product) => product.id !== productId && !picked.some((chosen) => chosen.id === product.id),
  );
  const full = picked.length >= RELATED_PRODUCTS_MAX;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-lg font-bold">Produtos relacionados</legend>
      {picked.length === 0 ? (
        <p className="text-sm text-warm-700">
          Nenhum produto relacionado. Eles aparecem na página do produto em “Você também pode gostar”.
        </p>
      ) : (
        <ol aria-label="Produtos relacionados escolhidos" className="flex flex-col gap-2">
          {picked.map((product, index) => (
            <li key={product.id} className="flex flex-wrap items-center gap-2">
              <span className="grow font-semibold">
                {product.name}
                {product.status !== 'published' && (
                  <span className="ml-2 text-sm font-normal text-warm-700">
                    ({PRODUCT_STATUS_LABELS[product.status]}: não aparece na loja)
                  </span>
                )}
              </span>
              <button
                type="button"
                className={iconButton}
                aria-label={`Subir ${product.name}`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={`Descer ${product.name}`}
                disabled={index === picked.length - 1}
                onClick={() => move(index, index + 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className={secondaryButton}
                aria-label={`Remover ${product.name}`}
                onClick={() => choose(picked.filter((chosen) => chosen.id !== product.id))}
              >
                Remover
              </button>
            </li>
          ))}
        </ol>
      )}
      <p className="min-h-5 text-sm text-label-red">{error?.message ? `* ${error.message}` : ''}</p>
      <div>
        <label htmlFor="produto-relacionado-busca" className="mb-1 block text-sm font-semibold text-warm-700">
          Buscar produto para relacionar
        </label>
        <input
          id="produto-relacionado-busca"
          type="search"
          autoComplete="off"
          value={search}
          disabled={full}
          placeholder={full ? `No máximo ${RELATED_PRODUCTS_MAX} produtos` : 'Parte do nome'}
          onChange={(event) => setSearch(event.target.value)}
          className="min-h-11 w-full rounded border border-warm-200 bg-white px-3"
        />
      </div>
      {searching && !full && (
        <div aria-live="polite">
          {found.isPending ? (
            <p role="status" className="text-sm text-warm-700">
              Buscando...
            </p>
          ) : found.isError ? (
            <p role="alert" className="text-sm text-label-red">
              Não foi possível buscar os produtos.{' '}
              <button type="button" className="underline" onClick={() => void found.refetch()}>
                Tentar de novo
              </button>
            </p>
          ) : offered.length === 0 ? (
            <p className="text-sm text-warm-700">Nenhum outro produto com “{q}”.</p>
          ) : (
            <ul aria-label="Produtos encontrados" className="flex flex-col gap-1">
              {offered.slice(0, 8).map((product) => (
                <li key={product.id}>
                  <button
                    type="button"
                    className="min-h-11 w-full rounded px-3 text-left hover:bg-warm-100"
                    onClick={() => {
                      choose([
                        ...picked,
                        { id: product.id, name: product.name, slug: product.slug, status: product.status },
                      ]);
                      setSearch('');
                    }}
                  >
                    Relacionar {product.name}
                    <span className="ml-2 text-sm text-warm-700">{product.subdepartment}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </fieldset>
  );
}
