'use client';

import Link from 'next/link';
import { useCurrentUser } from '@/lib/api-client/session';

/**
 * The top navigation's blend entry (spec 01, shell): 'MEUS BLENDS' to the saved blends for logged-in
 * customers, 'BLENDS' to the blend page otherwise. For the header to place among its links.
 */
export function BlendsNavLink({ className }: { className?: string }) {
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
