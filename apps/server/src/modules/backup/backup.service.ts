import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FileAcl } from '@ideamatch/shared';
import { imageVariantKeys } from '@ideamatch/shared/image-variants';
import type { AppConfig } from '../../config/env';
import type { Database, DatabaseHandle } from '../../db/client';
import { parseSecretKey } from '../../lib/secret-box';
import type { StorageDriver } from '../storage/storage.driver';
import { ArchiveWriter, MANIFEST_ENTRY, type EntryDigest } from './archive';
import { appliedMigrations, listTables, quoteIdent, rowsOf } from './backup.repository';

export const ARCHIVE_FORMAT = 'ideamatch-backup';
export const ARCHIVE_FORMAT_VERSION = 1;

export type BackupManifest = {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  createdAt: string;
  /** Where the data came from: the embedded PGlite or PostgreSQL, the local disk or a bucket. */
  source: { engine: DatabaseHandle['engine']; storage: StorageDriver['kind'] };
  /** How many migrations the database had applied: a restore migrates forward from here. */
  schemaVersion: number;
  tables: Record<string, { rows: number }>;
  files: { count: number; bytes: number };
  /** Files the database named that storage no longer held when they were copied. */
  missingFiles: string[];
  /** SHA-256 (first 16 hex digits) of the key that encrypts two-factor secrets, when there is one. */
  secretKey: { fingerprint: string | null; included: boolean };
  /** Two-factor secrets in the data: a restore needs the same SECRET_KEY for them. */
  twoFactorSecrets: number;
  /** Every other entry of the archive with its size and SHA-256. */
  entries: Record<string, EntryDigest>;
};

export type BackupSummary = {
  path: string;
  bytes: number;
  sha256: string;
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
  missingFiles: string[];
  includesSecretKey: boolean;
};

/** The first 16 hex digits of a key's SHA-256: says which key, tells nothing of it. */
export const keyFingerprint = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 16);

/** The key that encrypts two-factor secrets, as this configuration has it (never made here). */
export function currentSecretKey(config: Pick<AppConfig, 'SECRET_KEY' | 'dataDir'>): Buffer | null {
  if (config.SECRET_KEY) return parseSecretKey(config.SECRET_KEY);
  const path = join(config.dataDir, 'secret.key');
  return existsSync(path) ? parseSecretKey(readFileSync(path, 'utf8')) : null;
}

const ROWS_PER_READ = 1000;

type TableDump = { table: string; path: string; rows: number };
type StoredKey = { key: string; acl: FileAcl };

/**
 * Writes every table of one snapshot (a repeatable-read, read-only transaction, so rows written
 * meanwhile are either all in or all out) to ndjson files under `dir`, and returns them with the
 * stored files the snapshot names.
 */
