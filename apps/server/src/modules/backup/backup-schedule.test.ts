import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRole } from '@ideamatch/shared';
import { dashboardOverviewApi } from '@ideamatch/shared/api/dashboard';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { startTestBucket, type TestBucket } from '../../test/s3';
import { uploadTestPng } from '../../test/uploads';
import { backupStoreFor, runScheduledBackup, type ScheduledBackupDeps } from './backup-schedule';
import { verifyArchive } from './restore.service';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { parseEnv } from '../../config/env';
import { join } from 'node:path';

const at = (iso: string) => new Date(iso);

/**
 * The app's own scheduler runs too (every minute, on the real clock). The status it reads says an
 * attempt was made in 2099, so it never finds a backup due; the test's runs are at moments in 2099.
 */
const SCHEDULER_QUIET = { lastAttemptAt: '2099-01-01T00:00:00.000Z' };
const SECRET_KEY = randomBytes(32).toString('hex');

/** Runs the schedule at the given moments and returns what each run did. */
async function runAt(deps: ScheduledBackupDeps, moments: string[]) {
  const outcomes = [];
  for (const moment of moments) outcomes.push((await runScheduledBackup(deps, at(moment)))?.lastOutcome ?? 'not due');
  return outcomes;
}

describe('scheduled backups to DATA_DIR/backups', () => {
  let t: TestApp;
  let deps: ScheduledBackupDeps;
  const dataDir = mkdtempSync(join(tmpdir(), 'ideamatch-schedule-'));
  beforeAll(async () => {
    mkdirSync(join(dataDir, 'backups'));
    writeFileSync(join(dataDir, 'backups', 'status.json'), JSON.stringify(SCHEDULER_QUIET));
    t = await buildTestApp({ env: { DATA_DIR: dataDir, BACKUP_SCHEDULE: '0 3 * * *', BACKUP_KEEP: '2', SECRET_KEY } });
    await buildSignedIn(t.app.db, { username: 'nightly.member' });
    deps = {
      db: t.app.db,
      engine: t.database.engine,
      storage: t.app.storage,
      config: t.config,
      store: backupStoreFor(t.config),
      log: { info: () => {}, error: () => {} },
    };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes an archive when the schedule comes round, once, and keeps the newest BACKUP_KEEP', async () => {
    expect(
      await runAt(deps, [
        '2099-11-01T03:01:00Z',
        '2099-11-01T03:02:00Z',
        '2099-11-01T23:59:00Z',
        '2099-11-02T03:00:30Z',
        '2099-11-03T04:15:00Z',
      ]),
    ).toEqual(['ok', 'not due', 'not due', 'ok', 'ok']);
    const names = await deps.store.list();
    expect(names).toEqual(['ideamatch-20991102T030030Z.tar.gz', 'ideamatch-20991103T041500Z.tar.gz']);
    const manifest = await verifyArchive(join(t.config.dataDir, 'backups', names[1]!));
    expect(manifest.tables.accounts!.rows).toBe(1);
    const status = JSON.parse(await readFile(join(t.config.dataDir, 'backups', 'status.json'), 'utf8')) as {
      lastOutcome: string;
    };
    expect(status.lastOutcome).toBe('ok');
  });

  it('shows the SuperAdmin the last backup and exports its time as a metric; other staff get 403', async () => {
    const superAdmin = await buildSignedIn(t.app.db, { role: AccountRole.SuperAdmin });
    const admin = await buildSignedIn(t.app.db, { role: AccountRole.Admin });
    const res = await t.app.inject({
      method: 'GET',
      url: dashboardOverviewApi.backup.path,
      headers: superAdmin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      schedule: '0 3 * * *',
      keep: 2,
      lastOutcome: 'ok',
      lastFile: 'ideamatch-20991103T041500Z.tar.gz',
      lastError: null,
    });
    expect(res.json().data.lastBytes).toBeGreaterThan(1000);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: dashboardOverviewApi.backup.path,
      headers: admin.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/^backup_last_success_timestamp_seconds [1-9]\d{9}$/m);
  });

  it('records a failure with its reason, and tries again at the next time', async () => {
    const failing = { ...deps, storage: { ...deps.storage, get: () => Promise.reject(new Error('disk unreadable')) } };
    await uploadTestPng(t.app, (await buildSignedIn(t.app.db)).headers, 'idea');
    expect(await runAt(failing, ['2099-11-04T03:00:00Z'])).toEqual(['failed']);
    expect(await deps.store.readStatus()).toMatchObject({ lastOutcome: 'failed', lastError: 'disk unreadable' });
    expect(await runAt(deps, ['2099-11-04T03:05:00Z', '2099-11-05T03:00:00Z'])).toEqual(['not due', 'ok']);
  });
});

describe('scheduled backups to a bucket', () => {
  let bucket: TestBucket;
  let t: TestApp;
  beforeAll(async () => {
    bucket = await startTestBucket();
    await backupStoreFor(parseEnv({ ...bucket.env, DATA_DIR: tmpdir() })).writeStatus({
      ...(await backupStoreFor(parseEnv({ ...bucket.env, DATA_DIR: tmpdir() })).readStatus()),
      ...SCHEDULER_QUIET,
    });
    t = await buildTestApp({ env: { ...bucket.env, BACKUP_SCHEDULE: '*/30 * * * *', BACKUP_KEEP: '1', SECRET_KEY } });
  });
  afterAll(async () => {
    await t.close();
    await bucket.close();
  });

  it("writes archives under the bucket's backups/ prefix", async () => {
    const owner = await buildSignedIn(t.app.db);
    await uploadTestPng(t.app, owner.headers, 'idea');
    const store = backupStoreFor(t.config);
    const deps = {
      db: t.app.db,
      engine: t.database.engine,
      storage: t.app.storage,
      config: t.config,
      store,
      log: { info: () => {}, error: () => {} },
    };
    expect(await runAt(deps, ['2099-11-01T10:00:00Z', '2099-11-01T10:30:00Z'])).toEqual(['ok', 'ok']);
    expect(store.where).toBe(`s3://${bucket.bucket}/backups/`);
    expect(await store.list()).toEqual(['ideamatch-20991101T103000Z.tar.gz']);
    expect(await store.readStatus()).toMatchObject({
      lastOutcome: 'ok',
      lastFile: 'ideamatch-20991101T103000Z.tar.gz',
    });
  });
});
