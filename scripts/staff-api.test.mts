/**
 * The command line's one call (scripts/staff-api.mts) against a server standing in for the sales API:
 * it logs in, calls, and ends the session it opened, whether the call succeeded or was refused.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, it } from 'node:test';

const seen: string[] = [];
let refuse = false;
const server = http.createServer((request, response) => {
  seen.push(`${request.method} ${request.url} ${request.headers.authorization ?? '-'}`);
  const json = (status: number, body: unknown) =>
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  if (request.url === '/api/sales/v2/auth' && request.method === 'POST') return json(200, { token: 't1' });
  if (request.url === '/api/sales/v2/auth' && request.method === 'DELETE')
    return response.writeHead(204).end();
  if (refuse) return json(422, { error: 'Dados inválidos', errors: { state: ['Estado inválido'] } });
  return json(200, { ok: true });
});

let staffCall: typeof import('./staff-api.mts').staffCall;
before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.ADMIN_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ staffCall } = await import('./staff-api.mts'));
});
after(() => server.close());
beforeEach(() => {
  seen.length = 0;
});

it('ends its session after an answered call', async () => {
  assert.deepEqual(await staffCall('GET', '/admin/orders'), { ok: true });
  assert.deepEqual(seen, [
    'POST /api/sales/v2/auth -',
    'GET /api/sales/admin/orders Bearer t1',
    'DELETE /api/sales/v2/auth Bearer t1',
  ]);
});

it('ends its session after a refused call too', async (t) => {
  refuse = true;
  t.mock.method(console, 'error', () => undefined);
  assert.equal(await staffCall('PUT', '/admin/orders/R1/ready', {}), null);
  assert.equal(seen.at(-1), 'DELETE /api/sales/v2/auth Bearer t1');
});
