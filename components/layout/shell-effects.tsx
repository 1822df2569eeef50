'use client';

import NextTopLoader from 'nextjs-toploader';
import { OfflineBanner } from './offline-banner';
import { ScrollToTop } from './scroll-to-top';

/** What every page's shell does besides drawing: progress bar, scroll reset, connectivity banner. */
export function ShellEffects({ phone }: { phone: string }) {
  return (
    <>
      <NextTopLoader color="#f5c542" height={3} showSpinner={false} shadow={false} />
      <ScrollToTop />
      <OfflineBanner phone={phone} />
    </>
  );
}
