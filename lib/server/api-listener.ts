/**
 * The sales API as the production server serves it (scripts/serve.mts): the Hono app of ./app.ts on Node's
 * own request and response, without Next.js's request handling in between (its router, the proxy, the
 * route handler's Request and Response: ~2 ms a request, docs/performance.md). It is the same app the
 * route handler (app/api/sales/[[...path]]/route.ts) mounts for `next dev` and that the tests call, on the
 * process's one database (./server-database.ts): request id, logging, security headers, body limit and the
 * error handler are the app's own. The client address is resolved by serve.mts before it gets here.
 *
 * Two kinds of request skip the app's Request, Context, middleware chain and Response, which cost several
 * times the route's own work: public catalogue answers are replayed from memory (Replays), and the direct
 * lane's routes, the health check and the search, are answered by their own code (./api/direct-lane.ts,
 * directLane below), with the app's request id, headers, log line and error handler around them.
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
import { Context } from 'hono';
import { createApi } from './app';
import { mayBeForged } from './api/authenticate';
import { MAX_BODY_BYTES } from './api/body-limit';
import { directLaneOf, type DirectAnswer, type DirectLane, type DirectRoute } from './api/direct-lane';
import type { ApiDeps, ApiEnv } from './api/env';
import { onCatalogueChange } from './catalogue/catalogue-changes';
import { logRequest, PERSONAL_CACHE_CONTROL, requestIdOf } from './api/request-line';
import { apiSecurityHeaders } from './api/security-headers';
import { logger } from './logger';
import { getDb } from './server-database';
import type { ErrorBody } from '@/lib/sales-api/errors';

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

/** An answer as written: status, headers and body (bytes, or text written as UTF-8). */
interface Written {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer | string | undefined;
}

