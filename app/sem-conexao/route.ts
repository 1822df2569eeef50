import { headers } from 'next/headers';
import { offlinePage } from '@/lib/server/pages/offline-page';
import { storeInfo } from '@/lib/server/store/store-info';
import { nonceOf } from '@/lib/shell/security-headers';

/**
 * /sem-conexao: the offline page the service worker precaches and shows when a page load fails offline
 * (lib/server/pages/offline-page.ts). A route rather than a page: a script-free document needs none of the
 * shop's scripts, which may not be in the browser's cache when the network is gone.
 */
export async function GET() {
  const nonce = nonceOf((await headers()).get('content-security-policy'));
  return new Response(offlinePage(storeInfo(), nonce), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
