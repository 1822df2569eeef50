import { ApiClientError, apiRequest, retryAfterMs } from './client';

describe('ApiClientError', () => {
  it("gives the first field's message as the reason a call was refused, else the answer's error", () => {
    const refused = new ApiClientError(422, {
      error: 'Dados inválidos',
      errors: { quantity: ['Quantidade mínima: 300 g', 'Outra'], variant_id: ['Produto indisponível'] },
    });
    expect(refused.reason()).toBe('Quantidade mínima: 300 g');
    expect(new ApiClientError(409, { error: 'Sem estoque', errors: {} }).reason()).toBe('Sem estoque');
  });
});

describe('Retry-After', () => {
  it('is read in seconds or as an HTTP date, and carried by the error of a 503', async () => {
    expect(retryAfterMs('5')).toBe(5000);
    expect(retryAfterMs('Sun, 29 Nov 2026 12:00:10 GMT', Date.parse('2026-11-29T12:00:00Z'))).toBe(10_000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();

    global.fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ error: 'Estamos com uma instabilidade.', errors: {} }), {
          status: 503,
          headers: { 'Retry-After': '5' },
        }),
    ) as unknown as typeof fetch;
    const error = await apiRequest('GET', '/api/v1/orders/current').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 503, retryAfterMs: 5000 });
  });
});
