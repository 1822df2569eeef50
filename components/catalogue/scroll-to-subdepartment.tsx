'use client';

import { useEffect } from 'react';
import { animateScroll } from '@/components/ui/animate-scroll';
import { SCROLL_TO_MS } from '@/lib/catalogue/scroller';

/**
 * /departamentos/{id}/{subdepartment} scrolls to that subdepartment's section in SCROLL_TO_MS. It runs
 * after the shell's scroll-to-top (a layout effect of the same navigation), hence the animation frame.
 */
export function ScrollToSubdepartment({ anchor }: { anchor: string }) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const section = document.getElementById(anchor);
      if (!section) return;
      // Where scrollIntoView would stop: the section's top, less its scroll margin (clear of the header).
      const margin = parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
      const top = section.getBoundingClientRect().top + window.scrollY - margin;
      void animateScroll(window.scrollY, top, SCROLL_TO_MS, (y) => window.scrollTo(0, y));
    });
    return () => cancelAnimationFrame(frame);
  }, [anchor]);
  return null;
}
