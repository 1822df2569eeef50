'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { fetchSubdepartmentProducts } from '@/lib/api-client/catalogue';
import { reportFailure } from '@/lib/api-client/report-failure';
import { cardVariant, type CardVariant } from '@/lib/catalogue/card-variant';
import { subdepartmentPageAfter } from '@/lib/catalogue/department';
import { MoreLink, type MoreProductsProps, type ProductsPage } from './more-link';
import { ProductGrid } from './product-grid';

const LOAD_FAILED = 'Não foi possível carregar mais produtos. Tente de novo.';

/**
 * The subdepartment's page after `cursor`, or null when it could not be read: the shopper is told so
 * (LOAD_FAILED, and 'Ver mais' tries again), the technical team of a server failure or no answer
 * (reportFailure).
 */
export async function nextPage(subdepartmentId: number, cursor: string): Promise<ProductsPage | null> {
  try {
    return await fetchSubdepartmentProducts(subdepartmentId, cursor);
  } catch (error) {
    reportFailure(error, "department's 'Ver mais'");
    return null;
  }
}

/** What the screen reader hears once a page came. */
export const howMany = (page: ProductsPage, name: string) =>
  page.products.length === 1
    ? `Mais 1 produto de ${name}.`
    : `Mais ${page.products.length} produtos de ${name}.`;

/**
 * The next pages of a subdepartment, added below its first one: from the page the first click read
 * (./more-products.tsx; null if it could not be), then one more at each 'Ver mais' while there are more.
 * Each moves the focus to the first of them and says how many came (`say`: the live region is the
 * link's, there before this list).
 */
export function MoreProductsList({
  departmentId,
  subdepartment,
  cursor: firstCursor,
  first,
  say,
}: MoreProductsProps & { first: ProductsPage | null; say: (text: string) => void }) {
  const [shown, setShown] = useState<CardVariant[]>(() => first?.products.map(cardVariant) ?? []);
  const [cursor, setCursor] = useState(first ? first.nextCursor : firstCursor);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>(first ? 'idle' : 'failed');
  const grid = useRef<HTMLDivElement>(null);
  /** The index of the first card of the page just loaded, focused once drawn. */
  const focusFrom = useRef<number | null>(first ? 0 : null);

  useEffect(() => {
    if (focusFrom.current === null) return;
    const card = grid.current?.querySelectorAll('li')[focusFrom.current]?.querySelector('a');
    focusFrom.current = null;
    card?.focus();
  }, [shown]);

  async function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (!cursor || state === 'loading') return;
    setState('loading');
    const page = await nextPage(subdepartment.id, cursor);
    if (!page) {
      setState('failed');
      return;
    }
    focusFrom.current = shown.length;
    setShown((current) => [...current, ...page.products.map(cardVariant)]);
    setCursor(page.nextCursor);
    say(howMany(page, subdepartment.name));
    setState('idle');
  }

  return (
    <>
      {shown.length > 0 && (
        <div ref={grid} className="mt-3">
          <ProductGrid products={shown} priorityIds={[]} />
        </div>
      )}
      {cursor && (
        <MoreLink
          href={subdepartmentPageAfter(departmentId, subdepartment.slug, cursor)}
          name={subdepartment.name}
          loading={state === 'loading'}
          onClick={loadMore}
        />
      )}
      {state === 'failed' && (
        <p role="alert" className="mt-3 rounded bg-brand-light px-3 py-2 text-center text-sm text-brand-dark">
          {LOAD_FAILED}
        </p>
      )}
    </>
  );
}
