'use client';

import { NavigationProgress } from './navigation-progress';
import { OfflineBanner } from './offline-banner';
import { ScrollToTop } from './scroll-to-top';

/** What every page's shell does besides drawing: progress bar, scroll reset, connectivity banner. */
export function ShellEffects({ phone }: { phone: string }) {
  return (
    <>
      <NavigationProgress />
      <ScrollToTop />
      <OfflineBanner phone={phone} />
    </>
  );
}
