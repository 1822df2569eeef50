import { createHmac } from 'node:crypto';
import { checkSignature } from './mercadopago-signature';

const secret = 'your-webhook-secret-from-the-panel';
const now = new Date('2026-11-23T13:00:00Z');
const tsSeconds = String(Math.floor(now.getTime() / 1000));

/** The header as Mercado Pago documents it, computed here from the documented manifest. */
function header(manifest: string, ts: string, key = secret) {
  return `ts=${ts},v1=${createHmac('sha256', key).update(manifest).digest('hex')}`;
}

const check = (signature: string | null, overrides: Partial<Parameters<typeof checkSignature>[0]> = {}) =>
  checkSignature({ signature, requestId: 'req-1', dataId: '1320448150', secret, now, ...overrides });

describe("Mercado Pago's notice signature", () => {
  it('accepts the HMAC-SHA256 of id;request-id;ts; with the secret, ts in seconds or milliseconds', () => {
    expect(check(header(`id:1320448150;request-id:req-1;ts:${tsSeconds};`, tsSeconds))).toBe('valid');
    const tsMs = String(now.getTime() - 1234);
    expect(check(header(`id:1320448150;request-id:req-1;ts:${tsMs};`, tsMs))).toBe('valid');
    // Spaces around the parts, as some proxies leave them.
    const signed = header(`id:1320448150;request-id:req-1;ts:${tsSeconds};`, tsSeconds).replace(',', ', ');
    expect(check(signed)).toBe('valid');
  });

  it('takes an alphanumeric data.id in lower case, and leaves out a part that is missing', () => {
    expect(
      check(header(`id:abc123;request-id:req-1;ts:${tsSeconds};`, tsSeconds), { dataId: 'ABC123' }),
    ).toBe('valid');
    expect(check(header(`request-id:req-1;ts:${tsSeconds};`, tsSeconds), { dataId: null })).toBe('valid');
  });

  it('refuses another secret, payment or request id', () => {
    const manifest = `id:1320448150;request-id:req-1;ts:${tsSeconds};`;
    expect(check(header(manifest, tsSeconds, 'another-secret'))).toBe('mismatch');
    expect(check(header(manifest, tsSeconds), { dataId: '1320448151' })).toBe('mismatch');
    expect(check(header(manifest, tsSeconds), { requestId: 'req-2' })).toBe('mismatch');
    // The same signature with another timestamp in the header.
    expect(check(header(manifest, tsSeconds).replace(`ts=${tsSeconds}`, `ts=${Number(tsSeconds) + 1}`))).toBe(
      'mismatch',
    );
  });

  it('refuses a timestamp more than five minutes away, either way', () => {
    for (const offset of [-301, 301]) {
      const ts = String(Number(tsSeconds) + offset);
      expect(check(header(`id:1320448150;request-id:req-1;ts:${ts};`, ts))).toBe('stale');
    }
    const ts = String(Number(tsSeconds) - 299);
    expect(check(header(`id:1320448150;request-id:req-1;ts:${ts};`, ts))).toBe('valid');
  });

  it('says a missing or malformed header', () => {
    expect(check(null)).toBe('missing');
    expect(check('  ')).toBe('missing');
    expect(check('v1=abc')).toBe('malformed');
    expect(check(`ts=${tsSeconds}`)).toBe('malformed');
    expect(check(`ts=soon,v1=${'a'.repeat(64)}`)).toBe('malformed');
    expect(check(`ts=${tsSeconds},v1=short`)).toBe('malformed');
  });
});
