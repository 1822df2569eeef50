import Link from 'next/link';
import type { ReactNode } from 'react';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';

/** The looks of the ways on from a page with nothing to show: the main one filled, the other underlined. */
export const WAY_ON_CLASS = {
  main: 'rounded-lg bg-brand px-4 py-2 font-semibold text-white',
  other: 'rounded-lg px-4 py-2 font-semibold text-brand underline',
} as const;

/** A way on from a not-found or failed page (home, the departments), prefetched when the shopper reaches for it. */
export function WayOnLink({
  href,
  look,
  children,
}: {
  href: string;
  look: keyof typeof WAY_ON_CLASS;
  children: ReactNode;
}) {
  return (
    <Link {...PREFETCH_ON_INTENT} href={href} className={WAY_ON_CLASS[look]}>
      {children}
    </Link>
  );
}
