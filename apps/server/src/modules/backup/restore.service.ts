import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { FileAcl } from '@ideamatch/shared';
import type { AppConfig } from '../../config/env';
import { MIGRATIONS_FOLDER, type DatabaseHandle } from '../../db/client';
import { parseSecretKey } from '../../lib/secret-box';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import {
  privateUploadsDir,
  publicUploadsDir,
  s3ClientFor,
  type S3Options,
  type StorageDriver,
} from '../storage/storage.driver';
import { bufferOf, digestOf, MANIFEST_ENTRY, readArchive } from './archive';
import { appliedMigrations, listTables, migrationTable, quoteIdent, rowsOf } from './backup.repository';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  currentSecretKey,
  keyFingerprint,
  type BackupManifest,
} from './backup.service';

/** A restore that cannot go on: the message says why and what to do. Nothing was written. */
export class RestoreError extends Error {
  override name = 'RestoreError';
}

type Journal = { entries: { tag: string }[] };
const readJournal = (folder: string): Journal =>
  JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;

/** How many migrations this code knows. */
export const codeSchemaVersion = (): number => readJournal(MIGRATIONS_FOLDER).entries.length;

/**
 * Reads the whole archive and checks every entry against its manifest (size and SHA-256), the
 * format, and the schema: a damaged or foreign file, or one from a newer schema than this code
 * knows, is refused before anything is written.
 */
export async function verifyArchive(path: string): Promise<BackupManifest> {
  if (!existsSync(path)) throw new RestoreError(`No archive at ${path}`);
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifest: BackupManifest | null = null;
  try {
    await readArchive(path, async (name, body) => {
      if (name === MANIFEST_ENTRY) manifest = JSON.parse((await bufferOf(body)).toString('utf8')) as BackupManifest;
      else seen.set(name, await digestOf(body));
    });
  } catch (error) {
    throw new RestoreError(
      `The archive is damaged and cannot be read (${(error as Error).message}). Nothing was restored.`,
    );
  }
  const found = manifest as BackupManifest | null;
  if (!found || found.format !== ARCHIVE_FORMAT)
    throw new RestoreError('This file is not an IdeaMatch backup archive.');
  if (found.formatVersion > ARCHIVE_FORMAT_VERSION) {
    throw new RestoreError(
      `The archive's format (${found.formatVersion}) is newer than this version of IdeaMatch reads: upgrade first.`,
    );
  }
  for (const [name, expected] of Object.entries(found.entries)) {
    const actual = seen.get(name);
    if (!actual) throw new RestoreError(`The archive is damaged: ${name} is missing. Nothing was restored.`);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256) {
      throw new RestoreError(`The archive is damaged: ${name} does not match its checksum. Nothing was restored.`);
    }
  }
  for (const name of seen.keys()) {
    if (!found.entries[name])
      throw new RestoreError(`The archive holds an entry its manifest does not name (${name}).`);
  }
  const known = codeSchemaVersion();
  if (found.schemaVersion > known) {
    throw new RestoreError(
      `The archive comes from a newer version of IdeaMatch (schema ${found.schemaVersion}; this code knows ${known}). Restore it with that version or a later one.`,
    );
  }
  return found;
}

export type RestoreTarget = {
  database: DatabaseHandle;
  storage: StorageDriver;
  config: Pick<AppConfig, 'SECRET_KEY' | 'dataDir' | 'VAPID_PUBLIC_KEY'>;
  /** Lists the bucket's stored files (S3 only; the local disk is read directly). */
  listBucket?: () => Promise<{ key: string; acl: FileAcl }[]>;
};

export type RestoreSummary = {
  tables: number;
  rows: number;
  files: number;
  schemaFrom: number;
  schemaTo: number;
  wroteSecretKey: boolean;
};

/** Lists the stored files of a bucket (its `public/` and `private/` prefixes). */
export const bucketLister = (s3: S3Options) => async (): Promise<{ key: string; acl: FileAcl }[]> => {
  const client = s3ClientFor(s3);
  const found: { key: string; acl: FileAcl }[] = [];
  for (const acl of ['public', 'private'] as const) {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${acl}/`, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) found.push({ key: object.Key!.slice(acl.length + 1), acl });
      token = page.NextContinuationToken;
    } while (token);
  }
  return found;
};

async function localFileCount(dataDir: string): Promise<number> {
  let n = 0;
  for (const root of [publicUploadsDir(dataDir), privateUploadsDir(dataDir)]) {
    if (!existsSync(root)) continue;
    n += (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
  }
  return n;
}

/** What the target already holds: accounts in its database, files in its storage. */
async function targetContents(target: RestoreTarget) {
  const db = target.database.db;
  const hasAccounts = (await listTables(db)).includes('accounts');
  const accounts = hasAccounts
    ? ((await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from accounts`))[0]?.n ?? 0)
    : 0;
  const files =
    target.storage.kind === 's3'
      ? ((await target.listBucket?.())?.length ?? 0)
      : await localFileCount(target.config.dataDir);
  return { accounts, files };
}

/** Empties the target for --force: every table and the migration record, every stored file. */
async function emptyTarget(target: RestoreTarget) {
  const db = target.database.db;
  for (const table of await listTables(db))
    await db.execute(sql.raw(`drop table if exists ${quoteIdent(table)} cascade`));
  const migrations = await migrationTable(db);
  if (migrations) await db.execute(sql.raw(`drop table ${migrations}`));
  if (target.storage.kind === 's3') {
    for (const file of (await target.listBucket?.()) ?? []) await target.storage.delete(file.key, file.acl);
  } else {
    await rm(publicUploadsDir(target.config.dataDir), { recursive: true, force: true });
    await rm(privateUploadsDir(target.config.dataDir), { recursive: true, force: true });
  }
}

