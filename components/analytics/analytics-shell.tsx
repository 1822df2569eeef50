'use client';

import { useEffect, useState } from 'react';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import { configureErrorService } from '@/lib/api-client/error-service';
import { whenIdle } from '@/lib/shell/when-idle';

// The consent banner, the data layer's page views, Tag Manager and Web Vitals: none draws anything a page
// needs, so their code loads once the page has loaded (never in its first-load JavaScript).
const loadAnalytics = () => import('./analytics');

/** True once the page's load event has passed and the browser is idle. */
function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    const idle = () => {
      cancelIdle = whenIdle(() => setReady(true));
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      window.removeEventListener('load', idle);
      cancelIdle();
    };
  }, []);
  return ready;
}

/**
 * Every page's analytics (docs/operations.md), mounted by the root layout, which also tells the error reports
 * where Sentry is (SENTRY_DSN; null: logs only).
 */
export function AnalyticsShell({
  gtmId,
  sentryDsn,
  environment,
}: {
  gtmId: string | null;
  sentryDsn: string | null;
  environment: string;
}) {
  // Set while rendering (idempotent), so a crash in the first effects is reported too.
  configureErrorService(sentryDsn, environment);
  const analytics = useLoadedModule(loadAnalytics, useAfterLoad(), { optional: true });
  return analytics && <analytics.Analytics gtmId={gtmId} />;
}