/** An answer the app gave, read. */
interface Answer extends Written {
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
 * A copy of an answer's headers to write to. Not a spread: on this Node, a spread object given one more
 * property gets a new hidden class each time, which cost a health check a sixth of its time.
 */
function headersOf(headers: Written['headers']): Written['headers'] {
  return Object.assign({}, headers);
}

/**
 * Writes an answer on Node's response, gzipped for clients that accept it as Next.js's server compresses
 * what its route handler answers (Vary: Accept-Encoding on every compressible answer), but from 1 kB only:
 * the health check and the small answers go as they are. `gzipped` gives a body compressed before. The
 * answer's headers are the ones written (framing added): the caller hands over an object of its own.
 * Synchronous unless the body is compressed now.
 */
function write(
  request: IncomingMessage,
  outgoing: ServerResponse,
  answer: Written,
  gzipped?: () => Buffer,
): void | Promise<void> {
  const { headers, body } = answer;
  const length = body === undefined ? 0 : typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  if (
    length >= COMPRESS_FROM_BYTES &&
    typeof headers.vary === 'string' &&
    headers.vary.includes('Accept-Encoding') &&
    !String(headers['cache-control'] ?? '').includes('no-transform') &&
    acceptsGzip(request)
  ) {
    headers['content-encoding'] = 'gzip';
    if (gzipped) return send(outgoing, answer.status, headers, gzipped());
    return gzip(body!).then((compressed) => send(outgoing, answer.status, headers, compressed));
  }
  send(outgoing, answer.status, headers, body);
}

function send(
  outgoing: ServerResponse,
  status: number,
  headers: Written['headers'],
  body: Buffer | string | undefined,
): void {
  if (body)
    headers['content-length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.length);
  outgoing.writeHead(status, headers);
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

const JSON_MEDIA_TYPE = 'application/json';
const INTERNAL_ERROR = JSON.stringify({ error: 'Erro interno', errors: {} } satisfies ErrorBody);
/** As the app reads a body (a byte-order mark dropped, malformed bytes replaced). */
const bodyDecoder = new TextDecoder();

/**
 * True for a body the direct lane may read and answer: JSON (as the app's validator reads it), with a
 * Content-Length within the API's limit (the app refuses a larger one unread, and counts a chunked one as
 * it streams in), no escaped NUL in the address (refused by the app, lib/server/api/nul-characters.ts),
 * and no session cookie without X-App (refused by the app, lib/server/api/authenticate.ts).
 */
function canReadDirectly(incoming: IncomingMessage): boolean {
  const length = incoming.headers['content-length'];
  const type = incoming.headers['content-type'];
  return (
    length !== undefined &&
    /^\d{1,10}$/.test(length) &&
    Number(length) <= MAX_BODY_BYTES &&
    type !== undefined &&
    type.split(';', 1)[0]!.trim().toLowerCase() === JSON_MEDIA_TYPE &&
    !incoming.url!.includes('%00') &&
    !mayBeForged(incoming.method!, incoming.headers)
  );
}

/** The body as sent (its Content-Length within the limit); rejects when the client leaves first. */
function readBody(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    incoming.on('error', reject);
    incoming.on('close', () => {
      if (!incoming.complete) reject(new Error('the client left before sending its body'));
    });
  });
}

type Listener = (incoming: IncomingMessage, outgoing: ServerResponse) => void | Promise<void>;

/**
 * The direct lane (lib/server/api/direct-lane.ts): the request of a lane route answered by it with what
 * the app's middleware gives every answer (request id, Cache-Control unless the route set one, security
 * headers, log line), its failure by the app's error handler; handed to the app (`app`, the body read
 * with it) whenever the lane does not answer it. Synchronous as long as the route is: a health check
 * makes no promise.
 */
function directLane(lane: Readonly<DirectLane>, deps: ApiDeps, app: Listener) {
  const routes = new Map<string, DirectRoute>();
  for (const route of lane.routes) routes.set(`${route.method} ${API_PATH}${route.path}`, route);
  const securityHeaders = apiSecurityHeaders().map(([name, value]) => [name.toLowerCase(), value]);

  /** The lane's route for this request: its method and path exactly, whatever the query string. */
  function routeOf(incoming: IncomingMessage): DirectRoute | undefined {
    const url = incoming.url!;
    const query = url.indexOf('?');
    return routes.get(`${incoming.method} ${query < 0 ? url : url.slice(0, query)}`);
  }

  function serve(route: DirectRoute, incoming: IncomingMessage, outgoing: ServerResponse) {
    const started = performance.now();
    if (route.method === 'GET') return answer(route, incoming, outgoing, '', started, undefined);
    if (!canReadDirectly(incoming)) return app(incoming, outgoing);
    return readBody(incoming).then(
      (bytes) => {
        const body = bodyDecoder.decode(bytes);
        // JSON writes U+0000 as an escape: the app names the fields that hold it.
        if (body.includes('\\u0000')) return app(Object.assign(incoming, { rawBody: bytes }), outgoing);
        return answer(route, incoming, outgoing, body, started, bytes);
      },
      () => void outgoing.destroy(),
    );
  }

  function answer(
    route: DirectRoute,
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    body: string,
    started: number,
    bytes: Buffer | undefined,
  ): void | Promise<void> {
    const clientId = incoming.headers['x-request-id'];
    const requestId = requestIdOf(typeof clientId === 'string' ? clientId : undefined);
    let answered;
    try {
      answered = route.answer({ incoming, body, deps });
    } catch (error) {
      return fail(error, incoming, outgoing, requestId, started);
    }
    // No function is made per request on the synchronous path (each would be named, with a property).
    if (!(answered instanceof Promise)) return reply(answered, incoming, outgoing, requestId, started, bytes);
    return answered.then(
      (given) => reply(given, incoming, outgoing, requestId, started, bytes),
      (error: unknown) => fail(error, incoming, outgoing, requestId, started),
    );
  }

  function reply(
    given: DirectAnswer | undefined,
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    requestId: string,
    started: number,
    bytes: Buffer | undefined,
  ): void | Promise<void> {
    // Handed over with the body read: the app reads it from rawBody (@hono/node-server's listener).
    if (!given) return app(bytes ? Object.assign(incoming, { rawBody: bytes }) : incoming, outgoing);
    const written = { status: given.status, headers: headersOf(given.headers), body: given.body };
    return finish(incoming, outgoing, written, requestId, started);
  }

  async function fail(
    error: unknown,
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    requestId: string,
    started: number,
  ): Promise<void> {
    let answer: Written;
    try {
      answer = await errorAnswer(
        error instanceof Error ? error : new Error(String(error)),
        incoming,
        requestId,
      );
    } catch (failure) {
      // The error handler failed in turn: its last resort, as the app would answer.
      logger.error({ err: failure, requestId }, 'unhandled error');
      answer = { status: 500, headers: { 'content-type': 'application/json' }, body: INTERNAL_ERROR };
    }
    await finish(incoming, outgoing, answer, requestId, started);
  }

  /** The app's error handler's answer, on a context made for it. */
  async function errorAnswer(error: Error, incoming: IncomingMessage, requestId: string): Promise<Answer> {
    if (!lane.onError) throw error;
    const path = incoming.url!.split('?', 1)[0]!;
    const c = new Context<ApiEnv>(new Request(`http://localhost${path}`, { method: incoming.method }), {
      path,
      env: {},
    });
    c.set('requestId', requestId);
    return answerOf(await lane.onError(error, c));
  }

  function finish(
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    answer: Written,
    requestId: string,
    started: number,
  ): void | Promise<void> {
    const headers = answer.headers;
    headers['x-request-id'] = requestId;
    headers['cache-control'] ??= PERSONAL_CACHE_CONTROL;
    for (const [name, value] of securityHeaders) headers[name!] = value!;
    const type = headers['content-type'];
    if (typeof type === 'string' && COMPRESSIBLE.test(type)) headers.vary ??= 'Accept-Encoding';
    const path = incoming.url!.split('?', 1)[0]!;
    const written = write(incoming, outgoing, answer);
    if (written) return written.then(() => logRequest(incoming.method!, path, answer.status, started));
    logRequest(incoming.method!, path, answer.status, started);
  }

  return { routeOf, serve };
}

/** The request listener of the sales API, on the process's database unless `deps` says otherwise. */
export function createApiListener(deps: ApiDeps = { getDb }): Listener {
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
  const toApp: Listener = (incoming, outgoing) => {
    // The app's answers carry the security headers; this covers those @hono/node-server writes itself
    // (a request it cannot read, a failure outside the app).
    outgoing.setHeader('X-Content-Type-Options', 'nosniff');
    return listener(incoming, outgoing);
  };
  const lane = directLane(directLaneOf(api), deps, toApp);
  return (incoming, outgoing) => {
    const direct = incoming.url ? lane.routeOf(incoming) : undefined;
    if (direct) return lane.serve(direct, incoming, outgoing);
    const replay =
      incoming.method === 'GET' && incoming.url ? replays.get(incoming.url, Date.now()) : undefined;
    if (!replay) return toApp(incoming, outgoing);
    const started = performance.now();
    const clientId = incoming.headers['x-request-id'];
    const requestId = requestIdOf(typeof clientId === 'string' ? clientId : undefined);
    const headers = headersOf(replay.headers);
    headers['x-request-id'] = requestId;
    write(incoming, outgoing, { status: replay.status, headers, body: replay.body }, () =>
      replays.gzipped(replay),
    );
    logRequest('GET', incoming.url!.split('?', 1)[0]!, 200, started);
  };
}
