import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import tar from 'tar-stream';
import { createGzip } from 'node:zlib';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { authApi } from '@ideamatch/shared/api/auth';
import { buildApp } from '../../app';
import { parseEnv } from '../../config/env';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { accounts, ideas } from '../../db/schema/index';
import { buildTestApp, testEngine, type TestApp } from '../../test/build-app';
import { buildAccountWithPassword, buildIdea, buildSignedIn } from '../../test/factories';
import { uploadTestPng } from '../../test/uploads';
import { encryptFor } from '../auth/auth.test-helpers';
import { localDiskDriver, s3Driver } from '../storage/storage.driver';
import { startTestBucket } from '../../test/s3';
import { bufferOf, readArchive } from './archive';
import { createBackup } from './backup.service';
import { requestBackup } from './backup-socket';
import { bucketLister, codeSchemaVersion, restoreBackup, RestoreError, verifyArchive } from './restore.service';

const PASSWORD = 'backup-pass-1';
const work = mkdtempSync(join(tmpdir(), 'ideamatch-backup-test-'));
const SECRET_A = randomBytes(32).toString('hex');
let source: TestApp;
let imageKey: string;
let archive: string;
let proofKey: unknown;

/** An empty database of either engine, as a restore target meets it. */
async function emptyDatabase(
  engine: 'pglite' | 'postgres',
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const handle = await openDatabase({ engine: 'pglite', dataDir: 'memory://' });
    return { handle, drop: () => handle.close() };
  }
  const url = process.env.DATABASE_URL!;
  const schema = `restore_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const handle = await openDatabase({ engine: 'postgres', url, schema, poolSize: 2 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    },
  };
}

/** A restore target: an empty database and an empty data directory, with the given SECRET_KEY. */
async function emptyTarget(engine: 'pglite' | 'postgres', secretKey = SECRET_A) {
  const dataDir = mkdtempSync(join(work, 'target-'));
  const { handle, drop } = await emptyDatabase(engine);
  const config = { SECRET_KEY: secretKey, dataDir, VAPID_PUBLIC_KEY: undefined };
  return { database: handle, storage: localDiskDriver(dataDir), config, dataDir, drop };
}

/** The app a restored target serves, on its own database and data directory. */
async function serve(target: Awaited<ReturnType<typeof emptyTarget>>) {
  const config = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: target.dataDir,
    WEB_DIST: join(target.dataDir, 'no-web'),
    WEB_SSR: join(target.dataDir, 'no-web-ssr'),
    SECRET_KEY: target.config.SECRET_KEY,
  });
  return buildApp({ config, database: target.database });
}

beforeAll(async () => {
  source = await buildTestApp({ env: { SECRET_KEY: SECRET_A } });
  const owner = await buildSignedIn(source.app.db, { username: 'backup.owner', password: PASSWORD });
  imageKey = await uploadTestPng(source.app, owner.headers, 'idea', { color: '#e8590c', size: 64 });
  await buildIdea(source.app.db, owner.account.id, { name: 'ทุเรียนทอดกรอบจันทบุรี' });
  await source.app.db
    .update(accounts)
    .set({ twoFactorSecret: source.app.secretBox.seal('JBSWY3DPEHPK3PXP'), twoFactorEnabledAt: new Date() })
    .where(eq(accounts.id, owner.account.id));
  // The server's proof-of-authorship key exists once a proof is signed or the key is asked for.
  proofKey = (await source.app.inject({ method: 'GET', url: '/api/proof/key' })).json().data;
  archive = join(work, 'first.tar.gz');
  await createBackup({
    db: source.app.db,
    engine: source.database.engine,
    storage: source.app.storage,
    config: source.config,
    out: archive,
  });
});

afterAll(async () => {
  await source.close();
  rmSync(work, { recursive: true, force: true });
});

const signIn = async (app: Awaited<ReturnType<typeof serve>>, username: string) =>
  app.inject({
    method: 'POST',
    url: authApi.login.path,
    payload: { username, password: await encryptFor(app, PASSWORD) },
  });

describe('backup and restore', () => {
  const engines = testEngine === 'postgres' ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

  for (const engine of engines) {
    it(`restores a ${testEngine} archive into an empty ${engine} target that serves the same community`, async () => {
      const manifest = await verifyArchive(archive);
      expect(manifest.schemaVersion).toBe(codeSchemaVersion());
      expect(manifest.twoFactorSecrets).toBe(1);
      const target = await emptyTarget(engine);
      try {
        const summary = await restoreBackup(archive, target);
        expect(summary.rows).toBeGreaterThan(2);
        const app = await serve(target);
        try {
          const login = await signIn(app, 'backup.owner');
          // The password and the second factor came along: sign-in asks for the code.
          expect(login.statusCode).toBe(200);
          expect(login.json().data).toMatchObject({ twoFactorRequired: true });
          expect(
            app.secretBox.open(
              (await app.db.select().from(accounts).where(eq(accounts.username, 'backup.owner')))[0]!.twoFactorSecret!,
            ),
          ).toBe('JBSWY3DPEHPK3PXP');
          // Proofs verify with the same key: the restored server publishes the key the source signed with.
          const restoredKey = await app.inject({ method: 'GET', url: '/api/proof/key' });
          expect(restoredKey.json().data).toEqual(proofKey);
          const [idea] = await app.db.select().from(ideas);
          expect(idea!.name).toBe('ทุเรียนทอดกรอบจันทบุรี');
          const original = await bufferOf((await source.app.storage.get(imageKey, 'public'))!.body);
          const restored = await app.inject({ method: 'GET', url: `/files/${imageKey}` });
          expect(restored.statusCode).toBe(200);
          expect(Buffer.compare(restored.rawPayload, original)).toBe(0);
        } finally {
          await app.close();
        }
      } finally {
        await target.drop();
      }
    });
  }

  it(`restores onto ${testEngine === 'postgres' ? 'PostgreSQL' : 'PGlite'} + an S3 bucket, and refuses a bucket that holds files`, async () => {
    const bucket = await startTestBucket();
    const s3 = {
      bucket: bucket.bucket,
      region: 'us-east-1',
      endpoint: bucket.endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
    const target = await emptyTarget(testEngine);
    try {
      const storage = s3Driver(s3);
      await restoreBackup(archive, { ...target, storage, listBucket: bucketLister(s3) });
      const original = await bufferOf((await source.app.storage.get(imageKey, 'public'))!.body);
      const copied = await bufferOf((await storage.get(imageKey, 'public'))!.body);
      expect(Buffer.compare(copied, original)).toBe(0);
      // An empty database with the same bucket: the bucket's files alone make it a target that holds data.
      const fresh = await emptyTarget(testEngine);
      try {
        await expect(restoreBackup(archive, { ...fresh, storage, listBucket: bucketLister(s3) })).rejects.toThrow(
          /already holds data \(0 accounts, \d+ stored files\)/,
        );
      } finally {
        await fresh.drop();
      }
    } finally {
      await target.drop();
      await bucket.close();
    }
  });

  it('refuses a damaged archive and leaves the target untouched', async () => {
    const damaged = join(work, 'damaged.tar.gz');
    const bytes = readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    writeFileSync(damaged, bytes);
    const target = await emptyTarget('pglite');
    try {
      await expect(restoreBackup(damaged, target)).rejects.toThrow(/damaged/);
      const tables = await target.database.db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_schema = current_schema()`,
      );
      expect((tables as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    } finally {
      await target.drop();
    }
  });

  it('refuses a target that holds data unless --force, then replaces it', async () => {
    const target = await emptyTarget('pglite');
    try {
      await restoreBackup(archive, target);
      await buildAccountWithPassword(target.database.db, 'x'.repeat(10), { username: 'someone.else' });
      await expect(restoreBackup(archive, target)).rejects.toThrow(/already holds data .*--force/);
      await restoreBackup(archive, target, { force: true });
      const names = (await target.database.db.select({ username: accounts.username }).from(accounts)).map(
        (a) => a.username,
      );
      expect(names).toEqual(['backup.owner']);
    } finally {
      await target.drop();
    }
  });

  it('says so when the secret key differs, and restores with the key the archive carries', async () => {
    const other = randomBytes(32).toString('hex');
    const target = await emptyTarget('pglite', other);
    try {
      await expect(restoreBackup(archive, target)).rejects.toThrow(
        /two-factor secret\(s\) are encrypted with the SECRET_KEY of fingerprint/,
      );
      const withKey = join(work, 'with-key.tar.gz');
      await createBackup({
        db: source.app.db,
        engine: source.database.engine,
        storage: source.app.storage,
        config: source.config,
        out: withKey,
        includeSecretKey: true,
      });
      const fileKeyed = await emptyTarget('pglite', '');
      try {
        const summary = await restoreBackup(withKey, {
          ...fileKeyed,
          config: { ...fileKeyed.config, SECRET_KEY: undefined },
        });
        expect(summary.wroteSecretKey).toBe(true);
        expect(readFileSync(join(fileKeyed.dataDir, 'secret.key'), 'utf8').trim()).toBe(SECRET_A);
      } finally {
        await fileKeyed.drop();
      }
    } finally {
      await target.drop();
    }
  });

  it('refuses an archive from a newer schema', async () => {
    const newer = join(work, 'newer.tar.gz');
    const pack = tar.pack();
    const writing = pipeline(pack, createGzip(), createWriteStream(newer));
    await readArchive(archive, async (name, body) => {
      let bytes = await bufferOf(body);
      if (name === 'manifest.json') {
        const manifest = JSON.parse(bytes.toString('utf8')) as { schemaVersion: number };
        bytes = Buffer.from(JSON.stringify({ ...manifest, schemaVersion: manifest.schemaVersion + 1 }));
      }
      pack.entry({ name }, bytes);
    });
    pack.finalize();
    await writing;
    await expect(verifyArchive(newer)).rejects.toThrow(/newer version of IdeaMatch/);
    await expect(verifyArchive(newer)).rejects.toBeInstanceOf(RestoreError);
  });

  it('migrates an archive of an older schema forward', async () => {
    const older = await emptyDatabase('pglite');
    const dataDir = mkdtempSync(join(work, 'older-'));
    try {
      // The schema one migration back, as the release before this one left it.
      const { handle } = older;
      const journal = JSON.parse(
        readFileSync(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
      ) as { entries: unknown[] };
      const folder = mkdtempSync(join(work, 'migrations-'));
      const { cpSync } = await import('node:fs');
      cpSync(new URL('../../db/migrations', import.meta.url), folder, { recursive: true });
      writeFileSync(
        join(folder, 'meta/_journal.json'),
        JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }),
      );
      await handle.migrate(folder);
      await buildAccountWithPassword(handle.db, PASSWORD, { username: 'older.member' });
      const out = join(work, 'older.tar.gz');
      await createBackup({
        db: handle.db,
        engine: 'pglite',
        storage: localDiskDriver(dataDir),
        config: { dataDir, SECRET_KEY: SECRET_A },
        out,
      });
      const target = await emptyTarget('pglite');
      try {
        const summary = await restoreBackup(out, target);
        expect(summary).toMatchObject({ schemaFrom: codeSchemaVersion() - 1, schemaTo: codeSchemaVersion() });
        const app = await serve(target);
        try {
          expect((await signIn(app, 'older.member')).statusCode).toBe(200);
        } finally {
          await app.close();
        }
      } finally {
        await target.drop();
      }
    } finally {
      await older.drop();
    }
  });

  it('is written by the running embedded server while it keeps serving and writing', async () => {
    const live = await buildTestApp({ env: { DATABASE_URL: '', SECRET_KEY: SECRET_A } });
    try {
      await live.app.ready();
      const owner = await buildSignedIn(live.app.db, { username: 'live.owner', password: PASSWORD });
      const key = await uploadTestPng(live.app, owner.headers, 'idea');
      const out = join(work, 'live.tar.gz');
      const writes = Array.from({ length: 20 }, (_, i) =>
        buildIdea(live.app.db, owner.account.id, { name: `Live idea ${i}` }),
      );
      const [summary] = await Promise.all([requestBackup(live.config.dataDir, { out }), ...writes]);
      expect(summary).not.toBeNull();
      expect(summary!.missingFiles).toEqual([]);
      const manifest = await verifyArchive(out);
      // Every file the database names is in the archive.
      expect(manifest.entries[`files/public/${key}`]).toBeDefined();
      // The embedded server's archive restores onto either engine (PostgreSQL when this run has one).
      for (const engine of engines) {
        const target = await emptyTarget(engine);
        try {
          await restoreBackup(out, target);
          const [restored] = await target.database.db.select({ n: count() }).from(ideas);
          expect(restored!.n).toBe(manifest.tables.ideas!.rows);
          expect(manifest.tables.ideas!.rows).toBeGreaterThanOrEqual(1);
        } finally {
          await target.drop();
        }
      }
    } finally {
      await live.close();
    }
  });
});
