import { eq } from 'drizzle-orm';
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

  it('takes at most 600 events per client address in 10 minutes, so a script cannot flood the log', async () => {
    const from = (ip: string) =>
      api.request('/v2/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ event: 'page not found' }),
      });
    // The address has sent its 600 in this window already.
    await api.database.db
      .insert(authTables.throttleBuckets)
      .values({ key: 'event:ip:198.51.100.90', count: 600, windowStartedAt: new Date() });
    const logged = jest.spyOn(logger, 'info');
    try {
      expect((await from('198.51.100.90')).status).toBe(429);
      expect(logged).not.toHaveBeenCalledWith(expect.anything(), 'analytics event');
      expect((await from('198.51.100.91')).status).toBe(204);
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

  it('takes at most 30 reports per client address in 10 minutes, so anyone cannot flood the error log', async () => {
    const logged = jest.spyOn(logger, 'error');
    try {
      const report = { message: 'boom', url: 'http://127.0.0.1/', release: '1', context: 'crash screen' };
      const statuses = [];
      for (let i = 0; i < 31; i++) statuses.push((await send(report, '198.51.100.77')).status);
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(204));
      expect(statuses[30]).toBe(429);
      expect(logged).toHaveBeenCalledTimes(30);
      expect((await send(report, '198.51.100.78')).status).toBe(204);
    } finally {
      logged.mockRestore();
    }
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
    expect((await api.request('/admin/vitals?since=24h')).status).toBe(401);
    // Who asks is checked before what: a guest's malformed query learns nothing of its rules.
    expect((await api.request('/admin/vitals?since=ontem')).status).toBe(401);
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
