'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Whether this document has shown a page already: the first one starts where the browser puts it. */
let pageShown = false;

/**
 * The scroll resets to the top on every route change. Not on the document's first page: it
 * opens at the top, or where the browser restores it, and a reset there would only force a layout in
 * the effects the page runs as it comes to life. Nor for a link to a section of the page (/termos#…):
 * Next has scrolled to it already.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if (pageShown && !window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    pageShown = true;
  }, [pathname]);
  return null;
}
