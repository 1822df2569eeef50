/**
 * The API's unexpected errors to Sentry when SENTRY_DSN is set (issue 14), with the release, the
 * environment and the request id; scrubbed of card numbers, passwords, tokens and CPFs before sending.
 * Without a DSN nothing is loaded: the logs, as always, are the record. The SDK is imported on the first
 * error only, so a server without errors never loads it.
 */
import type * as SentryNode from '@sentry/node';
import { scrubEvent } from '@/lib/observability/scrub';
import { config } from './config';
import { logger } from './logger';

let sentry: Promise<typeof SentryNode | null> | null = null;

function loadSentry(dsn: string): Promise<typeof SentryNode | null> {
  sentry ??= import('@sentry/node').then(
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
  return sentry;
}

export interface ServerErrorContext {
  requestId: string | undefined;
  method: string;
  /** Already redacted (redactPath). */
  path: string;
}

/** Sends an unexpected API error to Sentry when configured; never throws, never delays the answer. */
export function reportServerError(error: unknown, context: ServerErrorContext): void {
  const dsn = config().SENTRY_DSN;
  if (!dsn) return;
  void loadSentry(dsn).then((Sentry) =>
    Sentry?.captureException(error, {
      tags: { request_id: context.requestId ?? 'unknown', method: context.method },
      extra: { path: context.path },
    }),
  );
}
