/** Baseline: bare node:http answering a small JSON body on every request. */
import { createServer } from 'node:http';
import { reportListening } from '../lib/child-server';

const body = JSON.stringify({ hello: 'world' });

const server = createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
});

server.listen({ host: '127.0.0.1', port: 0 }, () => {
  reportListening(
    server,
    () =>
      new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  );
});
