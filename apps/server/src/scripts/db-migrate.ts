/**
 * `npm run db:migrate`: applies committed migrations to the configured database and exits. Run it
 * once per release before starting (or rolling) the app nodes; nodes also migrate at start, which
 * is then a no-op.
 */
import { openConfiguredDatabase } from '../db/client';
import { ConfigError, parseEnv } from '../config/env';

async function main() {
  const config = parseEnv();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.engine}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
