import { createTestApi, type TestApi } from '../../testing/test-api';
import { logger } from '../../logger';
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
  it('accepts a storefront event', async () => {
    expect(
      (await post({ event: 'banner tapped', properties: { position: 1, target: '/blend' } })).status,
    ).toBe(204);
    expect((await post({ event: 'page not found' })).status).toBe(204);
  });

  it('refuses malformed events with every message at once', async () => {
    const response = await post({ event: '<script>', properties: { a: { nested: true } } });
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorBody;
    expect(Object.keys(body.errors).sort()).toEqual(['event', 'properties.a']);
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
