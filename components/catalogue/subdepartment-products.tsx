'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { cardVariant, type CardVariant } from '@/lib/catalogue/card-variant';
import { departmentPath, subdepartmentAnchor } from '@/lib/catalogue/department';
import { ProductGrid } from './product-grid';

const LOAD_FAILED = 'Não foi possível carregar mais produtos. Tente de novo.';

/**
 * A subdepartment's section of the department page: its first page of cards and 'Ver mais', which adds
 * the next page below them (docs/performance.md, A big shop's data). 'Ver mais' is a link to the same
 * page showing that next page (`?depois=`), so it works before the scripts load or without them; with
 * them it loads the page in place, says how many came, and moves the focus to the first of them. A plain
 * link: the router has nothing to prefetch or navigate to once the scripts answer the click.
 */
export function SubdepartmentProducts({
  departmentId,
  subdepartment,
  products,
  nextCursor,
  priorityIds,
}: {
  departmentId: number;
  subdepartment: { id: number; name: string; slug: string };
  products: CardVariant[];
  /** Where the next page starts (the API's next_cursor), or null: no more. */
  nextCursor: string | null;
  priorityIds: number[];
}) {
  const [shown, setShown] = useState(products);
  const [cursor, setCursor] = useState(nextCursor);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [said, setSaid] = useState('');
  const grid = useRef<HTMLDivElement>(null);
  /** The index of the first card of the page just loaded, focused once drawn. */
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    if (focusFrom.current === null) return;
    const card = grid.current?.querySelectorAll('li')[focusFrom.current]?.querySelector('a');
    focusFrom.current = null;
    card?.focus();
  }, [shown]);

  async function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    if (!cursor) return;
    event.preventDefault();
    if (state === 'loading') return;
    setState('loading');
    try {
      // The client's catalogue calls load on the first 'Ver mais', not with the page.
      const { fetchSubdepartmentProducts } = await import('@/lib/api-client/catalogue');
      const page = await fetchSubdepartmentProducts(subdepartment.id, cursor);
      focusFrom.current = shown.length;
      setShown((current) => [...current, ...page.products.map(cardVariant)]);
      setCursor(page.nextCursor);
      setSaid(
        page.products.length === 1
          ? `Mais 1 produto de ${subdepartment.name}.`
          : `Mais ${page.products.length} produtos de ${subdepartment.name}.`,
      );
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  const loading = state === 'loading';
  return (
    <>
      <div ref={grid}>
        <ProductGrid products={shown} priorityIds={priorityIds} />
      </div>
      {cursor && (
        <div className="mt-4 flex justify-center">
          <a
            href={`${departmentPath(departmentId, subdepartment.slug)}?${new URLSearchParams({ depois: cursor })}#${subdepartmentAnchor(subdepartment.slug)}`}
            onClick={loadMore}
            aria-disabled={loading || undefined}
            className="rounded-full bg-white px-6 py-2 text-sm font-semibold text-brand ring-1 ring-brand hover:bg-brand hover:text-white aria-disabled:opacity-60"
          >
            {loading ? 'Carregando...' : 'Ver mais'}
            <span className="sr-only"> produtos de {subdepartment.name}</span>
          </a>
        </div>
      )}
      {state === 'failed' && (
        <p role="alert" className="mt-3 rounded bg-brand-light px-3 py-2 text-center text-sm text-brand-dark">
          {LOAD_FAILED}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </>
  );
}
