/**
 * A micro-cache of the catalogue pages' HTML in the shop's own server (scripts/serve.mts), in front of
 * Next.js. Every page is rendered per request because each response carries its own CSP nonce
 * (proxy.ts), so React rendered ~60 kB of HTML for every product view although the catalogue reads behind
 * it are cached. Here the first render of a page is kept, split at the nonce Next.js used, and later
 * visits get the same HTML joined with a fresh nonce, the captured headers with that nonce in the
 * Content-Security-Policy, compressed for the client, without entering Next.js at all.
 *
 * What is cached: GET (and, from a cached GET, HEAD) of the home, department and product pages, whose
 * server HTML is the same for every visitor but for the consent banner (shown until the consent cookie
 * records a choice): they read no other cookie or header (the cart, the account menu, recently
 * viewed and the last order are drawn in the browser). A signed-in customer whose browser holds the
 * signed-in hint is given the same pages (proxy.ts adds nothing to them); their own renders are not
 * stored, nor is anything rendered for a session cookie without the hint (proxy.ts sets it then).
 * Bypassed: React Server Components requests (the `RSC` and `Next-*` headers, `_rsc`), and anything else.
 * Stored only: a complete 200 text/html answer without Set-Cookie whose Content-Security-Policy names a
 * nonce. The key is the bot type Next.js reads from the User-Agent (bots get their metadata in the head),
 * the consent cookie's value and the path with its query.
 *
 * Freshness: everything is dropped on every "catalogue changed" notice that may change a page
 * (changesPages, ../catalogue/catalogue-changes.ts; scripts/serve.mts), again once the
 * readers caught up with it (Next's cached reads revalidated), and again when the request that made a
 * change here ends (Next.js applies a request's revalidations as it ends). A render that started before
 * a drop is not stored after it (a generation counter). Entries live TTL_MS at most: what changes without
 * a notice (the most sold products' order, a list a change revalidates lazily) lags no longer than that.
 * Bounded in entries and bytes, least recently used first out. Only the production server uses it
 * (serve.mts runs Next.js with `dev: false`); `next dev` renders every request.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { parse as parseCookies } from 'hono/utils/cookie';
import { getBotType } from 'next/dist/shared/lib/router/utils/is-bot';
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '../../account/session-hint';
import { CONSENT_COOKIE, parseConsentChoice } from '../../analytics/consent';
import { newNonce, noncesOf } from '../../shell/security-headers';

/** How long a page is served from memory at most (the catalogue reads themselves revalidate after 300 s). */
const TTL_MS = 60_000;
const MAX_ENTRIES = 500;
const MAX_BYTES = 64 * 1024 * 1024;
/** The session cookie (SESSION_COOKIE of ../auth/session-cookie.ts). */
const SESSION_COOKIE = 'cdc_session';
/** The pages whose server HTML is the same for every visitor. */
const CACHEABLE_PATH = /^\/(?:|produtos\/[^/]+|departamentos\/[^/]+(?:\/[^/]+)?)$/;
/** Answer headers not replayed: set per answer here or by Node.js. */
const PER_ANSWER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

interface Entry {
  /** The HTML split at every occurrence of the nonce it was rendered with. */
  parts: Buffer[];
  nonce: string;
  /** The parts precompressed for gzip (gzipParts). */
  gzipParts: Buffer[];
  headers: [name: string, value: string | string[]][];
  /** The HTML's length (the old nonce's is the new one's). */
  length: number;
  /** Memory held: the HTML and its compressed parts. */
  bytes: number;
  expires: number;
}

export interface PageCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (a q of 0 refuses one). */
function negotiate(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const item of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [coding = '', ...params] = item.trim().split(';');
    const refused = params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param));
    if (coding && !refused) accepted.add(coding.trim());
  }
  // gzip first: it is precompressed (gzipParts); brotli would be compressed per answer.
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  if (accepted.has('br')) return 'br';
  return 'identity';
}

/** The deflate window: how far back a compressed part may refer. */
const WINDOW_BYTES = 32 * 1024;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * The page's parts compressed once, as the raw deflate blocks of a gzip member in which the nonces are
 * stored (uncompressed) blocks written per answer: each part ends byte-aligned and not final (a sync
 * flush) so that a stored block can follow, and may refer back to the text of the parts before it, given
 * as a dictionary in which each nonce is zeros. The HTML holds no zero byte, so no match can reach into a
 * nonce, whose bytes differ per answer; the other positions are the same as the client's. Compressing
 * 60 kB per answer costs several times what the rest of the answer does; this costs a checksum.
 */
