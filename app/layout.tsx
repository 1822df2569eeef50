import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import { AnalyticsShell } from '@/components/analytics/analytics-shell';
import { ConsentBanner } from '@/components/analytics/consent-banner';
import { StoreProvider } from '@/components/ui/store-contacts';
import { CONSENT_COOKIE, parseConsentChoice } from '@/lib/analytics/consent';
import { LiveProvider } from '@/lib/api-client/live';
import { config } from '@/lib/server/config';
import { nonceOf } from '@/lib/shell/security-headers';
import { storeInfo } from '@/lib/server/store/store-info';
import { SERVICE_WORKER_REGISTRATION } from '@/lib/shell/service-worker-registration';
import { APPLE_TOUCH_ICON, BRAND_COLOR, SHOP_DESCRIPTION, iconPath } from '@/lib/shell/web-app';
import './globals.css';

export function generateMetadata(): Metadata {
  const { name } = storeInfo();
  return {
    // Canonical URLs and Open Graph images are made absolute against the public origin.
    metadataBase: new URL(config().PUBLIC_BASE_URL),
    title: { default: `${name} | Açougue online em Salvador`, template: `%s | ${name}` },
    description: SHOP_DESCRIPTION,
    openGraph: { siteName: name, locale: 'pt_BR', type: 'website' },
    // Named here, the icons replace the favicon Next.js would link from app/icon.svg: without it browsers
    // ask for /favicon.ico (a 404 in the console). iOS reads neither the manifest's icons nor an SVG
    // favicon for its home screen.
    icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' }, apple: iconPath(APPLE_TOUCH_ICON) },
  };
}

export const viewport: Viewport = { themeColor: BRAND_COLOR, width: 'device-width', initialScale: 1 };

/**
 * An inline script the parser stops at until the stylesheet above it has arrived, so the body is parsed
 * and painted in one go: without it Chromium held the first paint (docs/performance.md, paint holding).
 * It delays nothing, since the page cannot paint before its stylesheet. Carries the request's CSP nonce.
 */
function ParseAfterStylesheet({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: '/* parsed after the stylesheet */' }} />;
}

/**
 * Registers the service worker (app/sw.ts) once the page has loaded: a few bytes inline, so the pages'
 * first-load JavaScript does not grow (docs/performance.md). Production builds only: `next dev` has no
 * public/sw.js, and a worker caching its changing files would get in the developer's way.
 */
function RegisterServiceWorker({ nonce }: { nonce: string | undefined }) {
  if (process.env.NODE_ENV !== 'production') return null;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SERVICE_WORKER_REGISTRATION }} />;
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered per request (its CSP nonce), so reading the consent cookie costs nothing more.
  const consent = parseConsentChoice((await cookies()).get(CONSENT_COOKIE)?.value);
  const nonce = nonceOf((await headers()).get('content-security-policy'));
  return (
    <html lang="pt-BR">
      <head>
        <ParseAfterStylesheet nonce={nonce} />
      </head>
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
        <RegisterServiceWorker nonce={nonce} />
      </body>
    </html>
  );
}
