/**
 * The shop's pages without their JavaScript, for the pages bench: a proxy in front of the shop's server that
 * takes the scripts out of every HTML answer and passes everything else (stylesheet, photos, headers) through.
 * What Lighthouse scores there is what the page's HTML, stylesheet and photos cost on their own, so the
 * distance between that and the page's own score is what its JavaScript costs: the most any change to the
 * page's scripts could win back.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/**
 * `html` without its scripts: every `<script>` element (the framework's chunks, the inline flight data)
 * and every script preload. JSON-LD is data, not code, and stays.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '');
}

/** Starts the proxy for `origin` on a free port of 127.0.0.1; resolves to its origin and a way to stop it. */
export async function startScriptlessProxy(origin: string): Promise<{ origin: string; close: () => void }> {
  const upstream = new URL(origin);
  const server = http.createServer((request, response) => {
    // Asked for uncompressed HTML, so that it can be rewritten, and compressed again for the browser.
    const headers = { ...request.headers, host: upstream.host };
    delete headers['accept-encoding'];
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers },
      (answer) => {
        if (!String(answer.headers['content-type']).startsWith('text/html')) {
          response.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = gzipSync(withoutScripts(Buffer.concat(chunks).toString('utf8')));
          const kept = {
            ...answer.headers,
            'content-encoding': 'gzip',
            'content-length': String(body.length),
          };
          delete kept['transfer-encoding'];
          response.writeHead(answer.statusCode!, kept);
          response.end(body);
        });
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}
