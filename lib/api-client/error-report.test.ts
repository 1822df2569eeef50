/**
 * @jest-environment jsdom
 */

// A module (its own scope): the code under test is imported after the mocks are in place.
export {};

const mockInit = jest.fn();
const mockCapture = jest.fn();
jest.mock('@sentry/browser', () => ({ init: mockInit, captureException: mockCapture }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

beforeEach(() => {
  jest.resetModules();
  mockInit.mockClear();
  mockCapture.mockClear();
  global.fetch = jest.fn(() => Promise.resolve(new Response(null, { status: 204 }))) as typeof fetch;
});

it('reports to the API only when no DSN is configured (the SDK is never loaded)', async () => {
  const { reportClientError } = await import('./error-report');
  reportClientError(new Error('boom'), { context: 'crash screen' });
  await settle();
  expect(global.fetch).toHaveBeenCalledWith(expect.stringMatching(/\/v2\/client_errors$/), expect.anything());
  expect(mockInit).not.toHaveBeenCalled();
});

it('also sends the report to Sentry when SENTRY_DSN is set, set up once, scrubbed', async () => {
  const { configureErrorService } = await import('./error-service');
  const { reportClientError } = await import('./error-report');
  configureErrorService('https://public@o1.ingest.sentry.io/2', 'production');
  const error = new Error('boom');
  reportClientError(error, { context: 'crash screen', orderNumber: 'R123456789' });
  reportClientError(new Error('again'), { context: 'query ["cart"]' });
  await settle();
  expect(mockInit).toHaveBeenCalledTimes(1);
  const options = mockInit.mock.calls[0]![0] as { environment: string; beforeSend: (e: unknown) => unknown };
  expect(options.environment).toBe('production');
  expect(JSON.stringify(options.beforeSend({ message: 'cartão 4111 1111 1111 1111' }))).not.toContain('4111');
  expect(mockCapture).toHaveBeenCalledWith(error, {
    tags: { context: 'crash screen', order_number: 'R123456789' },
  });
  expect(mockCapture).toHaveBeenCalledTimes(2);
  expect(global.fetch).toHaveBeenCalledTimes(2); // the API's log still gets both
});
