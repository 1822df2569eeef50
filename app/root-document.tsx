import { cookies } from 'next/headers';
import { AnalyticsShell } from '@/components/analytics/analytics-shell';
import { ConsentBanner } from '@/components/analytics/consent-banner';
import { StoreProvider } from '@/components/layout/store-contacts';
import { CONSENT_COOKIE, parseConsentChoice } from '@/lib/analytics/consent';
import { LiveProvider } from '@/lib/api-client/live';
import { config } from '@/lib/server/config';
import { storeInfo } from '@/lib/server/store';

/**
 * The document every page is drawn in: the root layout's, and the not-found page's for an address no route
 * matches (app/global-not-found.tsx, which Next renders without the root layout).
 */
export async function RootDocument({ children }: { children: React.ReactNode }) {
  // Every page is rendered per request (its CSP nonce), so reading the consent cookie costs nothing more.
  const consent = parseConsentChoice((await cookies()).get(CONSENT_COOKIE)?.value);
  return (
    <html lang="pt-BR">
      <body>
        <LiveProvider>
          <StoreProvider store={storeInfo()}>{children}</StoreProvider>
          <AnalyticsShell
            gtmId={config().GTM_ID ?? null}
            sentryDsn={config().SENTRY_DSN ?? null}
            environment={config().NODE_ENV}
          />
          <ConsentBanner initialChoice={consent} />
        </LiveProvider>
      </body>
    </html>
  );
}
