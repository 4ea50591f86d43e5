import type { FastifyInstance } from 'fastify';

type ShutdownOptions = {
  timeoutMs: number;
  exit?: (code: number) => void;
  /** Called first, to stop background work that is not a request (it then ends on its own). */
  onShutdown?: () => void;
};

/**
 * Closes the server gracefully: stops accepting connections, lets in-flight requests finish, then
 * runs onClose hooks (database, Redis). Exits with 1 if that takes longer than `timeoutMs`.
 */
export function createShutdown(app: FastifyInstance, { timeoutMs, exit = process.exit, onShutdown }: ShutdownOptions) {
  let closing: Promise<void> | null = null;
  return (signal: string): Promise<void> => {
    if (closing) return closing;
    app.log.info({ signal }, 'shutting down');
    onShutdown?.();
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      exit(1);
    }, timeoutMs);
    timer.unref();
    closing = app.close().then(
      () => {
        clearTimeout(timer);
        exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        exit(1);
      },
    );
    return closing;
  };
}

export function installShutdown(app: FastifyInstance, options: Omit<ShutdownOptions, 'exit'>) {
  const shutdown = createShutdown(app, options);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutdown(signal));
}
