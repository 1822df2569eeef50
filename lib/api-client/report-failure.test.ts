/**
 * @jest-environment jsdom
 */
import { ApiClientError } from './client';
import { reportFailure } from './report-failure';

beforeEach(() => {
  global.fetch = jest.fn(() => Promise.resolve(new Response(null, { status: 204 }))) as typeof fetch;
});

it("reports a failed fetch that is the shop's failure, not an answer the screen handles", async () => {
  const failed = (status: number) => new ApiClientError(status, { error: `status ${status}`, errors: {} });
  reportFailure(failed(500), 'a 5xx');
  reportFailure(new TypeError('Failed to fetch'), 'no answer');
  reportFailure(failed(404), 'an answer');
  reportFailure(failed(503), 'an outage the server logged');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const contexts = (global.fetch as jest.Mock).mock.calls.map(
    ([, init]: [string, RequestInit]) => (JSON.parse(String(init.body)) as { context: string }).context,
  );
  expect(contexts).toEqual(['a 5xx', 'no answer']);
});
