/**
 * The API's unexpected errors to Sentry when SENTRY_DSN is set (docs/operations.md), with the release, the
 * environment and the request id; scrubbed of card numbers, passwords, tokens and CPFs before sending.
 * Without a DSN nothing is loaded: the logs, as always, are the record. The SDK is imported on the first
 * error only, so a server without errors never loads it.
 */
import type * as SentryNode from '@sentry/node';
import { scrubEvent } from '@/lib/observability/scrub';
import { config } from './config';
import { logger, scrubQueryValues } from './logger';

/** How many causes of an error are sent (as many as the logs show). */
const CAUSE_DEPTH = 4;

// On globalThis: the production server loads this module twice (Next's bundle and scripts/serve.mts, which
// serves the API); the SDK is set up once per process.
const globalForSentry = globalThis as typeof globalThis & {
  __casaDaCarneSentry?: Promise<typeof SentryNode | null>;
};

function loadSentry(dsn: string): Promise<typeof SentryNode | null> {
  globalForSentry.__casaDaCarneSentry ??= import('@sentry/node').then(
    (Sentry) => {
      Sentry.init({
        dsn,
        release: process.env.NEXT_PUBLIC_APP_VERSION ?? 'development',
        environment: config().NODE_ENV,
        sendDefaultPii: false,
        // Only what we capture ourselves: no request bodies, breadcrumbs or automatic instrumentation.
        defaultIntegrations: false,
        beforeSend: (event) => scrubEvent(event),
      });
      return Sentry;
    },
    (error: unknown) => {
      logger.warn({ err: error }, 'error service not loaded');
      return null;
    },
  );
  return globalForSentry.__casaDaCarneSentry;
}

export interface ServerErrorContext {
  requestId: string | undefined;
  method: string;
  /** Already redacted (redactPath). */
  path: string;
}

/** An error and its causes as plain records: an Error's name, message and stack are not enumerable. */
function errorRecord(error: Error, depth: number): Record<string, unknown> {
  const { cause } = error;
  return {
    ...error,
    name: error.name,
    message: error.message,
    stack: error.stack,
    // A cause that is not an Error, or beyond the depth the logs show, is not sent.
    cause: depth > 0 && cause instanceof Error ? errorRecord(cause, depth - 1) : undefined,
  };
}

/** The Error Sentry reads (name, message, stack, causes) back from its scrubbed record. */
function errorFromRecord(record: Record<string, unknown>): Error {
  const { name, message, stack, cause, ...fields } = record;
  const error = new Error(
    typeof message === 'string' ? message : '',
    cause && typeof cause === 'object'
      ? { cause: errorFromRecord(cause as Record<string, unknown>) }
      : undefined,
  );
  Object.assign(error, fields);
  error.name = typeof name === 'string' ? name : 'Error';
  error.stack = typeof stack === 'string' ? stack : undefined;
  return error;
}

/**
 * What the logs keep of an error (logger.ts): a failed query's statement, never its values. Drizzle writes
 * every parameter (e-mail, names, the password hash...) into the message and `params`, PostgreSQL echoes
 * values in `detail`; Sentry's scrubbing (scrubEvent) would not recognise them.
 */
function withoutQueryValues(error: unknown): unknown {
  if (error instanceof Error) {
    return errorFromRecord(scrubQueryValues(errorRecord(error, CAUSE_DEPTH), CAUSE_DEPTH));
  }
  if (error !== null && typeof error === 'object') {
    return scrubQueryValues(error as Record<string, unknown>, CAUSE_DEPTH);
  }
  return error;
}

/** Sends an unexpected API error to Sentry when configured; never throws, never delays the answer. */
export function reportServerError(error: unknown, context: ServerErrorContext): void {
  const dsn = config().SENTRY_DSN;
  if (!dsn) return;
  void loadSentry(dsn).then((Sentry) =>
    Sentry?.captureException(withoutQueryValues(error), {
      tags: { request_id: context.requestId ?? 'unknown', method: context.method },
      extra: { path: context.path },
    }),
  );
}
