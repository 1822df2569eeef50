'use client';

import { startTransition, useEffect, useState } from 'react';
import { afterFirstPaint } from '@/lib/shell/after-first-paint';

/**
 * A module imported in the browser once `ready` is true and the page has painted its first content
 * (afterFirstPaint; never on the server), or null until then: for code that no first view needs, so it
 * stays out of the page's first-load JavaScript. `load` must be a stable function (declared at module
 * level), e.g. `() => import('./slider')`.
 */
export function useLoadedModule<T>(load: () => Promise<T>, ready = true): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!ready || loaded) return;
    let active = true;
    const cancel = afterFirstPaint(() =>
      load().then((module) => {
        // A transition: what the module adds renders in slices between the shopper's input.
        if (active) startTransition(() => setLoaded(() => module));
      }),
    );
    return () => {
      active = false;
      cancel();
    };
  }, [load, ready, loaded]);
  return loaded;
}
