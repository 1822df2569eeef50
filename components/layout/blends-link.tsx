'use client';

import Link from 'next/link';
import { useCurrentUser } from '@/lib/api-client/session';

/**
 * 'MEUS BLENDS' for a logged-in customer, 'BLENDS' otherwise (also while the session loads). Not
 * prefetched: the blend pages belong to a later capability (see isPrefetchable).
 */
export function BlendsLink({ className }: { className?: string }) {
  const { data: user } = useCurrentUser();
  return user ? (
    <Link href="/blend/meus-blends" prefetch={false} className={className}>
      MEUS BLENDS
    </Link>
  ) : (
    <Link href="/blend" prefetch={false} className={className}>
      BLENDS
    </Link>
  );
}
