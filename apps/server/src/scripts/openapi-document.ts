/**
 * `npm run lint:openapi`: writes the OpenAPI document the app serves at /api/docs/json to the path
 * given (or prints it), built from the routes on an in-memory database without listening on a port.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildApp } from '../app';
import { parseEnv } from '../config/env';
import { openDatabase } from '../db/client';

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ideamatch-openapi-'));
  const config = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web') });
  const database = await openDatabase({ engine: 'pglite', dataDir: 'memory://' });
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    const [target] = process.argv.slice(2);
    if (target) {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, document);
    } else process.stdout.write(document);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
