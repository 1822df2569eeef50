/**
 * @jest-environment jsdom
 */
import { ApiClientError } from './client';
import { createQueryClient } from './query-client';

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
