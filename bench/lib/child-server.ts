import type { Server } from 'node:http';

/**
 * For the scripts in `bench/servers/`: reports the bound port to the parent over IPC, and shuts down
 * on SIGTERM/SIGINT or when the parent goes away (IPC channel closed).
 */
export function reportListening(server: Server, close: () => Promise<void>): void {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('server is not listening on a TCP port');
  if (!process.send)
    throw new Error('this script must be started with child_process.fork (it reports its port over IPC)');
  process.send({ type: 'listening', port: address.port });

  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    const timer = setTimeout(() => process.exit(1), 3_000);
    timer.unref();
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  process.once('disconnect', shutdown);
}
