import {
  contentSecurityPolicy,
  hasMalformedEscape,
  newNonce,
  nonceOf,
  permissionsPolicy,
} from './security-headers';

describe('content security policy', () => {
  const directive = (policy: string, name: string) =>
    policy.split('; ').find((entry) => entry.startsWith(`${name} `));

  it('runs only scripts carrying the nonce (and what they load), and is never framed', () => {
    const policy = contentSecurityPolicy('abc123', { development: false, mapsImages: false });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    // Frames: the recipe video players only.
    expect(directive(policy, 'frame-src')).toBe(
      'frame-src https://player.vimeo.com https://www.youtube-nocookie.com',
    );
    expect(policy).not.toContain('unsafe-eval');
  });

  it("allows eval only in development (Next's refresh runtime)", () => {
    expect(contentSecurityPolicy('n', { development: true, mapsImages: false })).toContain("'unsafe-eval'");
  });

  it('opens the maps images and Algolia only when configured', () => {
    const plain = contentSecurityPolicy('n', { development: false, mapsImages: false });
    expect(plain).not.toContain('googleapis');
    expect(plain).not.toContain('algolia');
    const configured = contentSecurityPolicy('n', {
      development: false,
      mapsImages: true,
      algoliaAppId: 'ABC123DEF4',
    });
    expect(directive(configured, 'img-src')).toContain('https://maps.googleapis.com');
    expect(directive(configured, 'connect-src')).toContain('https://ABC123DEF4-dsn.algolia.net');
  });

  it("lets the card form reach Mercado Pago's hosts only when Mercado Pago is the gateway", () => {
    const plain = contentSecurityPolicy('n', { development: false, mapsImages: false });
    expect(plain).not.toMatch(/mercadopago|mercadolibre/);
    const configured = contentSecurityPolicy('n', {
      development: false,
      mapsImages: false,
      mercadoPago: true,
    });
    expect(directive(configured, 'connect-src')).toContain('https://*.mercadopago.com');
    expect(directive(configured, 'frame-src')).toContain('https://*.mercadopago.com');
    // Its script is loaded by the shop's own (nonce'd) code, never allowed by host.
    expect(directive(configured, 'script-src')).not.toMatch(/mercadopago/);
  });

  it('lets Tag Manager and Sentry send only when GTM_ID and SENTRY_DSN are set', () => {
    const plain = contentSecurityPolicy('n', { development: false, mapsImages: false });
    expect(plain).not.toMatch(/google-analytics|googletagmanager|sentry/);
    const configured = contentSecurityPolicy('n', {
      development: false,
      mapsImages: false,
      tagManager: true,
      errorServiceDsn: 'https://public@o1.ingest.sentry.io/2',
    });
    expect(directive(configured, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(configured, 'img-src')).toContain('https://www.googletagmanager.com');
    expect(directive(configured, 'connect-src')).toContain('https://o1.ingest.sentry.io');
    expect(configured).not.toContain('public@');
  });
});

describe('nonceOf', () => {
  it("reads back the nonce a policy was made with (the root layout's script carries it)", () => {
    const nonce = newNonce();
    expect(nonceOf(contentSecurityPolicy(nonce, { development: false, mapsImages: true }))).toBe(nonce);
  });

  it('finds none without a policy, or in one that names no nonce', () => {
    expect(nonceOf(null)).toBeUndefined();
    expect(nonceOf("default-src 'self'")).toBeUndefined();
  });
});

describe('malformed escapes', () => {
  it.each(['/produtos/%ff', '/api/sales/v2/departments/%ff', '/a/%E0%A4%A', '/%'])('finds %s', (path) => {
    expect(hasMalformedEscape(path)).toBe(true);
  });
  it.each(['/produtos/picanha-bovina', '/busca/caf%C3%A9', '/a%20b'])('accepts %s', (path) => {
    expect(hasMalformedEscape(path)).toBe(false);
  });
});

describe('permissions policy', () => {
  const geolocation = (path: string) => /geolocation=\([^)]*\)/.exec(permissionsPolicy(path))?.[0];

  it("lets the driver's page ask for the position, itself only", () => {
    expect(geolocation('/entregador')).toBe('geolocation=(self)');
    expect(geolocation('/entregador/')).toBe('geolocation=(self)');
  });

  it('refuses geolocation to every other page, and what the shop never uses to all', () => {
    for (const path of ['/', '/entregadores', '/entregador-falso', '/equipe', '/checkout', '/api/sales']) {
      expect(geolocation(path)).toBe('geolocation=()');
    }
    for (const path of ['/', '/entregador']) {
      expect(permissionsPolicy(path)).toContain('camera=()');
      expect(permissionsPolicy(path)).toContain('microphone=()');
      expect(permissionsPolicy(path)).toContain('payment=()');
    }
  });
});
