'use client';

import { useHits, useInstantSearch } from 'react-instantsearch';
import { FIRST_ROW_CARDS, OFFSCREEN_CARD, ProductCard } from '@/components/catalogue/product-card';
import { camelize } from '@/lib/sales-api/case';
import type { SalesRecord } from '@/lib/search/sales-record';
import { NO_RESULTS_TEXT } from '@/lib/search/search-text';

/** The products found, as the catalogue's product cards, or 'Sem resultados para essa pesquisa'. */
export function SearchHits() {
  const { items } = useHits<SalesRecord & Record<string, unknown>>();
  const { error } = useInstantSearch({ catchError: true });
  if (error) {
    return (
      <p role="alert" className="py-10 text-center text-warm-700">
        Não foi possível buscar agora. Tente novamente em instantes.
      </p>
    );
  }
  if (items.length === 0) {
    return <p className="py-10 text-center text-lg text-warm-700">{NO_RESULTS_TEXT}</p>;
  }
  return (
    <ul aria-label="Produtos encontrados" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((hit, index) => (
        <li key={hit.objectID} className={OFFSCREEN_CARD}>
          {/* The page's next heading level: the results follow the h1 directly. */}
          <ProductCard
            product={camelize(hit as SalesRecord)}
            headingLevel={2}
            priority={index < FIRST_ROW_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}
