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
  delete (globalThis as { __casaDaCarneSentry?: unknown }).__casaDaCarneSentry;
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

/** Every string Sentry could read from a captured value: an error's name, message and stack (not enumerable), its fields and causes. */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.getOwnPropertyNames(value)
    .concat(value instanceof Error ? ['name', 'message', 'stack', 'cause'] : [])
    .flatMap((key) => strings((value as Record<string, unknown>)[key], seen));
}

it("sends a failed query's statement, never its values: not in the message, the stack, its fields or its cause", async () => {
  process.env.SENTRY_DSN = 'https://public@o1.ingest.sentry.io/1';
  const { reportServerError } = await import('./error-service');
  const { DrizzleQueryError } = await import('drizzle-orm/errors');
  // The driver's error, as PostgreSQL reports a unique violation: it echoes the value in `detail`.
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
    code: '23505',
    detail: 'Key (email)=(a@b.com) already exists.',
  });
  const params = ['a@b.com', 'Ana', 'Souza', '+55 71 98888-7777', 'scrypt$16384$8$1$c2FsdA$aGFzaA'];
  const error = new DrizzleQueryError(
    'insert into "users" ("email", "first_name", "last_name", "phone", "password_hash") values ($1, $2, $3, $4, $5)',
    params,
    cause,
  );
  expect(error.message).toContain('a@b.com');
  reportServerError(error, { requestId: 'req-7', method: 'POST', path: '/api/sales/v2/users' });
  await settle();
  expect(captureException).toHaveBeenCalledTimes(1);
  const [sent, hint] = captureException.mock.calls[0]! as [Error, unknown];
  const options = init.mock.calls[0]![0] as { beforeSend: (event: unknown) => unknown };
  const text = [...strings(sent), JSON.stringify(options.beforeSend({ extra: hint }))].join('\n');
  for (const value of [...params, 'scrypt$']) expect(text).not.toContain(value);
  // What helps to find the fault stays: the statement, where it was thrown, and the driver's message.
  expect(sent).toBeInstanceOf(Error);
  expect(sent.message).toContain('Failed query: insert into "users"');
  expect(sent.stack).toMatch(/\n    at /);
  expect((sent.cause as Error).message).toContain('users_email_key');
  expect(hint).toEqual({
    tags: { request_id: 'req-7', method: 'POST' },
    extra: { path: '/api/sales/v2/users' },
  });
});

it('sets the SDK up once per process, though the production server loads this module twice', async () => {
  // Next's bundle has one copy, scripts/serve.mts (which serves the API) another.
  process.env.SENTRY_DSN = 'https://public@o1.ingest.sentry.io/1';
  const bundled = await import('./error-service');
  jest.resetModules();
  jest.mock('@sentry/node', () => ({ init: mockInit, captureException: mockCapture }));
  const served = await import('./error-service');
  expect(served).not.toBe(bundled);
  bundled.reportServerError(new Error('one'), { requestId: 'a', method: 'GET', path: '/a' });
  served.reportServerError(new Error('two'), { requestId: 'b', method: 'GET', path: '/b' });
  await settle();
  expect(init).toHaveBeenCalledTimes(1);
  expect(captureException).toHaveBeenCalledTimes(2);
});
