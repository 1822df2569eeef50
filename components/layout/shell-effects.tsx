'use client';

import { useLoadedModule } from '@/components/ui/use-loaded-module';
import { IntentPrefetch } from './intent-prefetch';
import { ScrollToTop } from './scroll-to-top';

// Neither draws anything when a page opens, so their code loads after the page, not with its first load.
const loadProgress = () => import('./navigation-progress');
const loadOfflineBanner = () => import('./offline-banner');

/**
 * What every page's shell does besides drawing: progress bar, scroll reset, prefetch on intent,
 * connectivity banner. The scroll reset stays in the first load: it must run before a page's own
 * scrolling (e.g. to a subdepartment), never after it.
 */
export function ShellEffects({ phone }: { phone: string }) {
  const progress = useLoadedModule(loadProgress, true, { optional: true });
  const offline = useLoadedModule(loadOfflineBanner, true, { optional: true });
  return (
    <>
      {progress && <progress.NavigationProgress />}
      <ScrollToTop />
      <IntentPrefetch />
      {offline && <offline.OfflineBanner phone={phone} />}
    </>
  );
}
