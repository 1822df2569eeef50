/**
 * A new Idempotency-Key for one attempt at a change (a cart creation, a refund): a UUID where the browser
 * makes one (secure contexts), else 16 random bytes in hex. The attempt's retries send it again.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
