'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { intentLinkHref } from '@/lib/shell/prefetch';

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** Prefetches the page of a PREFETCH_ON_INTENT link (lib/shell/prefetch.ts) when the shopper reaches for it. */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const onIntent = (event: Event) => {
      const href = intentLinkHref(event.target);
      // Repeated calls for one page cost nothing: the router keeps what it prefetched.
      if (href) router.prefetch(href);
    };
    const options = { capture: true, passive: true };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    };
  }, [router]);
  return null;
}
