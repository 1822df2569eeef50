import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { THROTTLE_RULES } from '../auth/throttle';
import * as authTables from '../auth/schema';
import * as analyticsTables from './schema';
import { deleteOldVitals } from './web-vitals';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { logger } from '../logger';
import { createStaff } from '@/test-support/server/order-fixtures';
import type { VitalsReport } from '@/lib/sales-api/analytics';
import type { ErrorBody } from '@/lib/sales-api/errors';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.database.close());

const post = (body: unknown) =>
  api.request('/v2/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /v2/events', () => {
  it('accepts the events of the catalogue with their properties', async () => {
    expect(
      (await post({ event: 'banner tapped', properties: { position: 1, target: '/blend' } })).status,
    ).toBe(204);
    expect((await post({ event: 'page not found' })).status).toBe(204);
    expect(
      (
        await post({
          event: 'line item added',
          properties: { variant_id: 1, quantity: 1500, order: 'R123456789' },
        })
      ).status,
    ).toBe(204);
  });

  it('names each answer with a request id (also in the log line and error-service event of a failure)', async () => {
    const response = await post({ event: 'page not found' });
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('logs an event of the catalogue as a structured line', async () => {
    const logged = jest.spyOn(logger, 'info');
    try {
      const properties = { amountOfAdults: 10, amountOfChildren: 2, selectedOptionValue: 'Tradicional' };
      expect((await post({ event: 'created barbecue', properties })).status).toBe(204);
      expect(logged).toHaveBeenCalledWith(
        { event: 'created barbecue', properties, userId: null },
        'analytics event',
      );
    } finally {
      logged.mockRestore();
    }
  });

  it("keeps the secrets an unknown page's address carries out of the log: a token, an e-mail, a CPF", async () => {
    const logged = jest.spyOn(logger, 'info');
    try {
      const properties = {
        url: 'http://127.0.0.1/x?token=abc&email=a@b.com',
        status: 404,
        referrer: 'http://127.0.0.1/conta?cpf=123.456.789-09&doc=123.456.789-09',
      };
      expect((await post({ event: 'page not found', properties })).status).toBe(204);
      const line = JSON.stringify(logged.mock.calls);
      expect(line).toContain('analytics event');
      for (const secret of ['abc', 'a@b.com', '123.456.789-09']) expect(line).not.toContain(secret);
      // What the 404 is about stays: the page that does not exist, where the shopper came from.
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({
          event: 'page not found',
          properties: expect.objectContaining({
            url: 'http://127.0.0.1/x?token=[redacted]&email=[redacted]',
            status: 404,
            referrer: expect.stringContaining('http://127.0.0.1/conta?'),
          }),
        }),
        'analytics event',
      );
    } finally {
      logged.mockRestore();
    }
  });

  it('refuses an event outside the catalogue with 422, not a silent log line', async () => {
    const logged = jest.spyOn(logger, 'info');
    try {
      const response = await post({ event: 'viewed produt', properties: {} });
      expect(response.status).toBe(422);
      const body = (await response.json()) as ErrorBody;
      expect(body.errors.event).toEqual(['Evento desconhecido']);
      expect(logged).not.toHaveBeenCalledWith(expect.anything(), 'analytics event');
    } finally {
      logged.mockRestore();
    }
  });

  it("refuses a property the event does not have, or of the wrong type, with the field's message", async () => {
    const extra = await post({
      event: 'viewed product',
      properties: { variant_id: 3, slug: 'x', email: 'a@b.c' },
    });
    expect(extra.status).toBe(422);
    const wrongType = await post({ event: 'viewed product', properties: { variant_id: 'três', slug: 'x' } });
    expect(wrongType.status).toBe(422);
    expect(Object.keys(((await wrongType.json()) as ErrorBody).errors)).toEqual(['properties.variant_id']);
  });

  it('refuses a body that is not JSON without a 500', async () => {
    const response = await api.request('/v2/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('POST /v2/client_errors', () => {
  const send = (body: unknown, ip = '198.51.100.1') =>
    api.request('/v2/client_errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });

  it('logs an error of the storefront at level error, with its release and order', async () => {
    const logged = jest.spyOn(logger, 'error');
    try {
      const report = {
        message: 'Cannot read properties of undefined',
        digest: '2338721',
        url: 'http://127.0.0.1/carrinho',
        release: '1.0.0',
        order_number: 'R123456789',
        context: 'crash screen',
      };
      expect((await send(report)).status).toBe(204);
      expect(logged).toHaveBeenCalledWith({ report, userId: null }, 'storefront error');
    } finally {
      logged.mockRestore();
    }
  });

  it('keeps the secrets a report carries out of the log: the reset link token, a bearer token, a CPF', async () => {
    const logged = jest.spyOn(logger, 'error');
    try {
      const token = 'q8Zr1VvB3kTn0aXc5yH2wLmP';
      const report = {
        message: 'ApiClientError 503: Authorization Bearer abc.def.ghi for CPF 123.456.789-09',
        url: `http://127.0.0.1/resetar-senha?token=${token}&email=ana%40exemplo.com.br`,
        context: 'mutation PUT /v2/password_reset',
      };
      expect((await send(report, '10.9.0.1')).status).toBe(204);
      const line = JSON.stringify(logged.mock.calls);
      for (const secret of [token, 'abc.def.ghi', '123.456.789-09', 'ana%40exemplo'])
        expect(line).not.toContain(secret);
      expect(line).toContain('/resetar-senha?token=[redacted]&email=[redacted]');
    } finally {
      logged.mockRestore();
    }
  });

  it('refuses a malformed report with 422', async () => {
    const response = await send({ message: 'x'.repeat(2_001), order_number: '123' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorBody;
    expect(Object.keys(body.errors).sort()).toEqual(['message', 'order_number']);
  });
});

describe('POST /v2/vitals and the p75 report', () => {
  const beacon = (route: string, lcp: number, ip = '198.51.100.20') =>
    api.request('/v2/vitals', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({
        route,
        release: '0.1.0+abc',
        connection: '4g',
        metrics: [
          { name: 'LCP', value: lcp, rating: 'good' },
          { name: 'TTFB', value: lcp / 10, rating: 'good' },
          { name: 'CLS', value: 0.01, rating: 'good' },
        ],
      }),
    });

  it('logs each metric of a page view as a structured line with its route, connection and release', async () => {
    const logged = jest.spyOn(logger, 'info');
    try {
      expect((await beacon('/produtos/[slug]', 1800)).status).toBe(204);
      expect(logged).toHaveBeenCalledWith(
        {
          vital: 'LCP',
          value: 1800,
          rating: 'good',
          route: '/produtos/[slug]',
          connection: '4g',
          release: '0.1.0+abc',
        },
        'web vital',
      );
    } finally {
      logged.mockRestore();
    }
  });

  it('refuses a full URL instead of a route pattern, and an unknown metric', async () => {
    const url = await beacon('https://loja.example/produtos/picanha?utm=x', 1000);
    expect(url.status).toBe(422);
    const metric = await api.request('/v2/vitals', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/', metrics: [{ name: 'FID', value: 10 }] }),
    });
    expect(metric.status).toBe(422);
  });

  it('reports the p75 of each metric per route to the staff only', async () => {
    for (const lcp of [1000, 2000, 3000, 4000]) expect((await beacon('/termos', lcp)).status).toBe(204);
    expect((await api.request('/admin/vitals?since=24h')).status).toBe(403);
    // Who asks is checked before what: a guest's malformed query learns nothing of its rules.
    expect((await api.request('/admin/vitals?since=ontem')).status).toBe(403);
    const staff = await createStaff(api);
    const { status, body } = await api.json<VitalsReport>('/admin/vitals?since=24h', {
      headers: staff.headers,
    });
    expect(status).toBe(200);
    expect(body.routes.find((route) => route.route === '/termos')).toEqual({
      route: '/termos',
      page_views: 4,
      p75: { LCP: 3250, TTFB: 325, CLS: 0.01, INP: null, FCP: null },
    });
    const invalid = await api.request('/admin/vitals?since=ontem', { headers: staff.headers });
    expect(invalid.status).toBe(422);
  });

  it('keeps the samples for 30 days', async () => {
    expect((await beacon('/sobre', 1500)).status).toBe(204);
    const samples = async () =>
      (
        await api.database.db
          .select()
          .from(analyticsTables.webVitals)
          .where(eq(analyticsTables.webVitals.route, '/sobre'))
      ).length;
    expect(await samples()).toBe(3);
    const day = 24 * 60 * 60 * 1000;
    expect(await deleteOldVitals(api.database.db, new Date(Date.now() + 29 * day))).toBe(0);
    expect(await samples()).toBe(3);
    expect(await deleteOldVitals(api.database.db, new Date(Date.now() + 31 * day))).toBeGreaterThanOrEqual(3);
    expect(await samples()).toBe(0);
  });
});

/**
 * The beacons' limits (docs/security.md, Abuse): per client (session, guest cookie, analytics cookie) and,
 * sized for a carrier's NAT, per address.
 */
describe.each([
  {
    path: '/v2/events',
    kind: 'event',
    body: { event: 'page not found' },
    perClient: THROTTLE_RULES.analyticsEventPerClient.limit,
    perAddress: THROTTLE_RULES.analyticsEventPerIp.limit,
  },
  {
    path: '/v2/vitals',
    kind: 'vitals',
    body: {
      route: '/',
      release: '1',
      connection: '4g',
      metrics: [{ name: 'LCP', value: 900, rating: 'good' }],
    },
    perClient: THROTTLE_RULES.vitalsPerClient.limit,
    perAddress: THROTTLE_RULES.vitalsPerIp.limit,
  },
  {
    path: '/v2/client_errors',
    kind: 'client-error',
    body: { message: 'boom', url: 'http://127.0.0.1/', release: '1', context: 'crash screen' },
    perClient: THROTTLE_RULES.clientErrorPerClient.limit,
    perAddress: THROTTLE_RULES.clientErrorPerIp.limit,
  },
])('the limits of POST $path', ({ path, kind, body, perClient, perAddress }) => {
  let address = 0;
  /** A fresh address per test, so that their counts do not meet. */
  const nextAddress = () =>
    `203.0.113.${(address += 1) + (kind === 'event' ? 0 : kind === 'vitals' ? 50 : 100)}`;
  const send = (ip: string, cookie?: string) =>
    api.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        'x-app': 'sales-frontend',
        ...(cookie && { cookie }),
      },
      body: JSON.stringify(body),
    });
  const bucket = async (key: string, count: number) =>
    api.database.db
      .insert(authTables.throttleBuckets)
      .values({ key, count, windowStartedAt: new Date() })
      .onConflictDoUpdate({ target: authTables.throttleBuckets.key, set: { count } });
  beforeEach(() => jest.spyOn(logger, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("serves many shoppers behind one address (a carrier's NAT) past what one shopper may send", async () => {
    const ip = nextAddress();
    // Far more than one client's count from this address already, by other shoppers.
    await bucket(`${kind}:ip:${ip}`, perClient * 3);
    for (let shopper = 0; shopper < 3; shopper++) {
      expect((await send(ip, `cdc_visitor=comprador-da-operadora-${shopper}`)).status).toBe(204);
    }
    expect((await send(ip, `_ga=GA1.1.123456789.1700000000`)).status).toBe(204);
    expect((await send(ip)).status).toBe(204);
  });

  it('refuses one client flooding, with Retry-After, while the others behind its address go on', async () => {
    const ip = nextAddress();
    const guestId = 'convidado-inundando-0001';
    const flooder = `cdc_visitor=${guestId}`;
    expect((await send(ip, flooder)).status).toBe(204);
    // The rest of its count spent in this window (the key holds a hash of the cookie, ./client-key.ts).
    const hashed = createHash('sha256').update(guestId).digest('hex').slice(0, 32);
    await bucket(`${kind}:guest:${hashed}`, perClient);
    const refused = await send(ip, flooder);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(ip, 'cdc_visitor=convidado-tranquilo-00001')).status).toBe(204);
    // A signed-in shopper's session counts as its own client too.
    expect((await send(ip, 'cdc_session=sessao-de-um-cliente-qualquer-000001')).status).toBe(204);
  });

  it('refuses every client of an address past its ceiling, and no other address', async () => {
    const ip = nextAddress();
    await bucket(`${kind}:ip:${ip}`, perAddress);
    expect((await send(ip, 'cdc_visitor=convidado-novo-000000001')).status).toBe(429);
    expect((await send(ip)).status).toBe(429);
    expect((await send(nextAddress())).status).toBe(204);
  });
});
