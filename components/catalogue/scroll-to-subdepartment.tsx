'use client';

import { useEffect } from 'react';

/**
 * /departamentos/{id}/{subdepartment} scrolls to that subdepartment's section. It runs after the
 * shell's scroll-to-top (a layout effect of the same navigation), hence the animation frame.
 */
export function ScrollToSubdepartment({ anchor }: { anchor: string }) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      document.getElementById(anchor)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [anchor]);
  return null;
}
