'use client';

import type { MouseEvent } from 'react';
import type { fetchSubdepartmentProducts } from '@/lib/api-client/catalogue';

/** What a subdepartment's 'Ver mais' needs: where its next page is, and whose. */
export interface MoreProductsProps {
  departmentId: number;
  subdepartment: { id: number; name: string; slug: string };
  /** Where the next page starts (the API's next_cursor). */
  cursor: string;
  /** The same page showing that next page (`?depois=`), drawn by the server. */
  href: string;
}

/** A page of a subdepartment's products, as the browser reads it. */
export type ProductsPage = Awaited<ReturnType<typeof fetchSubdepartmentProducts>>;

/** The 'Ver mais' link, as the first click finds it and as the list keeps it. */
export function MoreLink({
  href,
  name,
  loading,
  onClick,
}: {
  href: string;
  name: string;
  loading: boolean;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <div className="mt-4 flex justify-center">
      <a
        href={href}
        onClick={onClick}
        aria-disabled={loading || undefined}
        className="rounded-full bg-white px-6 py-2 text-sm font-semibold text-brand ring-1 ring-brand hover:bg-brand hover:text-white aria-disabled:opacity-60"
      >
        {loading ? 'Carregando...' : 'Ver mais'}
        <span className="sr-only"> produtos de {name}</span>
      </a>
    </div>
  );
}
