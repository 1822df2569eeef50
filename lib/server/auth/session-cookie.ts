/**
 * The storefront's session cookie: httpOnly (scripts cannot read the token), SameSite=Lax, Secure on
 * https. With 'remember me' it is persistent until the session expires; without it, a browser-session
 * cookie that ends when the browser closes.
 */
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { config } from '../config';
import { SESSION_COOKIE } from './authenticate';

function secure(): boolean {
  return config().PUBLIC_BASE_URL.startsWith('https:');
}

export function setSessionCookie(
  c: Context,
  session: { token: string; expiresAt: Date },
  { remember }: { remember: boolean },
): void {
  setCookie(c, SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(),
    path: '/',
    ...(remember ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: secure(), httpOnly: true, sameSite: 'Lax' });
}
