'use client';

import Link from 'next/link';
import { useCurrentUser } from '@/lib/api-client/session';

/** 'MEUS BLENDS' for a logged-in customer, 'BLENDS' otherwise (also while the session loads). */
export function BlendsLink({ className }: { className?: string }) {
  const { data: user } = useCurrentUser();
  return user ? (
    <Link href="/blend/meus-blends" className={className}>
      MEUS BLENDS
    </Link>
  ) : (
    <Link href="/blend" className={className}>
      BLENDS
    </Link>
  );
}
