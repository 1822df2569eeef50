import { createTestApi, type TestApi } from '../../testing/test-api';
import type { ErrorBody } from '../errors';

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
