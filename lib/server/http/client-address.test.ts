import type { IncomingMessage } from 'node:http';
import { clientAddressResolver, isProxyAddress, clientHeadersSettler } from './client-address';

function request(remoteAddress: string | undefined, forwardedFor?: string) {
  return {
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress },
  } as unknown as Pick<IncomingMessage, 'headers' | 'socket'>;
}

describe('client address', () => {
  it('trusts nobody by default: a forged X-Forwarded-For is ignored', () => {
    const resolve = clientAddressResolver([]);
    expect(resolve(request('203.0.113.7', '1.2.3.4'))).toBe('203.0.113.7');
    expect(resolve(request('203.0.113.7', '1.2.3.4, 5.6.7.8'))).toBe('203.0.113.7');
    expect(resolve(request('203.0.113.7'))).toBe('203.0.113.7');
  });

  it('believes the hop a trusted proxy added, not what the client put before it', () => {
    const resolve = clientAddressResolver(['10.0.0.0/8']);
    // The client forged '1.2.3.4'; the proxy at 10.0.0.2 appended the address it saw.
    expect(resolve(request('10.0.0.2', '1.2.3.4, 198.51.100.9'))).toBe('198.51.100.9');
    // Two trusted hops are walked past.
    expect(resolve(request('10.0.0.2', '198.51.100.9, 10.0.0.5'))).toBe('198.51.100.9');
  });

  it('does not believe a peer outside the trusted ranges', () => {
    const resolve = clientAddressResolver(['10.0.0.0/8']);
    expect(resolve(request('198.51.100.1', '1.2.3.4'))).toBe('198.51.100.1');
  });

  it('resolves a header for each peer on its own, however often it comes', () => {
    const resolve = clientAddressResolver(['10.0.0.0/8']);
    for (let i = 0; i < 3; i++) {
      expect(resolve(request('10.0.0.2', '198.51.100.9'))).toBe('198.51.100.9');
      expect(resolve(request('198.51.100.1', '198.51.100.9'))).toBe('198.51.100.1');
      expect(resolve(request('10.0.0.2'))).toBe('10.0.0.2');
      expect(resolve(request('10.0.0.2', `${'1.2.3.4, '.repeat(40)}198.51.100.7`))).toBe('198.51.100.7');
    }
  });

  it('accepts proxy-addr names', () => {
    const resolve = clientAddressResolver(['loopback']);
    expect(resolve(request('127.0.0.1', '198.51.100.9'))).toBe('198.51.100.9');
    expect(resolve(request('::1', '198.51.100.9'))).toBe('198.51.100.9');
  });

  it('validates the configured entries', () => {
    for (const good of ['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback', 'uniquelocal']) {
      expect(isProxyAddress(good)).toBe(true);
    }
    for (const bad of ['10.0.0.0/33', 'example.com', '10.0.0.0/8/1', '', '*', 'all']) {
      expect(isProxyAddress(bad)).toBe(false);
    }
  });
});

describe('clientHeadersSettler', () => {
  /** A request as Node gives it: both forms of the headers, as the client sent them. */
  function incoming(remoteAddress: string, raw: string[]) {
    const headers: Record<string, string> = {};
    for (let i = 0; i < raw.length; i += 2) headers[raw[i]!.toLowerCase()] = raw[i + 1]!;
    return { headers, rawHeaders: raw, socket: { remoteAddress } } as unknown as Pick<
      IncomingMessage,
      'headers' | 'rawHeaders' | 'socket'
    >;
  }

  it('puts the resolved client in both forms and drops what only a trusted proxy may say', () => {
    const request = incoming('203.0.113.7', [
      'Host',
      'loja.exemplo',
      'X-Forwarded-For',
      '1.2.3.4',
      'X-Real-IP',
      '5.6.7.8',
      'Forwarded',
      'for=9.9.9.9',
      'X-Missing-Page',
      '1',
    ]);
    clientHeadersSettler(clientAddressResolver([]), ['x-missing-page'])(request);
    expect(request.rawHeaders).toEqual(['Host', 'loja.exemplo', 'x-forwarded-for', '203.0.113.7']);
    expect(request.headers).toEqual({ host: 'loja.exemplo', 'x-forwarded-for': '203.0.113.7' });
  });

  it("keeps a trusted proxy's forwarded headers, with the client it resolved", () => {
    const request = incoming('10.0.0.2', [
      'X-Forwarded-For',
      '1.2.3.4, 198.51.100.9',
      'X-Forwarded-Proto',
      'https',
    ]);
    clientHeadersSettler(clientAddressResolver(['10.0.0.0/8']))(request);
    expect(request.rawHeaders).toEqual(['X-Forwarded-Proto', 'https', 'x-forwarded-for', '198.51.100.9']);
    expect(request.headers['x-forwarded-proto']).toBe('https');
  });
});