export function gzipParts(parts: Buffer[], nonceLength: number): Buffer[] {
  let window = Buffer.alloc(0);
  const compressed = parts.map((part, index) => {
    const deflated = zlib.deflateRawSync(part, {
      level: 9,
      ...(window.length > 0 && { dictionary: window }),
      ...(index < parts.length - 1 && { finishFlush: zlib.constants.Z_SYNC_FLUSH }),
    });
    window = Buffer.concat([window, part, Buffer.alloc(nonceLength)]).subarray(-WINDOW_BYTES);
    return deflated;
  });
  // Each part zlib gives back is a view of its 16 kB output buffer, kept whole while the view lives: a
  // product page's 30 parts of a few hundred bytes held half a megabyte. One copy of them all, then views.
  const joined = Buffer.concat(compressed);
  let offset = 0;
  return compressed.map((part) => joined.subarray(offset, (offset += part.length)));
}

/** The gzip member of the parts joined by this nonce (of the length the parts were compressed for). */
function gzipAnswer(entry: Entry, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const stored = Buffer.alloc(5);
  // A stored block: not final, type 00 (the three header bits, padded to the byte), then LEN and NLEN.
  stored.writeUInt16LE(nonceBytes.length, 1);
  stored.writeUInt16LE(~nonceBytes.length & 0xffff, 3);
  const blocks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  for (const [index, part] of entry.parts.entries()) {
    if (index > 0) {
      blocks.push(stored, nonceBytes);
      crc = zlib.crc32(nonceBytes, crc);
    }
    blocks.push(entry.gzipParts[index]!);
    crc = zlib.crc32(part, crc);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(entry.length >>> 0, 4);
  blocks.push(trailer);
  return Buffer.concat(blocks);
}

function encode(entry: Entry, nonce: string, encoding: Encoding): Buffer {
  if (encoding === 'gzip' && nonce.length === entry.nonce.length) return gzipAnswer(entry, nonce);
  const html = join(entry.parts, nonce);
  if (encoding === 'br') {
    return zlib.brotliCompressSync(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    });
  }
  if (encoding === 'gzip') return zlib.gzipSync(html, { level: 1 });
  return html;
}

function decode(body: Buffer, encoding: string | undefined): Buffer | undefined {
  if (!encoding || encoding === 'identity') return body;
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return undefined;
}

function split(html: Buffer, nonce: string): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = html.indexOf(nonce); at !== -1; at = html.indexOf(nonce, start)) {
    parts.push(html.subarray(start, at));
    start = at + nonce.length;
  }
  parts.push(html.subarray(start));
  return parts;
}

function join(parts: Buffer[], nonce: string): Buffer {
  const separator = Buffer.from(nonce);
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [separator, part])));
}

const replaceNonce = (value: string | string[], from: string, to: string) =>
  Array.isArray(value) ? value.map((v) => v.replaceAll(from, to)) : value.replaceAll(from, to);

