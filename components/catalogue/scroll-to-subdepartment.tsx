'use client';

import { useEffect } from 'react';
import { animateScroll } from '@/components/ui/animate-scroll';
import { SCROLL_TO_MS } from '@/lib/catalogue/scroller';

/** On a subdepartment's chip (department-template.tsx): the id of the section it scrolls to. */
const SUBDEPARTMENT_CHIP_ATTRIBUTE = 'data-subdepartment';

/**
 * /departamentos/{id}/{subdepartment} scrolls to that subdepartment's section in SCROLL_TO_MS. It runs
 * after the shell's scroll-to-top (a layout effect of the same navigation), hence the animation frame.
 * A tap on the chip of the subdepartment already in the address is a navigation to the same address,
 * which changes nothing here (the chips do not scroll): it scrolls to the section again.
 */
export function ScrollToSubdepartment({ anchor }: { anchor: string }) {
  useEffect(() => {
    let frame = 0;
    const scroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const section = document.getElementById(anchor);
        if (!section) return;
        // Where scrollIntoView would stop: the section's top, less its scroll margin (clear of the header).
        const margin = parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
        const top = section.getBoundingClientRect().top + window.scrollY - margin;
        void animateScroll(window.scrollY, top, SCROLL_TO_MS, (y) => window.scrollTo(0, y));
      });
    };
    const scrollOnChipTap = (event: MouseEvent) => {
      // A click that opens the link elsewhere (new tab, window) leaves this page where it is.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const chip =
        event.target instanceof Element ? event.target.closest(`[${SUBDEPARTMENT_CHIP_ATTRIBUTE}]`) : null;
      if (chip?.getAttribute(SUBDEPARTMENT_CHIP_ATTRIBUTE) === anchor) scroll();
    };
    scroll();
    document.addEventListener('click', scrollOnChipTap);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('click', scrollOnChipTap);
    };
  }, [anchor]);
  return null;
}
