/**
 * The floor of bench/api.bench.mts: a bare node:http server, in a child process of the bench, that answers
 * each address with the bytes the shop's server answered it (status, headers, body; sent by the bench over
 * IPC), so that the API's requests per second are compared with Node's own for the same answer. Sends its
 * port once listening; stops on 'stop'.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BareAnswer {
  status: number;
  headers: [name: string, value: string][];
  /** Base64. */
  body: string;
}

const answers = new Map<string, { status: number; headers: [string, string][]; body: Buffer }>();
const server = http.createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404);
    response.end();
    return;
  }
  // The body of a POST is read, as the API reads it.
  request.resume();
  request.on('end', () => {
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () =>
  process.send!({ port: (server.address() as AddressInfo).port }),
);
process.on('message', (message: { url: string; answer: BareAnswer } | 'stop') => {
  if (message === 'stop') {
    server.closeAllConnections();
    server.close(() => process.disconnect());
    return;
  }
  const { status, headers, body } = message.answer;
  answers.set(message.url, { status, headers, body: Buffer.from(body, 'base64') });
  process.send!({ stored: message.url });
});