/** Requests for React Server Components payloads (client navigation, prefetch) and Next's internals. */
function isFrameworkRequest(request: IncomingMessage, query: string): boolean {
  if (new URLSearchParams(query).has('_rsc')) return true;
  return Object.keys(request.headers).some(
    (name) =>
      name === 'rsc' ||
      name.startsWith('next-') ||
      name.startsWith('x-nextjs') ||
      name.startsWith('x-middleware'),
  );
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Moves on every drop: a render that began in an earlier generation is not stored. */
  private generation = 0;
  /** Catalogue change notices heard so far (see followWrite). */
  private notices = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? TTL_MS;
    this.maxEntries = options.maxEntries ?? MAX_ENTRIES;
    this.maxBytes = options.maxBytes ?? MAX_BYTES;
    this.now = options.now ?? Date.now;
  }

  /** Forgets every page; renders under way are not stored. */
  drop(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generation++;
  }

  /** A catalogue change notice: drop now, and again when a request that made it ends (followWrite). */
  catalogueChanged(): void {
    this.notices++;
    this.drop();
  }

  /**
   * The key of a request that may be answered from the cache (undefined if none), and whether its
   * render may be stored: not a signed-in customer's.
   */
  private keyOf(request: IncomingMessage): { key: string; storable: boolean } | undefined {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const url = request.url ?? '';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
    if (!CACHEABLE_PATH.test(path) || isFrameworkRequest(request, query)) return undefined;
    const cookies = parseCookies(request.headers.cookie ?? '');
    const signedIn = cookies[SESSION_COOKIE] !== undefined;
    if (signedIn && cookies[SIGNED_IN_HINT_COOKIE] !== SIGNED_IN_HINT_VALUE) return undefined;
    const bot = getBotType(request.headers['user-agent'] ?? '') ?? 'browser';
    // The consent banner is in the HTML until a choice is recorded (any other value: not asked yet).
    const key = `${bot} ${parseConsentChoice(cookies[CONSENT_COOKIE]) ?? 'unasked'} ${url}`;
    return { key, storable: !signedIn };
  }

  /**
   * Answers the request from the cache when it can (true), with a fresh nonce; otherwise starts
   * capturing what Next.js answers to it (call before handing the request to Next.js).
   */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    const cacheable = this.keyOf(request);
    if (cacheable === undefined) {
      if (request.method !== 'GET' && request.method !== 'HEAD') this.followWrite(response);
      return false;
    }
    const { key, storable } = cacheable;
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) {
      // Least recently used first out: a hit moves to the end.
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.answer(request, response, entry);
      return true;
    }
    if (entry) this.remove(key);
    if (request.method === 'GET' && storable) this.capture(key, response);
    return false;
  }

  private answer(request: IncomingMessage, response: ServerResponse, entry: Entry): void {
    const nonce = newNonce();
    for (const [name, value] of entry.headers)
      response.setHeader(name, replaceNonce(value, entry.nonce, nonce));
    const vary = String(response.getHeader('vary') ?? '');
    if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) {
      response.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const encoding = negotiate(request.headers['accept-encoding']);
    if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
    response.statusCode = 200;
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const body = encode(entry, nonce, encoding);
    response.setHeader('Content-Length', body.length);
    response.end(body);
  }

  /** Copies what Next.js writes; stores it once sent, if it is a page anyone may be given. */
  private capture(key: string, response: ServerResponse): void {
    const generation = this.generation;
    const chunks: Buffer[] = [];
    let size = 0;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      chunks.push(buffer);
    };
    const write = response.write;
    const end = response.end;
    response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse['end'];
    response.once('finish', () => {
      if (generation !== this.generation || size > this.maxBytes / 4) return;
      const entry = this.entryOf(response.statusCode, response.getHeaders(), Buffer.concat(chunks));
      if (entry) this.store(key, entry);
    });
  }

  private entryOf(status: number, headers: OutgoingHttpHeaders, body: Buffer): Entry | undefined {
    if (status !== 200 || headers['set-cookie'] !== undefined) return undefined;
    if (!String(headers['content-type'] ?? '').startsWith('text/html')) return undefined;
    const nonces = new Set(noncesOf(String(headers['content-security-policy'] ?? '')));
    const [nonce] = nonces;
    if (nonces.size !== 1 || !nonce) return undefined;
    const html = decode(body, headers['content-encoding'] as string | undefined);
    // A zero byte would let the precompressed text refer into a nonce (see gzipParts); HTML has none.
    if (!html || html.includes(0)) return undefined;
    const parts = split(html, nonce);
    const gzipped = gzipParts(parts, nonce.length);
    const replayed = Object.entries(headers).filter(
      (header): header is [string, string | string[]] =>
        !PER_ANSWER_HEADERS.has(header[0]) && header[1] !== undefined,
    );
    return {
      parts,
      nonce,
      gzipParts: gzipped,
      headers: replayed.map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]),
      length: html.length,
      bytes: html.length + gzipped.reduce((sum, part) => sum + part.length, 0),
      expires: this.now() + this.ttlMs,
    };
  }

  private store(key: string, entry: Entry): void {
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  /**
   * A request that may change the catalogue (a staff price change): Next.js applies the revalidation it
   * asked for just before it ends the answer, and a page rendered in between read the old prices. Dropped
   * again then, before the answer leaves, if a change was heard while it ran.
   */
  private followWrite(response: ServerResponse): void {
    const noticesBefore = this.notices;
    const end = response.end;
    response.end = ((...args: unknown[]) => {
      if (this.notices !== noticesBefore) this.drop();
      return (end as (...args: unknown[]) => ServerResponse).apply(response, args);
    }) as ServerResponse['end'];
  }
}
