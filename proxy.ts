/**
 * The required middleware (Next 16 names it proxy.ts): security headers on every page and API answer.
 * Later it also guards /minha-conta/* (accounts).
 */
import { NextResponse } from 'next/server';

export function proxy() {
  const response = NextResponse.next();
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.headers.set('X-Frame-Options', 'SAMEORIGIN');
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|media/|favicon.ico).*)'],
};
