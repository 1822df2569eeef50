'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

type Phase = 'idle' | 'loading' | 'done';

/** Whether a click starts a navigation to another page (path) of this app. */
function isAppNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) {
    return false;
  }
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname;
}

/**
 * The shell's progress bar: starts when a link to another page is followed, fills when the new
 * page is shown. A few lines of CSS instead of a progress library (every kB of the first load counts).
 */
export function NavigationProgress() {
  const pathname = usePathname();
  // The path the navigation started from: the bar fills once the shown path differs from it.
  const [progress, setProgress] = useState<{ phase: Phase; from: string }>({ phase: 'idle', from: pathname });
  if (progress.phase === 'loading' && progress.from !== pathname) {
    setProgress({ phase: 'done', from: pathname });
  }

  useEffect(() => {
    const start = (event: MouseEvent) => {
      if (isAppNavigation(event)) setProgress({ phase: 'loading', from: window.location.pathname });
    };
    // Capture phase: next/link cancels the click's default action before it bubbles up.
    document.addEventListener('click', start, true);
    return () => document.removeEventListener('click', start, true);
  }, []);

  useEffect(() => {
    if (progress.phase !== 'done') return;
    const reset = setTimeout(() => setProgress((current) => ({ ...current, phase: 'idle' })), 400);
    return () => clearTimeout(reset);
  }, [progress.phase]);

  return (
    <div
      aria-hidden
      data-phase={progress.phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-[3px] origin-left scale-x-0 bg-[#f5c542] opacity-0 data-[phase=done]:scale-x-100 data-[phase=done]:opacity-0 data-[phase=done]:transition-[transform,opacity] data-[phase=done]:duration-300 data-[phase=loading]:scale-x-[0.85] data-[phase=loading]:opacity-100 data-[phase=loading]:transition-transform data-[phase=loading]:duration-[8s] data-[phase=loading]:ease-out"
    />
  );
}
