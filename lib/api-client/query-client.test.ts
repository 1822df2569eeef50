/**
 * @jest-environment jsdom
 */
import { ApiClientError } from './client';
import { createQueryClient, writeAnswer } from './query-client';

let reports: unknown[];
beforeEach(() => {
  reports = [];
  global.fetch = jest.fn(async (_url: string, init: RequestInit = {}) => {
    reports.push(JSON.parse(init.body as string));
    return { status: 204, ok: true, statusText: '', text: async () => '' };
  }) as unknown as typeof fetch;
});

/** A query that fails with `error`: the failure still reaches the caller, reported or not. */
const failWith = (error: Error) =>
  expect(
    createQueryClient().fetchQuery({
      queryKey: ['products', 'list'],
      queryFn: () => Promise.reject(error),
      retry: false,
    }),
  ).rejects.toBe(error);

describe('the query client', () => {
  it('reports a failed fetch when the server failed or could not be reached', async () => {
    await failWith(new ApiClientError(500, { error: 'Internal Server Error', errors: {} }));
    await failWith(new TypeError('Failed to fetch'));
    expect(reports).toEqual([
      expect.objectContaining({
        message: 'ApiClientError 500: Internal Server Error',
        context: 'query ["products","list"]',
      }),
      expect.objectContaining({
        message: 'TypeError: Failed to fetch',
        context: 'query ["products","list"]',
      }),
    ]);
  });

  it('does not report an answer the screen handles (401, 404, 422)', async () => {
    for (const status of [401, 404, 422]) {
      await failWith(new ApiClientError(status, { error: 'Não', errors: {} }));
    }
    expect(reports).toEqual([]);
  });
});

describe('writeAnswer', () => {
  it('keeps a call’s answer over a read of the same query that was asked before it and ends after it', async () => {
    const client = createQueryClient();
    const queryKey = ['staff', 'order', 'R000000042'];
    client.setQueryData(queryKey, 'before the call');
    let endRead: (value: string) => void = () => {};
    const read = client.fetchQuery({
      queryKey,
      queryFn: () => new Promise<string>((resolve) => (endRead = resolve)),
      staleTime: 0,
    });
    await writeAnswer(client, queryKey, 'the call’s answer');
    endRead('before the call');
    await read;
    expect(client.getQueryData(queryKey)).toBe('the call’s answer');
  });

  it('writes the answer of a query nobody is reading', async () => {
    const client = createQueryClient();
    await writeAnswer(client, ['session', 'me'], { id: 1 });
    expect(client.getQueryData(['session', 'me'])).toEqual({ id: 1 });
  });
});
