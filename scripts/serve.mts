/**
 * The shop's HTTP server (`npm run serve`, used by `npm start` and the journeys): Next.js's own request
 * handler behind one step that decides who the client is; the sales API (/api/sales) is answered here, by
 * the same Hono app the route handler mounts, without entering Next.js (lib/server/api-listener.ts). Next keeps a client's X-Forwarded-For as it
 * came, so the per-IP throttles would believe any header; here the header is replaced by the address
 * resolved from the socket and TRUSTED_PROXIES, and the other forwarded headers are dropped unless a
 * trusted proxy sent them. It also refuses TRACE-like methods and marks every answer nosniff (the API's
 * answers mark themselves), and
 * answers the catalogue pages from a micro-cache of their HTML when it can (lib/server/http/page-cache.ts).
 */
// First: the production mode, then the .env files (before any module reads the configuration: ESM runs
// the imports in order); then let this process load the API's modules, which import 'server-only'.
import './production-mode.mts';
import './load-env.mts';
import './allow-server-modules.mts';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { MISSING_PAGE_HEADER } from '../lib/catalogue/page-address';
import {
  changesPages,
  onCatalogueCaughtUp,
  onCatalogueChange,
} from '../lib/server/catalogue/catalogue-changes';
import { createApiListener, isApiPath } from '../lib/server/api-listener';
import { config } from '../lib/server/config';
import { clientAddressResolver, clientHeadersSettler } from '../lib/server/http/client-address';
import { PageCache } from '../lib/server/http/page-cache';
import { shutdown } from '../lib/server/shutdown';

/** Methods no route of the shop answers (TRACE would echo the request, cookies included); Next answers 500. */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

const port = Number(process.env.PORT ?? 3000);
// Only proxy.ts says which catalogue page is missing (app/not-found.tsx reads it): never a client.
const settleClient = clientHeadersSettler(clientAddressResolver(config().TRUSTED_PROXIES), [
  MISSING_PAGE_HEADER,
]);
// Next keeps the cached catalogue reads (unstable_cache: lib/server/pages/page-data.ts) on disk too, but
// their tags' invalidations in memory only: an entry written before a restart, or before a restore of the
// database, would show old prices until it expires (300 s). Each start begins with an empty one.
fs.rmSync(path.join(process.cwd(), '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
const app = next({ dev: false, port });
const handle = app.getRequestHandler();
await app.prepare();
// Catalogue changes reach the cache from the API routes in Next's bundle and from the other instances:
// the notices' listeners live on globalThis.
const pageCache = new PageCache();
// A notice that changes no page (an order's stock taken, shown nowhere) leaves it alone.
onCatalogueChange((_db, change) => {
  if (changesPages(change)) pageCache.catalogueChanged();
});
onCatalogueCaughtUp((change) => {
  if (changesPages(change)) pageCache.drop();
});
// The sales API, after Next.js is prepared: its start (instrumentation.ts) has opened the database and
// started the jobs, which this copy of the API shares through globalThis.
const api = createApiListener();

/** Set by a stop (below): every answer from then on closes its connection. */
let stopping = false;
/** The answers under way, for a stop to close their connections too once they are sent. */
const underWay = new Set<http.ServerResponse>();

const server = http.createServer((request, response) => {
  if (stopping) response.setHeader('Connection', 'close');
  else {
    underWay.add(response);
    response.once('close', () => underWay.delete(response));
  }
  if (REFUSED_METHODS.has(request.method ?? '')) {
    response.writeHead(405, {
      'Content-Type': 'application/json; charset=utf-8',
      Allow: 'GET, HEAD, POST, PUT, DELETE',
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(JSON.stringify({ error: 'Método não permitido', errors: {} }));
    return;
  }
  settleClient(request);
  // A change the API makes revalidates the cached pages outside Next.js, before it answers
  // (lib/server/catalogue/follow-catalogue-changes.ts): the page cache follows the notices on its own.
  // The API's answers carry their security headers (nosniff among them) themselves.
  if (isApiPath(request.url ?? '')) {
    void api(request, response);
    return;
  }
  // Every other answer, static files and media included, is read as the type it declares.
  response.setHeader('X-Content-Type-Options', 'nosniff');
  if (pageCache.handle(request, response)) return;
  void handle(request, response);
});
// Idle keep-alive connections stay open longer than clients and load balancers keep them (60 s is the
// usual proxy default): a server closing first races a request sent on the reused socket (ECONNRESET).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, () => console.log(`Shop ready on http://localhost:${port}`));

/** Longest a graceful stop may take (requests under way, then the jobs under way) before the process ends. */
const STOP_TIMEOUT_MS = 30_000;
/**
 * When a stop cuts the connections still open (a request that never ends, a long stream): the shutdown
 * steps that follow (the jobs under way get up to 10 s, lib/server/jobs/job-queue.ts) fit in the rest.
 */
const CUT_CONNECTIONS_AFTER_MS = 20_000;

/**
 * Closes every connection as soon as it has no answer to send: an idle keep-alive connection at once, one
 * with an answer under way once that answer is sent (with `Connection: close` when its headers are not out
 * yet). server.close() alone leaves a busy keep-alive connection open after its answer until the client or
 * keepAliveTimeout (65 s) closes it, and its callback, the shutdown steps, would wait past STOP_TIMEOUT_MS.
 */
function closeConnections(): void {
  stopping = true;
  for (const response of underWay) {
    if (!response.headersSent) response.setHeader('Connection', 'close');
    else {
      const socket = response.socket;
      response.once('finish', () => socket?.end());
    }
  }
  server.closeIdleConnections();
}

// A graceful stop: no new connections, the requests under way answered and their connections closed,
// then the jobs under way finished and the database closed (lib/server/shutdown.ts) before exiting.
// Once: a second signal (Ctrl-C reaches `npm start` and this server both, and the former passes it on:
// scripts/run-command.mts) changes nothing.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    setTimeout(() => {
      console.error(`Stopped after ${STOP_TIMEOUT_MS / 1000} s without finishing`);
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    setTimeout(() => server.closeAllConnections(), CUT_CONNECTIONS_AFTER_MS).unref();
    server.close(() => {
      void shutdown((step, error) => console.error(`Stopping: ${step} failed`, error)).then(() =>
        process.exit(0),
      );
    });
    closeConnections();
  });
}
