/**
 * `npm run backup -- --out <file> [--include-secret-key]`: one archive of everything the product
 * stores (database, stored files, key files), with the server's own environment. While the embedded
 * server runs, it writes the archive itself (docs/operations.md).
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, parseEnv } from '../config/env';
import { openConfiguredDatabase } from '../db/client';
import { createStorageDriver } from '../modules/storage/storage.driver';
import { createBackup, describeBackup } from '../modules/backup/backup.service';
import { requestBackup } from '../modules/backup/backup-socket';
import { fromCaller, loadDotEnv } from './cli';

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, 'include-secret-key': { type: 'boolean' } } });
  if (!values.out) {
    console.error('Usage: npm run backup -- --out <file> [--include-secret-key]');
    process.exit(2);
  }
  loadDotEnv();
  const config = parseEnv();
  const out = fromCaller(values.out);
  if (existsSync(out)) throw new Error(`${out} already exists: choose another name`);
  const request = { out, includeSecretKey: values['include-secret-key'] };
  const viaServer = config.isEmbedded ? await requestBackup(config.dataDir, request) : null;
  if (viaServer) {
    console.log(`${describeBackup(viaServer)}\n  (written by the running server)`);
    return;
  }
  const database = await openConfiguredDatabase(config);
  try {
    const summary = await createBackup({
      db: database.db,
      engine: database.engine,
      storage: createStorageDriver(config),
      config,
      ...request,
    });
    console.log(describeBackup(summary));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof ConfigError ? error.message : (error as Error).message}`);
  process.exit(1);
});
