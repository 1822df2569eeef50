/**
 * The pages bench's scriptless proxy: a page comes through without a script to run, and with everything
 * else it had. A node:test file run by `npm test` after Jest (Jest does not load the bench's .mts modules).
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { startScriptlessProxy, withoutScripts } from './scriptless-proxy.mts';

const PAGE =
  '<!DOCTYPE html><html><head>' +
  '<link rel="stylesheet" href="/app.css" nonce="n"/>' +
  '<link rel="preload" as="image" fetchPriority="high" href="/photo.webp"/>' +
  '<link rel="preload" as="script" fetchPriority="low" nonce="n" href="/chunk-a.js"/>' +
  '<script src="/chunk-a.js" async="" nonce="n"></script>' +
  '<script type="application/ld+json">{"@type":"Product","name":"Picanha"}</script>' +
  '</head><body><main><h1>Picanha</h1><img src="/photo.webp" alt=""/></main>' +
  '<script nonce="n">self.__next_f.push([1,"<script> in flight data"])</script>\n' +
  '<script nonce="n">\n(self.__next_f=self.__next_f||[]).push([0])\n</script></body></html>';

it('takes out every script and script preload, and keeps the markup, stylesheet, photos and JSON-LD', () => {
  const page = withoutScripts(PAGE);
  assert.doesNotMatch(page, /chunk-a\.js|__next_f/);
  assert.equal(page.match(/<script\b/g)?.length, 1);
  assert.match(page, /<script type="application\/ld\+json">\{"@type":"Product","name":"Picanha"\}<\/script>/);
  assert.match(page, /<link rel="stylesheet" href="\/app.css" nonce="n"\/>/);
  assert.match(page, /<link rel="preload" as="image"/);
  assert.match(page, /<main><h1>Picanha<\/h1><img src="\/photo.webp" alt=""\/><\/main>/);
});

let upstream: http.Server;
let proxy: Awaited<ReturnType<typeof startScriptlessProxy>>;
before(async () => {
  upstream = http.createServer((request, response) => {
    if (request.url === '/produtos/picanha') {
      // As the shop's server answers: gzipped when the client accepts it, in more than one write.
      const gzip = /gzip/.test(request.headers['accept-encoding'] ?? '');
      const body = gzip ? gzipSync(PAGE) : Buffer.from(PAGE);
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'X-Request': request.headers.cookie ?? '',
        ...(gzip && { 'Content-Encoding': 'gzip' }),
      });
      response.write(body.subarray(0, 100));
      response.end(body.subarray(100));
    } else {
      response.writeHead(200, { 'Content-Type': 'text/css', 'Cache-Control': 'max-age=60' });
      response.end('h1{color:red}');
    }
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  proxy = await startScriptlessProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
});
after(() => {
  proxy.close();
  upstream.close();
});

it('serves the page without its scripts, compressed, with the request and answer headers passed on', async () => {
  const answer = await fetch(`${proxy.origin}/produtos/picanha`, { headers: { cookie: 'a=1' } });
  assert.equal(answer.status, 200);
  assert.equal(answer.headers.get('content-encoding'), 'gzip');
  assert.equal(answer.headers.get('x-request'), 'a=1');
  assert.equal(await answer.text(), withoutScripts(PAGE));
});

it('passes anything but HTML through as it is', async () => {
  const answer = await fetch(`${proxy.origin}/app.css`);
  assert.equal(answer.headers.get('cache-control'), 'max-age=60');
  assert.equal(await answer.text(), 'h1{color:red}');
});
