/**
 * Mercado Pago's webhook signature (docs/operations.md, Mercado Pago): the `x-signature` header is
 * `ts=<timestamp>,v1=<hex>`, v1 being the HMAC-SHA256, keyed by the application's secret, of the manifest
 * `id:<data.id of the URL>;request-id:<x-request-id>;ts:<ts>;` (a part whose value is missing is left out;
 * an alphanumeric data.id is taken in lower case). A valid signature older (or newer) than five minutes is
 * refused too: a notice captured on the way cannot be sent again later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a notice's timestamp may be from the shop's clock. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'mismatch' | 'stale';

function signatureManifest(dataId: string | null, requestId: string | null, ts: string): string {
  return (
    (dataId ? `id:${dataId.toLowerCase()};` : '') +
    (requestId ? `request-id:${requestId};` : '') +
    `ts:${ts};`
  );
}

/**
 * The timestamp in ms. Mercado Pago's documentation shows seconds, its notices and SDK use milliseconds:
 * a number below 10^12 is read as seconds (10^12 ms is September 2001).
 */
function timestampMs(ts: string): number {
  const value = Number(ts);
  return value < 1e12 ? value * 1000 : value;
}

export function checkSignature(request: {
  signature: string | null;
  requestId: string | null;
  dataId: string | null;
  secret: string;
  now: Date;
}): SignatureCheck {
  if (!request.signature?.trim()) return 'missing';
  const parts = new Map<string, string>();
  for (const part of request.signature.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  if (!ts || !/^\d{1,16}$/.test(ts) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return 'malformed';
  const expected = createHmac('sha256', request.secret)
    .update(signatureManifest(request.dataId, request.requestId, ts))
    .digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return 'mismatch';
  if (Math.abs(request.now.getTime() - timestampMs(ts)) > SIGNATURE_TOLERANCE_MS) return 'stale';
  return 'valid';
}
