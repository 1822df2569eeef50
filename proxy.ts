/**
 * The required middleware (Next 16 names it proxy.ts): security headers on every page and API answer,
 * and the account area's guard (spec 02): /minha-conta/* without a session goes to /login with the
 * target path and 'Por favor entre ou crie sua conta para continuar'. Only the cookie's presence is
 * checked here; an expired session is caught by the account pages themselves, which ask the API.
 * A page request with a session cookie but without the signed-in hint (set before the hint existed)
 * gets the hint, so the browser asks the API who is logged in; the API clears both when the session has
 * ended (API answers are left alone: their own cookies decide).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { loginUrl } from './lib/account/navigation';
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from './lib/account/session-hint';

/** The session cookie's name (SESSION_COOKIE of lib/server/auth/authenticate.ts, which is not edge-safe). */
const SESSION_COOKIE = 'cdc_session';

function withSecurityHeaders(response: NextResponse): NextResponse {
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.headers.set('X-Frame-Options', 'SAMEORIGIN');
  return response;
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const isAccountArea = pathname === '/minha-conta' || pathname.startsWith('/minha-conta/');
  const hasSession = Boolean(request.cookies.get(SESSION_COOKIE)?.value);
  if (isAccountArea && !hasSession) {
    return withSecurityHeaders(
      NextResponse.redirect(new URL(loginUrl(pathname + search, 'entrar'), request.url)),
    );
  }
  const response = NextResponse.next();
  if (hasSession && !request.cookies.has(SIGNED_IN_HINT_COOKIE) && !pathname.startsWith('/api/')) {
    response.cookies.set(SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE, {
      path: '/',
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
    });
  }
  return withSecurityHeaders(response);
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|media/|favicon.ico).*)'],
};
