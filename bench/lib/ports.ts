import { createServer } from 'node:net';
import { BENCH_HOST } from './paths';

/**
 * Asks the OS for a free TCP port by listening on port 0 and closing again. There is a small race
 * (another process may take the port before the server binds it); fine for a local benchmark.
 */
export function getFreePort(host: string = BENCH_HOST): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ host, port: 0 }, () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('could not read the port of a probe server'));
        return;
      }
      const { port } = address;
      server.close((error) => (error ? reject(error) : resolvePort(port)));
    });
  });
}
