import { ApiClientError } from './client';
import { createSalesSearchClient, searchFailureText } from './search-client';

const requests = [
  { indexName: 'product_sales', params: { query: 'picanha', facets: ['option_values.name'] } },
];

function mockFetch(status: number, body: string) {
  const fetchMock = jest.fn(async () => new Response(body, { status }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('createSalesSearchClient', () => {
  it('posts the queries to the sales API with the app headers and returns the answer as is', async () => {
    const answer = {
      results: [{ hits: [], nbHits: 0, facets: { 'option_values.name': { 'Moída 2x': 2 } } }],
    };
    const fetchMock = mockFetch(200, JSON.stringify(answer));
    const client = createSalesSearchClient('/api/sales');

    // Facet names and values are data: they must not be camelized like other API answers.
    await expect(client.search(requests as never)).resolves.toEqual(answer);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/sales/v2/search/queries');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-App': 'sales-frontend' });
    expect(JSON.parse(init.body as string)).toEqual({ requests });
  });

  it("rejects with the API's message, or the status when the answer is not JSON", async () => {
    mockFetch(422, JSON.stringify({ error: 'Houve um problema processando', errors: {} }));
    await expect(createSalesSearchClient().search(requests as never)).rejects.toThrow(
      'Houve um problema processando',
    );
    mockFetch(502, '<html>Bad gateway</html>');
    await expect(createSalesSearchClient().search(requests as never)).rejects.toThrow('A busca falhou (502)');
  });

  it('rejects a search past the budget with its status and Retry-After, and the results say why', async () => {
    const text = 'Muitas tentativas. Tente novamente em instantes.';
    global.fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ error: text, errors: {} }), {
          status: 429,
          headers: { 'Retry-After': '7' },
        }),
    ) as unknown as typeof fetch;
    const refused = await createSalesSearchClient()
      .search(requests as never)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiClientError);
    expect(refused).toMatchObject({ status: 429, retryAfterMs: 7_000 });
    expect(searchFailureText(refused)).toBe(text);
    expect(searchFailureText(new Error('offline'))).toBe(
      'Não foi possível buscar agora. Tente novamente em instantes.',
    );
  });
});