async function dumpDatabase(db: Database, dir: string) {
  return db.transaction(
    async (tx) => {
      const schemaVersion = await appliedMigrations(tx);
      const tables = await listTables(tx);
      const dumps: TableDump[] = [];
      for (const table of tables) {
        const path = join(dir, `${table}.ndjson`);
        const out = createWriteStream(path);
        let rows = 0;
        // Pages by physical row address: stable inside the snapshot, and no key the table must have.
        for (let after = '(0,0)'; ;) {
          const page = await rowsOf<{ c: string; r: string }>(
            tx,
            sql`select ctid::text as c, row_to_json(t)::text as r from ${sql.raw(quoteIdent(table))} t
                where ctid > ${after}::tid order by ctid limit ${ROWS_PER_READ}`,
          );
          for (const row of page) if (!out.write(`${row.r}\n`)) await once(out, 'drain');
          rows += page.length;
          if (page.length < ROWS_PER_READ) break;
          after = page.at(-1)!.c;
        }
        out.end();
        await once(out, 'close');
        dumps.push({ table, path, rows });
      }
      const stored = await rowsOf<StoredKey>(tx, sql`select key, acl from uploads order by key`);
      const secrets = await rowsOf<{ n: number }>(
        tx,
        sql`select count(*)::int as n from accounts where two_factor_secret is not null`,
      );
      return { schemaVersion, dumps, stored, twoFactorSecrets: secrets[0]?.n ?? 0 };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export type BackupOptions = {
  db: Database;
  engine: DatabaseHandle['engine'];
  storage: StorageDriver;
  config: Pick<AppConfig, 'SECRET_KEY' | 'dataDir' | 'VAPID_PUBLIC_KEY'>;
  out: string;
  includeSecretKey?: boolean;
};

/**
 * Writes one archive of everything the product stores: every table, every stored file the
 * database names (with its WebP copies), the generated VAPID pair and, when asked, the secret key.
 * Safe while the server serves: the tables come from one snapshot and the files it names are
 * copied after it. A failure removes the partial archive.
 */
export async function createBackup(options: BackupOptions): Promise<BackupSummary> {
  const { db, storage, config, out } = options;
  const work = await mkdtemp(join(tmpdir(), 'ideamatch-backup-'));
  const writer = new ArchiveWriter(out);
  try {
    const snapshot = await dumpDatabase(db, work);
    const entries: BackupManifest['entries'] = {};
    const missingFiles: string[] = [];
    let files = 0;
    let fileBytes = 0;

    for (const { key, acl } of snapshot.stored) {
      for (const [i, name] of [key, ...imageVariantKeys(key)].entries()) {
        const file = await storage.get(name, acl);
        if (!file) {
          // WebP copies are made after an upload is saved; only a missing original is reported.
          if (i === 0) missingFiles.push(`${acl}/${name}`);
          continue;
        }
        const body = file.size === undefined ? Buffer.concat((await file.body.toArray()) as Buffer[]) : file.body;
        const size = Buffer.isBuffer(body) ? body.length : file.size!;
        const entry = `files/${acl}/${name}`;
        entries[entry] = await writer.add(entry, body, size);
        files += 1;
        fileBytes += size;
      }
    }

    const tables: BackupManifest['tables'] = {};
    for (const dump of snapshot.dumps) {
      const entry = `db/${dump.table}.ndjson`;
      entries[entry] = await writer.add(entry, createReadStream(dump.path), (await stat(dump.path)).size);
      tables[dump.table] = { rows: dump.rows };
    }

    const secretKey = currentSecretKey(config);
    if (options.includeSecretKey) {
      if (!secretKey) throw new Error('--include-secret-key: this server has no SECRET_KEY and no DATA_DIR/secret.key');
      entries['keys/secret.key'] = await writer.add(
        'keys/secret.key',
        Buffer.from(`${secretKey.toString('hex')}\n`),
        65,
      );
    }
    const vapidPath = join(config.dataDir, 'vapid.json');
    if (!config.VAPID_PUBLIC_KEY && existsSync(vapidPath)) {
      const vapid = await readFile(vapidPath);
      entries['keys/vapid.json'] = await writer.add('keys/vapid.json', vapid, vapid.length);
    }

    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      source: { engine: options.engine, storage: storage.kind },
      schemaVersion: snapshot.schemaVersion,
      tables,
      files: { count: files, bytes: fileBytes },
      missingFiles,
      secretKey: {
        fingerprint: secretKey ? keyFingerprint(secretKey) : null,
        included: Boolean(options.includeSecretKey),
      },
      twoFactorSecrets: snapshot.twoFactorSecrets,
      entries,
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await writer.add(MANIFEST_ENTRY, manifestBytes, manifestBytes.length);
    const archive = await writer.close();
    return {
      path: out,
      bytes: archive.size,
      sha256: archive.sha256,
      tables: snapshot.dumps.length,
      rows: snapshot.dumps.reduce((sum, dump) => sum + dump.rows, 0),
      files,
      fileBytes,
      missingFiles,
      includesSecretKey: Boolean(options.includeSecretKey),
    };
  } catch (error) {
    writer.abort(error as Error);
    await unlink(out).catch(() => undefined);
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** What `npm run backup` prints. */
export function describeBackup(summary: BackupSummary): string {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return [
    `Backup written to ${summary.path}`,
    `  database: ${summary.tables} tables, ${summary.rows} rows`,
    `  files:    ${summary.files} (${mb(summary.fileBytes)})`,
    `  secret key: ${summary.includesSecretKey ? 'included (keep this archive as secret as the key)' : 'not included (restore with the same SECRET_KEY)'}`,
    ...(summary.missingFiles.length
      ? [
          `  warning: ${summary.missingFiles.length} file(s) the database names were missing from storage: ${summary.missingFiles.slice(0, 5).join(', ')}`,
        ]
      : []),
    `  archive:  ${mb(summary.bytes)}, SHA-256 ${summary.sha256}`,
  ].join('\n');
}
