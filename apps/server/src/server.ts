import { ConfigError, parseEnv } from './config/env';
import { loadDotEnv } from './scripts/cli';
import { openConfiguredDatabase } from './db/client';

async function main() {
  loadDotEnv();
  const config = parseEnv();
  // The database opens (PGlite starts in its worker thread) while the rest of the server loads.
  const [database, { buildApp }, { prepareDatabase, searchWordsFiller }, { installShutdown }] = await Promise.all([
    openConfiguredDatabase(config),
    import('./app'),
    import('./boot'),
    import('./shutdown'),
  ]);
  const app = await buildApp({ config, database });
  const notes = await prepareDatabase(database, config, app.log);
  const filler = searchWordsFiller(database, app.log);
  installShutdown(app, { timeoutMs: config.SHUTDOWN_TIMEOUT_MS, onShutdown: () => void filler.stop() });
  await app.listen({ host: config.HOST, port: config.PORT });
  void filler.start();

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  console.log(
    [
      '',
      `  IdeaMatch is running at ${url}`,
      `  Database: ${database.engine === 'pglite' ? 'embedded PGlite (' + config.dataDir + '/pglite)' : 'PostgreSQL'}`,
      ...notes.map((n) => `  ${n}`),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
