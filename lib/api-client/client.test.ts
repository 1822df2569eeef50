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

describe('an error answer the API did not write', () => {
  const answer = async (status: number, text: string): Promise<ApiClientError> => {
    global.fetch = jest.fn(async () => new Response(text, { status })) as unknown as typeof fetch;
    return apiRequest('PUT', '/api/v1/checkouts/R1').then(
      () => Promise.reject(new Error('answered')),
      (e: unknown) => e as ApiClientError,
    );
  };

  it("says in Portuguese that the call could not be done, never a proxy page's markup", async () => {
    const page =
      '<html><head><title>504 Gateway Time-out</title></head><body>504 Gateway Time-out</body></html>';
    for (const text of [page, 'upstream request timeout', '', '{}']) {
      const error = await answer(504, text);
      expect(error).toBeInstanceOf(ApiClientError);
      expect(error).toMatchObject({
        status: 504,
        message: 'Não foi possível concluir agora. Tente novamente em instantes.',
      });
      expect(error.reason()).toBe('Não foi possível concluir agora. Tente novamente em instantes.');
    }
  });

  it("keeps the API's own error and field messages", async () => {
    const body = {
      error: 'Estamos com uma instabilidade. Tente novamente em instantes.',
      errors: { base: ['x'] },
    };
    const error = await answer(503, JSON.stringify(body));
    expect(error.body).toEqual(body);
  });
});
