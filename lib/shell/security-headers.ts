/**
 * The shop's browser security policy (pure, used by proxy.ts). Scripts run only with the request's nonce
 * (Next.js adds it to its own scripts) or when loaded by such a script ('strict-dynamic'); nothing may
 * frame the shop; images come from the shop, data/blob URLs (placeholders) and, when configured, the maps
 * service; API calls go to the shop itself and, when configured, to Algolia; frames only from the recipe
 * video players.
 */
/** The only frames the shop shows: recipe videos (Vimeo's player, YouTube's privacy-enhanced one). */
const RECIPE_VIDEO_PLAYERS = ['https://player.vimeo.com', 'https://www.youtube-nocookie.com'];

export interface PolicyOptions {
  /** Next's development server evaluates code (React Refresh): 'unsafe-eval' there only. */
  development: boolean;
  mapsImages: boolean;
  /** Algolia's application id when the storefront searches Algolia. */
  algoliaAppId?: string | undefined;
  /** Google Tag Manager is configured (GTM_ID): its tags send to Google's analytics hosts. */
  tagManager?: boolean;
  /** The error service's DSN (SENTRY_DSN): the browser sends its reports to the DSN's host. */
  errorServiceDsn?: string | undefined;
  /** Mercado Pago is the gateway (MERCADOPAGO_*): the card form tokenises cards with its SDK. */
  mercadoPago?: boolean;
}

/**
 * Mercado Pago's JS SDK (loaded by the card form, allowed by 'strict-dynamic'): it sends the card to
 * Mercado Pago's API for a token, and its device check talks to Mercado Pago and Mercado Livre's hosts
 * from frames of theirs.
 */
const MERCADO_PAGO_HOSTS = ['https://*.mercadopago.com', 'https://*.mercadolibre.com'];

/** Where Tag Manager and GA4 send and load from, allowed only when a container is configured. */
const TAG_MANAGER_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/**
 * A fresh, unpredictable nonce for one response (122 random bits of a v4 UUID, base64 as CSP expects):
 * never reused, so a script injected into one page cannot carry the nonce of another.
 */
export function newNonce(): string {
  return Buffer.from(crypto.randomUUID()).toString('base64');
}

/** The nonces a Content-Security-Policy names for scripts (proxy.ts puts one in each page's request). */
export function noncesOf(policy: string | null | undefined): string[] {
  return [...(policy ?? '').matchAll(/'nonce-([^']+)'/g)].map((m) => m[1]!);
}

/** The policy's nonce (the first it names). */
export function nonceOf(policy: string | null | undefined): string | undefined {
  return noncesOf(policy)[0];
}

export function contentSecurityPolicy(nonce: string, options: PolicyOptions): string {
  const connect = ["'self'"];
  if (options.algoliaAppId) {
    connect.push(`https://${options.algoliaAppId}-dsn.algolia.net`, 'https://*.algolianet.com');
  }
  if (options.tagManager) connect.push(...TAG_MANAGER_HOSTS);
  if (options.errorServiceDsn) connect.push(new URL(options.errorServiceDsn).origin);
  if (options.mercadoPago) connect.push(...MERCADO_PAGO_HOSTS);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(options.development ? ["'unsafe-eval'"] : []),
    ],
    // React writes style attributes (progress bar, image boxes): inline styles only, never inline scripts.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...(options.mapsImages ? ['https://maps.googleapis.com'] : []),
      ...(options.tagManager ? TAG_MANAGER_HOSTS : []),
    ],
    'font-src': ["'self'"],
    'connect-src': connect,
    // The captcha solves its proof of work in a worker.
    'worker-src': ["'self'", 'blob:'],
    // Recipe videos play in their services' players (lib/catalogue/recipe.ts builds these embed URLs).
    'frame-src': [...RECIPE_VIDEO_PLAYERS, ...(options.mercadoPago ? MERCADO_PAGO_HOSTS : [])],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Features the shop never uses, refused to every frame. */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()';

/** The driver's page shares the phone's position with the customer's tracker: the one page that may ask. */
const GEOLOCATION_PAGE = '/entregador';

/**
 * The Permissions-Policy of a response: the features the shop never uses are refused, and geolocation to
 * every page but the driver's, which may use it itself (never a frame). The header of the page a document
 * was loaded with holds: reaching /entregador by the router keeps the policy of the page before it.
 */
export function permissionsPolicy(pathname: string): string {
  const driverPage = pathname === GEOLOCATION_PAGE || pathname.startsWith(`${GEOLOCATION_PAGE}/`);
  return driverPage ? PERMISSIONS_POLICY.replace('geolocation=()', 'geolocation=(self)') : PERMISSIONS_POLICY;
}

/** True when a path segment holds a percent-escape that is not UTF-8 ('%ff', '%E0%A4%A'). */
export function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
