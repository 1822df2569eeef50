'use client';

import { startTransition, useEffect, useState } from 'react';
import { afterFirstPaint } from '@/lib/shell/after-first-paint';

/**
 * A module imported in the browser once `ready` is true and the page has painted its first content
 * (afterFirstPaint; never on the server), or null until then: for code that no first view needs, so it
 * stays out of the page's first-load JavaScript. `load` must be a stable function (declared at module
 * level), e.g. `() => import('./slider')`.
 *
 * A module that cannot be loaded (its chunk failed to download: a flaky connection, a tab older than the
 * last deploy) is thrown while rendering, so that the route's error boundary (its error.tsx) shows the
 * crash screen, whose 'Tentar novamente' mounts the component again, and the import with it: a page that
 * waits for the module would otherwise say 'Carregando...' forever. `optional`: the component does well
 * enough without it (what it draws meanwhile stays, e.g. the crash screen's own fallback, the shell's
 * extras), so a failure leaves it null instead.
 */
export function useLoadedModule<T>(
  load: () => Promise<T>,
  ready = true,
  { optional = false }: { optional?: boolean } = {},
): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!ready || loaded || failure) return;
    let active = true;
    const cancel = afterFirstPaint(() =>
      load().then(
        (module) => {
          // A transition: what the module adds renders in slices between the shopper's input.
          if (active) startTransition(() => setLoaded(() => module));
        },
        (error: unknown) => {
          if (active && !optional) setFailure({ error });
        },
      ),
    );
    return () => {
      active = false;
      cancel();
    };
  }, [load, ready, loaded, failure, optional]);
  if (failure) throw failure.error;
  return loaded;
}
