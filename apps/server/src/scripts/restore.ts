/**
 * `npm run restore -- <file> [--force]`: restores an archive of `npm run backup` into the target the
 * environment names (DATA_DIR, or DATABASE_URL and the S3_* bucket). The whole archive is checked
 * before anything is written; a target that holds data is refused unless --force.
 */
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, parseEnv } from '../config/env';
import { openConfiguredDatabase } from '../db/client';
import { createStorageDriver, s3OptionsOf } from '../modules/storage/storage.driver';
import { backupSocketPath, isAnswering } from '../modules/backup/backup-socket';
import { bucketLister, restoreBackup, RestoreError } from '../modules/backup/restore.service';
import { fromCaller, loadDotEnv } from './cli';

async function main() {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
  if (positionals.length !== 1) {
    console.error('Usage: npm run restore -- <archive> [--force]');
    process.exit(2);
  }
  loadDotEnv();
  const config = parseEnv();
  if (config.isEmbedded && (await isAnswering(backupSocketPath(config.dataDir)))) {
    throw new RestoreError(`A server is running on ${config.dataDir}: stop it before restoring into it.`);
  }
  mkdirSync(config.dataDir, { recursive: true });
  const s3 = s3OptionsOf(config);
  const listBucket = s3 ? bucketLister(s3) : undefined;
  const database = await openConfiguredDatabase(config);
  try {
    const summary = await restoreBackup(
      fromCaller(positionals[0]!),
      { database, storage: createStorageDriver(config), config, listBucket },
      { force: values.force },
    );
    console.log(
      [
        `Restored ${positionals[0]}`,
        `  database: ${summary.tables} tables, ${summary.rows} rows (schema ${summary.schemaFrom}${summary.schemaTo > summary.schemaFrom ? `, migrated to ${summary.schemaTo}` : ''})`,
        `  files:    ${summary.files}`,
        ...(summary.wroteSecretKey ? ['  secret key: written to DATA_DIR/secret.key'] : []),
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof RestoreError || error instanceof ConfigError
      ? error.message
      : String((error as Error).stack ?? error);
  console.error(`Restore failed: ${message}`);
  process.exit(1);
});
