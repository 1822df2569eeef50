/**
 * The required middleware (Next 16 names it proxy.ts): security headers on every page and API answer,
 * and the guard of the customer's areas: /minha-conta/*, /checkout and /blend/* without a session goes to
 * /login with the target path and 'Por favor entre ou crie sua conta para continuar'. Only the cookie's
 * presence is checked here; an expired session is caught by the account and blend pages themselves, which ask
 * the API.
 * A page request with a session cookie but without the signed-in hint (set before the hint existed)
 * gets the hint, so the browser asks the API who is logged in; the API clears both when the session has
 * ended (API answers are left alone: their own cookies decide).
 *
 * Pages get a Content-Security-Policy with a fresh nonce per request: Next.js reads it from the request's
 * own CSP header and puts it on every script it renders, and 'strict-dynamic' lets those scripts load the
 * rest. A malformed percent-escape in the path, which Next's router answers with a bare 500, is a 404
 * here (TRACE, which fails before this runs, is refused by scripts/serve.mts). So is a product or
 * department page whose address names nothing, drawn by the server (lib/server/pages/missing-page.ts),
 * and an order's confirmation loaded by anyone but its owner (lib/server/pages/order-confirmation.ts).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { loginUrl } from './lib/account/navigation';
import { MISSING_PAGE_HEADER } from './lib/catalogue/page-address';
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from './lib/account/session-hint';
import {
  contentSecurityPolicy,
  hasMalformedEscape,
  newNonce,
  permissionsPolicy,
} from './lib/shell/security-headers';
import { catalogueAnswer } from './lib/server/pages/missing-page';
import { productGonePage } from './lib/server/pages/gone-page';
import { confirmationNotFound } from './lib/server/pages/order-confirmation';
import { config as appConfig } from './lib/server/config';

/** The session cookie's name (SESSION_COOKIE of lib/server/api/authenticate.ts). */
const SESSION_COOKIE = 'cdc_session';

function withSecurityHeaders(
  response: NextResponse,
  securePublicOrigin: boolean,
  pathname: string,
): NextResponse {
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.headers.set('X-Frame-Options', 'DENY');
  response.headers.set('Permissions-Policy', permissionsPolicy(pathname));
  if (securePublicOrigin) {
    response.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
  return response;
}

/**
 * A page load (a browser's navigation, or a client that asks for HTML), not one of the router's fetches.
 * Next takes the router's own headers (RSC, Next-Router-*) off the request before the proxy sees it, but a
 * browser marks its navigations (Sec-Fetch-Dest) and the router's fetches ask for anything (Accept).
 */
function isDocumentRequest(headers: Headers): boolean {
  const destination = headers.get('sec-fetch-dest');
  return destination === null
    ? (headers.get('accept') ?? '').includes('text/html')
    : destination === 'document';
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const securePublicOrigin = appConfig().PUBLIC_BASE_URL.startsWith('https:');
  const isApi = pathname.startsWith('/api/');
  const secured = (response: NextResponse) => withSecurityHeaders(response, securePublicOrigin, pathname);

  if (hasMalformedEscape(pathname)) {
    if (isApi)
      return secured(NextResponse.json({ error: 'Rota não encontrada', errors: {} }, { status: 404 }));
    // No page has this address: the not-found page, with its 404 status.
    return secured(NextResponse.rewrite(new URL('/_pagina-inexistente', request.url)));
  }

  const isAccountArea = pathname === '/minha-conta' || pathname.startsWith('/minha-conta/');
  const isCheckout = pathname === '/checkout' || pathname.startsWith('/checkout/');
  // A customer's blends: the landing (/blend) is for everyone, its list and calculator need a session.
  const isBlendArea = pathname.startsWith('/blend/');
  const hasSession = Boolean(request.cookies.get(SESSION_COOKIE)?.value);
  if ((isAccountArea || isCheckout || isBlendArea) && !hasSession) {
    return secured(NextResponse.redirect(new URL(loginUrl(pathname + search, 'entrar'), request.url)));
  }
  if (isApi) return secured(NextResponse.next());

  const nonce = newNonce();
  const policy = contentSecurityPolicy(nonce, {
    development: process.env.NODE_ENV === 'development',
    mapsImages: Boolean(appConfig().GOOGLE_MAPS_KEY),
    algoliaAppId: appConfig().ALGOLIA_APP_ID,
    tagManager: Boolean(appConfig().GTM_ID),
    errorServiceDsn: appConfig().SENTRY_DSN,
    mercadoPago: Boolean(appConfig().MERCADOPAGO_PUBLIC_KEY),
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', policy);
  // A product or department that does not exist: the not-found page in its words, drawn by the server;
  // so is an order's confirmation for anyone but its owner (lib/server/pages/order-confirmation.ts).
  // The router's own fetches (RSC, prefetches) are left to the page's notFound(), which the browser renders.
  const isDocument = isDocumentRequest(request.headers);
  const answer = isDocument ? await catalogueAnswer(pathname) : null;
  // A product's former slug: for good to its current page (docs/business-rules.md, Store back office).
  if (answer && 'moved' in answer) {
    return secured(NextResponse.redirect(new URL(answer.moved + search, request.url), 301));
  }
  // An archived product: 410, so that search engines drop the page; drawn here, as Next renders no 410.
  if (answer && 'gone' in answer) {
    const gone = new NextResponse(productGonePage(nonce), {
      status: 410,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
    gone.headers.set('Content-Security-Policy', policy);
    return secured(gone);
  }
  const missing = answer && 'missing' in answer ? answer.missing : null;
  if (missing) requestHeaders.set(MISSING_PAGE_HEADER, missing);
  const notTheirs =
    isDocument && !missing
      ? await confirmationNotFound(request.nextUrl, request.cookies.get(SESSION_COOKIE)?.value)
      : false;
  const response =
    missing || notTheirs
      ? NextResponse.rewrite(new URL('/_pagina-inexistente', request.url), {
          request: { headers: requestHeaders },
        })
      : NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  if (hasSession && !request.cookies.has(SIGNED_IN_HINT_COOKIE)) {
    response.cookies.set(SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE, {
      path: '/',
      sameSite: 'lax',
      secure: securePublicOrigin,
    });
  }
  return secured(response);
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|media/|favicon.ico).*)'],
};
