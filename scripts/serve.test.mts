/**
 * The built shop's server (scripts/serve.mts). Its start empties Next's on-disk fetch cache, whose
 * entries would outlive their in-memory tag invalidations. A graceful stop while clients hold keep-alive
 * connections: a request under way when SIGTERM comes is answered with `Connection: close` and its
 * connection closed, so the server stops at once and runs its shutdown steps (exit 0); a connection that
 * never finishes its request is cut before the stop's deadline, so the steps still run. Needs a build
 * (`npm run build`).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, it } from 'node:test';
import { startAppInstance, type AppInstance } from './app-instance.mts';

const PORT = Number(process.env.SERVE_TEST_PORT ?? 4141);
const FETCH_CACHE = path.join('.next', 'cache', 'fetch-cache');

/** A raw keep-alive connection to the instance, and what the server sent on it. */
async function connect(instance: AppInstance) {
  const { port } = new URL(instance.origin);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', () => {});
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    socket,
    ended,
    received: () => received,
    /** The first answer's status line and headers, once its body (Content-Length) has come. */
    async answer(ms: number) {
      const until = Date.now() + ms;
      for (;;) {
        const head = received.indexOf('\r\n\r\n');
        if (head !== -1) {
          const length = Number(/\r\ncontent-length: *(\d+)/i.exec(received.slice(0, head))?.[1] ?? 0);
          if (received.length >= head + 4 + length) return received.slice(0, head).toLowerCase();
        }
        if (Date.now() > until) throw new Error(`no answer within ${ms} ms: ${JSON.stringify(received)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

const exited = (instance: AppInstance) =>
  new Promise<number | null>((resolve) => {
    if (instance.process.exitCode !== null) resolve(instance.process.exitCode);
    else instance.process.once('exit', (code) => resolve(code));
  });

const within = <T,>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms).unref(),
    ),
  ]);

describe('the start', { skip: !fs.existsSync('.next/BUILD_ID') && 'no build', timeout: 120_000 }, () => {
  it('empties the fetch cache an earlier run left on disk', async () => {
    // What a run before a restart or a restore of the database left: a catalogue read with old prices.
    fs.mkdirSync(FETCH_CACHE, { recursive: true });
    const stale = path.join(FETCH_CACHE, 'stale-catalogue-read');
    fs.writeFileSync(stale, '{"kind":"FETCH"}');
    const instance = await startAppInstance(PORT + 2, {});
    try {
      assert.equal(fs.existsSync(stale), false);
    } finally {
      await instance.stop();
    }
  });
});

describe(
  'a graceful stop with keep-alive connections',
  { skip: !fs.existsSync('.next/BUILD_ID') && 'no build', timeout: 300_000 },
  () => {
    it('answers a request under way with Connection: close and exits 0 at once, its steps run', async () => {
      const instance = await startAppInstance(PORT, {});
      const client = await connect(instance);
      try {
        // A request of this connection already answered (kept alive), then one under way: its headers
        // half sent when the stop comes.
        client.socket.write('GET /api/sales/health_check HTTP/1.1\r\nHost: shop\r\n\r\n');
        assert.match(await client.answer(10_000), /^http\/1\.1 200/);
        const first = client.received().length;
        client.socket.write('GET /api/sales/health_check HTTP/1.1\r\nHost: shop\r\n');
        await new Promise((resolve) => setTimeout(resolve, 300));
        const stopped = Date.now();
        const exit = exited(instance);
        instance.process.kill('SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 500));
        client.socket.write('\r\n');
        const until = Date.now() + 10_000;
        while (client.received().length === first && Date.now() < until)
          await new Promise((resolve) => setTimeout(resolve, 20));
        const second = client.received().slice(first).toLowerCase();
        assert.match(second, /^http\/1\.1 200/);
        assert.match(second, /\r\nconnection: close\r\n/);
        await within(client.ended, 2000, 'the server closing the connection');
        // Exit 0 comes only once the shutdown steps ran (mail queue, jobs, database: lib/server/shutdown.ts).
        assert.equal(await within(exit, 15_000, 'the exit'), 0);
        assert.ok(Date.now() - stopped < 15_000);
      } finally {
        client.socket.destroy();
        await instance.stop('SIGKILL');
      }
    });

    it('cuts a connection whose request never ends before the deadline, and still exits 0', async () => {
      const instance = await startAppInstance(PORT + 1, {});
      const client = await connect(instance);
      try {
        // Its headers never end (a slow or stuck client): the request stays under way.
        client.socket.write('GET /api/sales/health_check HTTP/1.1\r\nHost: shop\r\n');
        await new Promise((resolve) => setTimeout(resolve, 300));
        const stopped = Date.now();
        const exit = exited(instance);
        instance.process.kill('SIGTERM');
        await within(client.ended, 25_000, 'the server cutting the connection');
        assert.equal(await within(exit, 28_000, 'the exit'), 0);
        assert.ok(Date.now() - stopped < 29_000, 'exited after the 30 s deadline');
      } finally {
        client.socket.destroy();
        await instance.stop('SIGKILL');
      }
    });
  },
);
