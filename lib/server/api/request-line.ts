/**
 * What every sales API answer gets whoever writes it: its request id, its Cache-Control unless the route set
 * one, and its log line. The app's own middleware (lib/server/app.ts), the production server's replay of a
 * public catalogue answer and its direct lane (lib/server/api-listener.ts) all use these, so an answer
 * looks and logs the same either way.
 */
import { randomUUID } from 'node:crypto';
import { requestLogger, requestPath } from '../logger';

/**
 * Answers are personal (a customer, their orders, addresses, cards, a guest's cart) unless a route says
 * otherwise: no shared cache or browser history may keep them.
 */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** A client's own X-Request-Id is kept when it is a plain token (as hono/request-id's rule), else a new one. */
const CLIENT_REQUEST_ID = /^[\w\-=]{1,255}$/;

export function requestIdOf(sent: string | null | undefined): string {
  return sent && CLIENT_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * The request's log line ({ method, path, status, ms } and 'request'): errors (but the database outage's
 * 503, logged once by DatabaseOutage) at 'error', health checks at 'debug', the rest at 'info'. Made only
 * when its level is logged: health checks come every few seconds.
 */
export function logRequest(method: string, path: string, status: number, startedAt: number): void {
  const level = status >= 500 && status !== 503 ? 'error' : path.endsWith('/health_check') ? 'debug' : 'info';
  if (!requestLogger.isLevelEnabled(level)) return;
  requestLogger[level](
    { method, path: requestPath(path), status, ms: Math.round(performance.now() - startedAt) },
    'request',
  );
}
