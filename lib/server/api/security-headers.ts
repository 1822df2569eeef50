/**
 * The security headers of every sales API answer: the same as proxy.ts gives every page and API answer of
 * Next.js, so that the API answers the same whether the production server serves it itself
 * (scripts/serve.mts) or Next's route handler does (`next dev`, where proxy.ts sets the same values again).
 */
import { permissionsPolicy } from '@/lib/shell/security-headers';
import { config } from '../config';

/** The headers, in the order proxy.ts sets them; HSTS only when the shop's public origin is HTTPS. */
export function apiSecurityHeaders(): [name: string, value: string][] {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    // Only the driver's page may ask for the position; no API path is that page.
    ['Permissions-Policy', permissionsPolicy('/api/sales')],
    ...(config().PUBLIC_BASE_URL.startsWith('https:')
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
  ];
}
