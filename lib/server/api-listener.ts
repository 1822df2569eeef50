/**
 * The sales API as the production server serves it (scripts/serve.mts): the Hono app of ./app.ts on Node's
 * own request and response, without Next.js's request handling in between (its router, the proxy, the
 * route handler's Request and Response: ~2 ms a request, docs/performance.md). It is the same app the
 * route handler (app/api/sales/[[...path]]/route.ts) mounts for `next dev` and that the tests call, on the
 * process's one database (./server-database.ts): request id, logging, security headers, body limit and the
 * error handler are the app's own. The client address is resolved by serve.mts before it gets here.
 *
 * This module and everything it imports load a second time in the production server: Next.js's bundle
 * has its own copies. What must be one per process is kept on globalThis (the database, the job queue,
 * the logger, the search indexes, the catalogue caches and their change listeners, the captcha key).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { createApi } from './app';
import type { ApiDeps, ApiEnv } from './api/env';
import { onCatalogueChange } from './catalogue/catalogue-changes';
import { logRequest, requestIdOf } from './api/request-line';
import { getDb } from './server-database';

const API_PATH = '/api/sales';
/** Smaller answers are sent as they are: gzip would save a few bytes, or add some. */
const COMPRESS_FROM_BYTES = 1024;
const COMPRESSIBLE = /^(?:application\/(?:json|javascript)|text\/)/;
const gzip = promisify(zlib.gzip);

/** True for the addresses of the sales API (the route handler's `[[...path]]`). */
export function isApiPath(url: string): boolean {
  if (!url.startsWith(API_PATH)) return false;
  const next = url.charAt(API_PATH.length);
  return next === '' || next === '/' || next === '?';
}

/** An answer as written: status, headers and body (bytes). */
interface Answer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer | undefined;
}

/** The app's answer, read at once (every answer of the API is a small JSON document, or a script). */
async function answerOf(response: Response): Promise<Answer> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const type = headers['content-type'];
  if (typeof type === 'string' && COMPRESSIBLE.test(type) && !headers['content-encoding']) {
    headers.vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding';
  }
  const source = sourceOf(response);
  const body =
    source !== undefined
      ? Buffer.from(source)
      : response.body
        ? Buffer.from(await response.arrayBuffer())
        : undefined;
  return { status: response.status, headers, body };
}

/** The symbol under which Node's Response (undici) keeps its state; null when this Node keeps it otherwise. */
let stateKey: symbol | null | undefined;

/**
 * The body the app gave its answer, a string or bytes (c.json, c.body), as it was given: Node's Response
 * keeps it beside the stream it makes of it, and reading that stream back cost a sixth of a health
 * check's time (docs/performance.md). Undefined for a streamed body, a body read already, or a Node whose
 * Response keeps its state elsewhere: the stream is read then.
 */
function sourceOf(response: Response): string | Uint8Array | undefined {
  stateKey ??= Object.getOwnPropertySymbols(response).find((key) => key.description === 'state') ?? null;
  if (!stateKey || response.bodyUsed) return undefined;
  const state = (response as unknown as Record<symbol, { body?: { source?: unknown } | null } | undefined>)[
    stateKey
  ];
  const source = state?.body?.source;
  return typeof source === 'string' || source instanceof Uint8Array ? source : undefined;
}

const acceptsGzip = (request: IncomingMessage) =>
  request.method !== 'HEAD' && /\bgzip\b/i.test(request.headers['accept-encoding'] ?? '');

/**
 * Writes an answer on Node's response, gzipped for clients that accept it as Next.js's server compresses
 * what its route handler answers (Vary: Accept-Encoding on every compressible answer), but from 1 kB only:
 * the health check and the small answers go as they are. `gzipped` gives a body compressed before.
 */
async function write(
  request: IncomingMessage,
  outgoing: ServerResponse,
  answer: Answer,
  gzipped?: () => Buffer,
): Promise<void> {
  const headers = { ...answer.headers };
  let body = answer.body;
  if (
    body &&
    body.length >= COMPRESS_FROM_BYTES &&
    typeof headers.vary === 'string' &&
    headers.vary.includes('Accept-Encoding') &&
    !String(headers['cache-control'] ?? '').includes('no-transform') &&
    acceptsGzip(request)
  ) {
    body = gzipped ? gzipped() : await gzip(body);
    headers['content-encoding'] = 'gzip';
  }
  if (body) headers['content-length'] = String(body.length);
  outgoing.writeHead(answer.status, headers);
  outgoing.end(body);
}

