/**
 * Who the client is, as far as the shop can know: the socket's peer, unless that peer is a configured
 * trusted proxy, in which case X-Forwarded-For is walked from the right past every trusted hop (what
 * Express's 'trust proxy' does, with the same library). Next.js keeps a client's own X-Forwarded-For
 * untouched, so the shop's server replaces the header with this one resolved address before Next sees it.
 */
import { BoundedMap } from '@/lib/bounded-map';
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An entry of TRUSTED_PROXIES: an IP address, a CIDR range or one of proxy-addr's names. */
export function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  const size = Number(bits);
  return /^\d+$/.test(bits) && size <= (version === 4 ? 32 : 128);
}

export type ClientAddress = (request: Pick<IncomingMessage, 'headers' | 'socket'>) => string;

/** Resolutions kept per resolver, at most; and the longest X-Forwarded-For whose resolution is kept. */
const MAX_KEPT = 10_000;
const MAX_KEPT_HEADER = 256;

/**
 * The resolver for these proxies. Its answers are kept by socket address and X-Forwarded-For (a pure
 * function of the two): walking the header parses every address in it, a good part of a small API
 * request's time (docs/performance.md). The memory is bounded, and a longer header is walked each time.
 */
export function clientAddressResolver(trustedProxies: readonly string[]): ClientAddress {
  const trust = proxyaddr.compile([...trustedProxies]);
  const kept = new BoundedMap<string, string>({ maxEntries: MAX_KEPT });
  return (request) => {
    const peer = request.socket.remoteAddress;
    if (!peer) return 'unknown';
    const forwarded = request.headers['x-forwarded-for'];
    // proxy-addr reads only these two members.
    if (forwarded !== undefined && forwarded.length > MAX_KEPT_HEADER) {
      return proxyaddr(request as IncomingMessage, trust);
    }
    const key = forwarded === undefined ? peer : `${peer} ${forwarded}`;
    let address = kept.get(key);
    if (address === undefined) {
      address = proxyaddr(request as IncomingMessage, trust);
      kept.set(key, address);
    }
    return address;
  };
}

/** What only a trusted proxy may say about the client and the address it asked for. */
const FORWARDED_HEADERS = [
  'forwarded',
  'x-real-ip',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
];

/**
 * The server's first step for every request (`dropped`: headers no client may send): makes the request say
 * who the client is before anything reads it. X-Forwarded-For becomes the address `clientAddress`
 * resolved, and the other forwarded headers go unless a trusted proxy sent them. Both of Node's forms of
 * the headers are rewritten: `headers`, which Next.js reads, and `rawHeaders`, from which the API
 * (@hono/node-server) builds its own when it reads them whole (a streamed body's request, a header
 * validator). Changed in one form only, a client's own X-Forwarded-For would still reach the API's
 * throttles through the other.
 */
export function clientHeadersSettler(clientAddress: ClientAddress, dropped: readonly string[] = []) {
  const fromProxy = new Set(['x-forwarded-for', ...dropped]);
  const fromClient = new Set([...fromProxy, ...FORWARDED_HEADERS]);
  return (request: Pick<IncomingMessage, 'headers' | 'rawHeaders' | 'socket'>): void => {
    const client = clientAddress(request);
    const replaced = client === request.socket.remoteAddress ? fromClient : fromProxy;
    for (const name of replaced) delete request.headers[name];
    const raw: string[] = [];
    const { rawHeaders } = request;
    for (let i = 0; i < rawHeaders.length; i += 2) {
      if (!replaced.has(rawHeaders[i]!.toLowerCase())) raw.push(rawHeaders[i]!, rawHeaders[i + 1]!);
    }
    request.headers['x-forwarded-for'] = client;
    raw.push('x-forwarded-for', client);
    request.rawHeaders = raw;
  };
}
