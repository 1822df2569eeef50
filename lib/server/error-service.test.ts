/** The API's unexpected errors to Sentry when SENTRY_DSN is set: with release, environment, request id, scrubbed. */

// A module (its own scope): the code under test is imported after the mocks are in place.
export {};

const mockInit = jest.fn();
const mockCapture = jest.fn();
jest.mock('@sentry/node', () => ({ init: mockInit, captureException: mockCapture }));
const init = mockInit;
const captureException = mockCapture;

afterEach(() => {
  delete process.env.SENTRY_DSN;
  jest.resetModules();
  jest.mock('@sentry/node', () => ({ init: mockInit, captureException: mockCapture }));
  init.mockClear();
  captureException.mockClear();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

it('sends an unexpected error with its request id, once the SDK is set up with release, environment and scrubbing', async () => {
  process.env.SENTRY_DSN = 'https://public@o1.ingest.sentry.io/1';
  const { reportServerError } = await import('./error-service');
  const error = new Error('boom');
  reportServerError(error, { requestId: 'req-42', method: 'PUT', path: '/api/v1/checkouts/R123456789' });
  await settle();
  expect(init).toHaveBeenCalledTimes(1);
  const options = init.mock.calls[0]![0] as {
    dsn: string;
    release: string;
    environment: string;
    sendDefaultPii: boolean;
    beforeSend: (event: unknown) => unknown;
  };
  expect(options).toMatchObject({ dsn: process.env.SENTRY_DSN, environment: 'test', sendDefaultPii: false });
  expect(options.release).toEqual(expect.any(String));
  expect(
    JSON.stringify(
      options.beforeSend({ message: 'card 4111111111111111', extra: { password: 'picanha-2026' } }),
    ),
  ).not.toMatch(/4111111111111111|picanha-2026/);
  expect(captureException).toHaveBeenCalledWith(error, {
    tags: { request_id: 'req-42', method: 'PUT' },
    extra: { path: '/api/v1/checkouts/R123456789' },
  });
});

it('loads nothing without a DSN: the logs stay the record', async () => {
  const { reportServerError } = await import('./error-service');
  reportServerError(new Error('boom'), { requestId: 'req-1', method: 'GET', path: '/' });
  await settle();
  expect(init).not.toHaveBeenCalled();
  expect(captureException).not.toHaveBeenCalled();
});