/** How long a public catalogue answer is replayed at most (as the app's answer cache keeps it). */
const REPLAY_TTL_MS = 60_000;
const MAX_REPLAYS = 500;
const MAX_REPLAY_BYTES = 32 * 1024 * 1024;
/** Set per answer: not replayed. */
const PER_ANSWER_HEADERS = ['x-request-id', 'content-length', 'content-encoding', 'date'];

interface Replay extends Answer {
  body: Buffer;
  gzipped?: Buffer;
  expires: number;
}

/**
 * Public catalogue answers, as written, by address: the app marks them (catalogue/answer-cache.ts, the
 * same for every caller of the address), and the next GET of the address gets the same status, headers
 * and body with its own request id, log line and (precompressed once) gzip, without entering the app.
 * Dropped on every "catalogue changed" notice, as the app's answer cache and the page cache are; an
 * answer read before a drop is not kept.
 */
class Replays {
  private readonly answers = new Map<string, Replay>();
  private bytes = 0;
  generation = 0;

  drop(): void {
    this.answers.clear();
    this.bytes = 0;
    this.generation++;
  }

  get(url: string, now: number): Replay | undefined {
    const replay = this.answers.get(url);
    if (!replay || replay.expires > now) return replay;
    this.remove(url);
    return undefined;
  }

  keep(url: string, answer: Answer, now: number): void {
    if (answer.status !== 200 || !answer.body || answer.headers['set-cookie']) return;
    const headers = { ...answer.headers };
    for (const name of PER_ANSWER_HEADERS) delete headers[name];
    this.remove(url);
    this.answers.set(url, { status: 200, headers, body: answer.body, expires: now + REPLAY_TTL_MS });
    this.bytes += answer.body.length;
    for (const [oldest] of this.answers) {
      if (this.answers.size <= MAX_REPLAYS && this.bytes <= MAX_REPLAY_BYTES) break;
      this.remove(oldest);
    }
  }

  private remove(url: string): void {
    const replay = this.answers.get(url);
    if (!replay) return;
    this.bytes -= replay.body.length + (replay.gzipped?.length ?? 0);
    this.answers.delete(url);
  }

  gzipped(replay: Replay): Buffer {
    if (!replay.gzipped) {
      replay.gzipped = zlib.gzipSync(replay.body);
      this.bytes += replay.gzipped.length;
    }
    return replay.gzipped;
  }
}

/** The request listener of the sales API, on the process's database unless `deps` says otherwise. */
export function createApiListener(
  deps: ApiDeps = { getDb },
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  const api = createApi(deps);
  const replays = new Replays();
  onCatalogueChange(() => replays.drop());
  // Node's global Request and Response stay Node's own: Next.js's handler, in the same process, uses them.
  const listener = getRequestListener(
    async (request, env) => {
      // An HTTP/1.1 server's (scripts/serve.mts).
      const { incoming, outgoing } = env as HttpBindings;
      const generation = replays.generation;
      const bindings: ApiEnv['Bindings'] = {};
      const answer = await answerOf(await api.fetch(request, bindings));
      if (bindings.publicAnswer && replays.generation === generation && incoming.url) {
        replays.keep(incoming.url, answer, Date.now());
      }
      await write(incoming, outgoing, answer);
      return RESPONSE_ALREADY_SENT;
    },
    { overrideGlobalObjects: false },
  );
  return async (incoming, outgoing) => {
    const replay =
      incoming.method === 'GET' && incoming.url ? replays.get(incoming.url, Date.now()) : undefined;
    if (!replay) return listener(incoming, outgoing);
    const started = performance.now();
    const clientId = incoming.headers['x-request-id'];
    const requestId = requestIdOf(typeof clientId === 'string' ? clientId : undefined);
    await write(
      incoming,
      outgoing,
      { ...replay, headers: { ...replay.headers, 'x-request-id': requestId } },
      () => replays.gzipped(replay),
    );
    logRequest('GET', incoming.url!.split('?', 1)[0]!, 200, started);
  };
}
