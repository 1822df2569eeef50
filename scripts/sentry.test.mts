/**
 * The real Sentry SDK (lib/server/error-service.ts) against a server on this machine standing in for
 * Sentry's ingestion endpoint: an unexpected API error arrives as an envelope with its release, environment
 * and request id, and without the card number it mentioned. A node:test file run by `npm test` after Jest:
 * the SDK does not load inside Jest's module sandbox.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, it } from 'node:test';

const envelopes: string[] = [];
const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    envelopes.push(Buffer.concat(chunks).toString('utf8'));
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
});

before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  process.env.SENTRY_DSN = `http://publickey@127.0.0.1:${port}/7`;
});
after(async () => {
  delete process.env.SENTRY_DSN;
  await new Promise((resolve) => server.close(resolve));
});

it('sends the error, tagged and scrubbed, to the configured DSN', async () => {
  const { reportServerError } = await import('../lib/server/error-service.ts');
  reportServerError(new Error('cartão 4111 1111 1111 1111 recusado, senha picanha-2026'), {
    requestId: 'req-77',
    method: 'PUT',
    path: '/api/v1/checkouts/R123456789',
  });
  for (let i = 0; i < 100 && envelopes.length === 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.equal(envelopes.length, 1);
  const envelope = envelopes[0]!;
  assert.match(envelope, /"request_id":"req-77"/);
  assert.match(envelope, /"environment":"test"/);
  assert.match(envelope, /"release":"[^"]+"/);
  assert.match(envelope, /\/api\/v1\/checkouts\/R123456789/);
  assert.doesNotMatch(envelope, /4111 1111 1111 1111|4111111111111111/);
});
