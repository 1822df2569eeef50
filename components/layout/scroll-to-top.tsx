'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Spec 01/02: the scroll resets to the top on every route change. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