/** A copy of the migrations folder that holds only the first `count` migrations. */
async function migrationsUpTo(count: number): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'ideamatch-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journal = readJournal(MIGRATIONS_FOLDER);
  await writeFile(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }),
  );
  return folder;
}

const ROWS_PER_INSERT = 500;

/** Loads every table's rows from the archive in one transaction, with triggers and foreign keys paused. */
async function loadTables(path: string, database: DatabaseHandle, tables: string[]): Promise<number> {
  let total = 0;
  await database.db.transaction(async (tx) => {
    // Rows arrive table by table, so references are checked once all are in, not row by row.
    await tx.execute(sql`set local session_replication_role = replica`);
    // The archive's rows replace what the migrations wrote (the categories they seed, for one).
    if (tables.length) await tx.execute(sql.raw(`truncate ${tables.map(quoteIdent).join(', ')} cascade`));
    await readArchive(path, async (name, body) => {
      const table = /^db\/(.+)\.ndjson$/.exec(name)?.[1];
      if (!table) return;
      let batch: string[] = [];
      const flush = async () => {
        if (!batch.length) return;
        const target = sql.raw(quoteIdent(table));
        await tx.execute(
          sql`insert into ${target} select * from json_populate_recordset(null::${target}, ${`[${batch.join(',')}]`}::json)`,
        );
        total += batch.length;
        batch = [];
      };
      for await (const line of createInterface({ input: body, crlfDelay: Infinity })) {
        if (!line) continue;
        batch.push(line);
        if (batch.length >= ROWS_PER_INSERT) await flush();
      }
      await flush();
    });
  });
  return total;
}

/** The secret key the restored data needs, checked against the target's before anything is written. */
function planSecretKey(manifest: BackupManifest, archiveKey: Buffer | null, target: RestoreTarget, force: boolean) {
  const current = currentSecretKey(target.config);
  const needed = manifest.secretKey.fingerprint;
  if (!needed || manifest.twoFactorSecrets === 0) return { write: null as Buffer | null };
  if (archiveKey) {
    if (target.config.SECRET_KEY && current && keyFingerprint(current) !== needed) {
      throw new RestoreError(
        `SECRET_KEY (fingerprint ${keyFingerprint(current)}) differs from the key in the archive (${needed}): unset SECRET_KEY or set it to the archive's key.`,
      );
    }
    const sameFile = current && keyFingerprint(current) === needed;
    if (!target.config.SECRET_KEY && !sameFile && current && !force) {
      throw new RestoreError(
        `DATA_DIR/secret.key (fingerprint ${keyFingerprint(current)}) differs from the archive's key (${needed}): use --force to replace it.`,
      );
    }
    return { write: target.config.SECRET_KEY || sameFile ? null : archiveKey };
  }
  if (!current || keyFingerprint(current) !== needed) {
    throw new RestoreError(
      `The archive's ${manifest.twoFactorSecrets} two-factor secret(s) are encrypted with the SECRET_KEY of fingerprint ${needed}, ` +
        `but this server's key is ${current ? keyFingerprint(current) : 'missing'}. Set SECRET_KEY to the key the backup was made with ` +
        '(or make the backup with --include-secret-key).',
    );
  }
  return { write: null };
}

/**
 * Restores an archive into an empty target (or, with `force`, replaces what the target holds):
 * checks the whole archive first, brings the database to the archive's schema, loads every row,
 * migrates forward to this code's schema, then writes the stored files and the key files.
 */
export async function restoreBackup(
  path: string,
  target: RestoreTarget,
  { force = false } = {},
): Promise<RestoreSummary> {
  const manifest = await verifyArchive(path);
  let archiveKey: Buffer | null = null;
  let vapid: Buffer | null = null;
  if (manifest.entries['keys/secret.key'] || manifest.entries['keys/vapid.json']) {
    await readArchive(path, async (name, body) => {
      if (name === 'keys/secret.key') archiveKey = parseSecretKey((await bufferOf(body)).toString('utf8'));
      if (name === 'keys/vapid.json') vapid = await bufferOf(body);
    });
  }
  const secretPlan = planSecretKey(manifest, archiveKey, target, force);

  const held = await targetContents(target);
  if ((held.accounts > 0 || held.files > 0) && !force) {
    throw new RestoreError(
      `The target already holds data (${held.accounts} accounts, ${held.files} stored files). Nothing was restored; use --force to replace it.`,
    );
  }
  if (force) await emptyTarget(target);
  else if ((await appliedMigrations(target.database.db)) > 0) await emptyTarget(target);

  const folder = await migrationsUpTo(manifest.schemaVersion);
  try {
    await target.database.migrate(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const rows = await loadTables(path, target.database, Object.keys(manifest.tables));
  await target.database.migrate();

  let files = 0;
  await readArchive(path, async (name, body) => {
    const match = /^files\/(public|private)\/(.+)$/.exec(name);
    if (!match) return;
    await target.storage.put(match[2]!, await bufferOf(body), match[1] as FileAcl);
    files += 1;
  });

  if (secretPlan.write) {
    await writeFile(join(target.config.dataDir, 'secret.key'), `${secretPlan.write.toString('hex')}\n`, {
      mode: 0o600,
    });
  }
  const vapidBytes = vapid as Buffer | null;
  if (vapidBytes && !target.config.VAPID_PUBLIC_KEY) {
    await writeFile(join(target.config.dataDir, 'vapid.json'), vapidBytes, { mode: 0o600 });
  }
  return {
    tables: Object.keys(manifest.tables).length,
    rows,
    files,
    schemaFrom: manifest.schemaVersion,
    schemaTo: codeSchemaVersion(),
    wroteSecretKey: Boolean(secretPlan.write),
  };
}
