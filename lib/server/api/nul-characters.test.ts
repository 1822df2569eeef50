import { bearer, createCustomer, jsonRequest } from '@/test-support/server/account-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import type { ErrorBody } from '@/lib/sales-api/errors';

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await createTestApi();
  token = (await createCustomer(api)).token;
});
afterAll(() => api.database.close());

const NUL = '\u0000';

describe('a NUL character in any text', () => {
  it.each([
    ['the login e-mail', 'POST', '/v2/auth', { email: `ana${NUL}@exemplo.com.br`, password: 'x' }, 'email'],
    ['the reset e-mail', 'POST', '/v2/password_reset', { email: `ana@exemplo${NUL}.com.br` }, 'email'],
    ['a name', 'PUT', '/v2/users/me', { first_name: `Ana${NUL}`, last_name: 'Souza' }, 'first_name'],
    [
      'an address field',
      'POST',
      '/v2/addresses',
      { firstname: 'Ana', address1: `Rua A${NUL}`, city: 'Salvador', zipcode: '41810000' },
      'address1',
    ],
    [
      'a nested key',
      'POST',
      '/v2/events',
      { event: 'viewed product', properties: { [`a${NUL}`]: 1 } },
      `properties.a${NUL}`,
    ],
  ])('in %s answers 422 naming the field, never 500', async (_kind, method, path, body, field) => {
    const response = await api.request(path, jsonRequest(method, body, bearer(token)));
    expect(response.status).toBe(422);
    const error = (await response.json()) as ErrorBody;
    expect(error.errors[field]).toEqual(['Caractere inválido']);
  });

  it('in the query string or the path answers 422', async () => {
    expect((await api.request('/v2/products?q[by_in_promotion]=%00')).status).toBe(422);
    expect((await api.request('/v2/departments/1%00')).status).toBe(422);
  });

  it('leaves ordinary text alone', async () => {
    const response = await api.request(
      '/v2/auth',
      jsonRequest('POST', { email: 'ninguem@exemplo.com.br', password: 'sem-nul' }),
    );
    expect(response.status).toBe(401);
  });
});
