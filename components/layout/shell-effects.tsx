'use client';

import dynamic from 'next/dynamic';
import { ScrollToTop } from './scroll-to-top';

// Neither draws anything when a page opens, so their code loads after it, not with the first load.
const NavigationProgress = dynamic(
  () => import('./navigation-progress').then((module) => module.NavigationProgress),
  { ssr: false },
);
const OfflineBanner = dynamic(() => import('./offline-banner').then((module) => module.OfflineBanner), {
  ssr: false,
});

/**
 * What every page's shell does besides drawing: progress bar, scroll reset, connectivity banner. The
 * scroll reset stays in the first load: it must run before a page's own scrolling (e.g. to a
 * subdepartment), never after it.
 */
export function ShellEffects({ phone }: { phone: string }) {
  return (
    <>
      <NavigationProgress />
      <ScrollToTop />
      <OfflineBanner phone={phone} />
    </>
  );
}
