import { bearer, createCustomer } from '@/test-support/server/account-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.database.close());

describe('sales API shell', () => {
  it('answers the health check', async () => {
    expect(await api.json('/health_check')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it("answers the store's contacts from configuration (for the top-level crash screen)", async () => {
    expect(await api.json('/v2/store')).toEqual({
      status: 200,
      body: {
        name: 'Casa da Carne',
        phone: '(71) 3333-4444',
        phone_href: 'tel:+557133334444',
        whatsapp_number: '5571988887777',
        email: 'contato@casadacarne.com.br',
        address: 'Av. Manoel Dias da Silva, 1000, Pituba, Salvador - BA',
        hours: ['Segunda a sábado, das 07:00 às 19:00', 'Domingos e feriados, das 07:00 às 12:00'],
      },
    });
  });

  it('publishes an OpenAPI document listing its routes', async () => {
    const { status, body } = await api.json<{ openapi: string; paths: Record<string, unknown> }>(
      '/openapi.json',
    );
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/sales/health_check',
        '/api/sales/v2/departments',
        '/api/sales/v2/departments/{id}',
      ]),
    );
  });

  it('serves the API reference page with its script from this server', async () => {
    const page = await api.request('/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/sales/docs/scalar.js');
    expect(html).not.toContain('cdn.jsdelivr.net');
    const script = await api.request('/docs/scalar.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
  });

  it('answers unknown routes with 404 and the error shape', async () => {
    expect(await api.json('/v9/nothing')).toEqual({
      status: 404,
      body: { error: 'Rota não encontrada', errors: {} },
    });
  });

  it('marks every personal answer private and not storable', async () => {
    const { id, token } = await createCustomer(api);
    for (const path of [
      '/v2/users/me',
      '/v2/addresses',
      `/api/v1/users/${id}/credit_cards`,
      '/api/v1/orders/current',
    ]) {
      const response = await api.request(path, { headers: bearer(token) });
      expect(response.status).toBeLessThan(300);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    // A route's own caching stays: the reference UI's script is public.
    expect((await api.request('/docs/scalar.js')).headers.get('cache-control')).toBe('public, max-age=86400');
  });
});
