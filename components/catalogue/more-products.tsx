'use client';

import { useState, type MouseEvent } from 'react';
import { MoreLink, type MoreProductsProps, type ProductsPage } from './more-link';

const loadList = () => import('./more-products-list');

/**
 * A subdepartment's 'Ver mais' (docs/performance.md, A big shop's data): a link to the same page showing
 * the next page (`?depois=`), so it works before the scripts load or without them. Its first click loads
 * the code that reads that page and adds it, and the pages after it, in place (./more-products-list.tsx),
 * which no department page carries in its first load; if that code cannot be loaded, the link goes where
 * it says. A plain link: the router has nothing to prefetch or navigate to once the scripts answer it.
 */
export function MoreProducts(props: MoreProductsProps) {
  const [shown, setShown] = useState<{
    list: Awaited<ReturnType<typeof loadList>>;
    first: ProductsPage | null;
  } | null>(null);
  const [loading, setLoading] = useState(false);
  const [said, setSaid] = useState('');

  function loadFirst(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    loadList().then(
      async (list) => {
        const first = await list.nextPage(props.subdepartment.id, props.cursor);
        setShown({ list, first });
        if (first) setSaid(list.howMany(first, props.subdepartment.name));
      },
      () => window.location.assign(props.href),
    );
  }
  return (
    <>
      {shown ? (
        <shown.list.MoreProductsList {...props} first={shown.first} say={setSaid} />
      ) : (
        <MoreLink href={props.href} name={props.subdepartment.name} loading={loading} onClick={loadFirst} />
      )}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </>
  );
}
