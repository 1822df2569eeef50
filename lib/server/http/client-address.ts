/**
 * Who the client is, as far as the shop can know: the socket's peer, unless that peer is a configured
 * trusted proxy, in which case X-Forwarded-For is walked from the right past every trusted hop (what
 * Express's 'trust proxy' does, with the same library). Next.js keeps a client's own X-Forwarded-For
 * untouched, so the shop's server replaces the header with this one resolved address before Next sees it.
 */
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

export function clientAddressResolver(trustedProxies: readonly string[]): ClientAddress {
  const trust = proxyaddr.compile([...trustedProxies]);
  return (request) => {
    if (!request.socket.remoteAddress) return 'unknown';
    // proxy-addr reads only these two members.
    return proxyaddr(request as IncomingMessage, trust);
  };
}
