/** What a database error means, whichever driver (pg or PGlite) raised it and however Drizzle wrapped it. */

/** The error and every error under it: its causes, and an AggregateError's errors (a refused connect). */
function* chain(error: unknown, depth = 0): Generator<object> {
  if (!(error instanceof Object) || depth > 8) return;
  yield error;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  yield* chain(cause, depth + 1);
  if (Array.isArray(errors)) for (const e of errors) yield* chain(e, depth + 1);
}

function hasCode(error: unknown, code: string): boolean {
  for (const e of chain(error)) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** PostgreSQL 23505: a unique index refused the row (a race lost, or a duplicate). */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, '23505');
}

/** PostgreSQL 40P01: the transaction was rolled back to break a deadlock; run again, it goes through. */
export function isDeadlock(error: unknown): boolean {
  return hasCode(error, '40P01');
}

/**
 * The codes of a connection the server ended or refused: 57P01-03 (shut down by an administrator, a
 * crash, or still starting), 08xxx (connection exceptions), and the socket's own errors.
 */
const CONNECTION_LOST_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
]);

/**
 * What node-postgres and PGlite say, without a code, of a connection that is gone: the socket closed under
 * a query ('Connection terminated unexpectedly'), a client left unusable, an instance closed.
 */
const CONNECTION_LOST_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^PGlite is closed/,
];

/**
 * The database could not be reached (lost, refused, restarting), as opposed to a query it refused: nothing
 * the request did wrong, and the same request goes through once the database is back (lib/server/app.ts
 * answers it 503 with Retry-After).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_LOST_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && CONNECTION_LOST_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
  }
  return false;
}
