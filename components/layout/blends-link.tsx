'use client';

import Link from 'next/link';
import { useCurrentUser } from '@/lib/api-client/session';
import { useHydrated } from '@/components/ui/use-hydrated';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';

/**
 * 'MEUS BLENDS' for a logged-in customer, 'BLENDS' otherwise (also while the session loads).
 */
export function BlendsLink({ className }: { className?: string }) {
  const { data: user } = useCurrentUser();
  // As the server rendered it ('BLENDS') until hydrated, whatever the session query already knows.
  const hydrated = useHydrated();
  return hydrated && user ? (
    <Link href="/blend/meus-blends" {...PREFETCH_ON_INTENT} className={className}>
      MEUS BLENDS
    </Link>
  ) : (
    <Link href="/blend" {...PREFETCH_ON_INTENT} className={className}>
      BLENDS
    </Link>
  );
}
