import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { CronExpressionParser } from 'cron-parser';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env';
import type { Database, DatabaseHandle } from '../../db/client';
import { s3ClientFor, s3OptionsOf, type StorageDriver } from '../storage/storage.driver';
import { createBackup } from './backup.service';

/** What the dashboard and the metric say of scheduled backups, kept beside the archives. */
export type BackupStatus = {
  lastAttemptAt: string | null;
  lastSuccessAt: string | null;
  lastOutcome: 'ok' | 'failed' | 'running' | null;
  lastFile: string | null;
  lastBytes: number | null;
  lastDurationMs: number | null;
  lastError: string | null;
};

const EMPTY_STATUS: BackupStatus = {
  lastAttemptAt: null,
  lastSuccessAt: null,
  lastOutcome: null,
  lastFile: null,
  lastBytes: null,
  lastDurationMs: null,
  lastError: null,
};

const STATUS_FILE = 'status.json';
const ARCHIVE_NAME = /^ideamatch-\d{8}T\d{6}Z\.tar\.gz$/;
const archiveName = (at: Date) =>
  `ideamatch-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`;

/** Where scheduled archives go: DATA_DIR/backups, or the bucket's `backups/` prefix. */
export type BackupStore = {
  where: string;
  readStatus: () => Promise<BackupStatus>;
  writeStatus: (status: BackupStatus) => Promise<void>;
  /** Moves a finished archive into the store under `name`. */
  keep: (file: string, name: string) => Promise<void>;
  /** The stored archives' names, oldest first. */
  list: () => Promise<string[]>;
  remove: (name: string) => Promise<void>;
};

function localStore(dir: string): BackupStore {
  return {
    where: dir,
    readStatus: async () => {
      try {
        return { ...EMPTY_STATUS, ...(JSON.parse(await readFile(join(dir, STATUS_FILE), 'utf8')) as BackupStatus) };
      } catch {
        return EMPTY_STATUS;
      }
    },
    writeStatus: async (status) => {
      await mkdir(dir, { recursive: true });
      // Written aside then renamed, so a reader never sees half a file.
      await writeFile(join(dir, `${STATUS_FILE}.tmp`), JSON.stringify(status, null, 2));
      await rename(join(dir, `${STATUS_FILE}.tmp`), join(dir, STATUS_FILE));
    },
    keep: async (file, name) => {
      await mkdir(dir, { recursive: true });
      await rename(file, join(dir, name)).catch(async () => {
        // Another file system (a temporary directory elsewhere): copy through a stream instead.
        await writeFile(join(dir, name), createReadStream(file));
      });
    },
    list: async () =>
      ((await readdir(dir).catch(() => [])) as string[]).filter((name) => ARCHIVE_NAME.test(name)).sort(),
    remove: (name) => rm(join(dir, name), { force: true }),
  };
}

function bucketStore(client: S3Client, bucket: string): BackupStore {
  const prefix = 'backups/';
  return {
    where: `s3://${bucket}/${prefix}`,
    readStatus: async () => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + STATUS_FILE }));
        return { ...EMPTY_STATUS, ...(JSON.parse(await object.Body!.transformToString()) as BackupStatus) };
      } catch (error) {
        if (
          error instanceof NoSuchKey ||
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        ) {
          return EMPTY_STATUS;
        }
        throw error;
      }
    },
    writeStatus: async (status) => {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: prefix + STATUS_FILE,
          Body: JSON.stringify(status, null, 2),
          ContentType: 'application/json',
        }),
      );
    },
    keep: async (file, name) => {
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: prefix + name,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: 'application/gzip',
        }),
      );
    },
    list: async () => {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key!.slice(prefix.length);
          if (ARCHIVE_NAME.test(name)) names.push(name);
        }
        token = page.NextContinuationToken;
      } while (token);
      return names.sort();
    },
    remove: async (name) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: prefix + name }));
    },
  };
}

/** The store of this configuration. */
export function backupStoreFor(config: Pick<AppConfig, 'dataDir'> & Parameters<typeof s3OptionsOf>[0]): BackupStore {
  const s3 = s3OptionsOf(config);
  return s3 ? bucketStore(s3ClientFor(s3), s3.bucket) : localStore(join(config.dataDir, 'backups'));
}

/** The latest time the schedule named at or before `now` (cron-parser's prev() is strictly before its start). */
export const lastScheduledAt = (schedule: string, now: Date): Date =>
  CronExpressionParser.parse(schedule, { currentDate: new Date(now.getTime() + 1000), tz: 'UTC' })
    .prev()
    .toDate();

export type ScheduledBackupDeps = {
  db: Database;
  engine: DatabaseHandle['engine'];
  storage: StorageDriver;
  config: AppConfig;
  store: BackupStore;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
};

/**
 * Writes an archive when the schedule has come round since the last attempt (checked every minute
 * by the job queue, one node at a time; the attempt is recorded first so another node does not
 * start the same one), then keeps only the newest BACKUP_KEEP archives. Returns the outcome, or
 * null when no backup was due.
 */
export async function runScheduledBackup(deps: ScheduledBackupDeps, now = new Date()): Promise<BackupStatus | null> {
  const { config, store } = deps;
  if (!config.BACKUP_SCHEDULE) return null;
  const due = lastScheduledAt(config.BACKUP_SCHEDULE, now);
  const before = await store.readStatus();
  if (before.lastAttemptAt && new Date(before.lastAttemptAt) >= due) return null;

  const started = Date.now();
  await store.writeStatus({ ...before, lastAttemptAt: now.toISOString(), lastOutcome: 'running', lastError: null });
  const work = await mkdtemp(join(tmpdir(), 'ideamatch-scheduled-'));
  const name = archiveName(now);
  let status: BackupStatus;
  try {
    const summary = await createBackup({
      db: deps.db,
      engine: deps.engine,
      storage: deps.storage,
      config,
      out: join(work, name),
    });
    await store.keep(summary.path, name);
    const archives = await store.list();
    for (const old of archives.slice(0, Math.max(0, archives.length - config.BACKUP_KEEP))) await store.remove(old);
    status = {
      lastAttemptAt: now.toISOString(),
      lastSuccessAt: new Date().toISOString(),
      lastOutcome: 'ok',
      lastFile: name,
      lastBytes: summary.bytes,
      lastDurationMs: Date.now() - started,
      lastError: null,
    };
    deps.log.info({ file: name, bytes: summary.bytes, where: store.where }, 'scheduled backup written');
  } catch (error) {
    status = {
      ...before,
      lastAttemptAt: now.toISOString(),
      lastOutcome: 'failed',
      lastDurationMs: Date.now() - started,
      lastError: (error as Error).message,
    };
    deps.log.error({ err: error }, 'scheduled backup failed');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  await store.writeStatus(status);
  return status;
}
