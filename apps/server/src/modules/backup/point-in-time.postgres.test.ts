import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWritableDir, startOwnPostgres, type OwnPostgres } from '../../test/own-postgres';

/**
 * The point-in-time recovery recipe of docs/operations.md, run as written on a PostgreSQL cluster of
 * the test's own: WAL archiving with archive_command, a pg_basebackup, then a restore to a moment
 * between two writes.
 */
let cluster: OwnPostgres;
let archive: string;
let base: string;

const query = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  cluster = await startOwnPostgres();
  archive = ownerWritableDir('ideamatch-wal-');
  base = ownerWritableDir('ideamatch-base-');
  cluster.configure([
    'wal_level = replica',
    'archive_mode = on',
    `archive_command = 'test ! -f ${archive}/%f && cp %p ${archive}/%f'`,
    'archive_timeout = 60',
  ]);
  cluster.restart();
});

afterAll(() => {
  cluster?.close();
  rmSync(archive, { recursive: true, force: true });
  rmSync(base, { recursive: true, force: true });
});

describe('point-in-time recovery (docs/operations.md)', () => {
  it('restores the database to a moment between two writes', async () => {
    await query(cluster.url, "create table ideas (name text); insert into ideas values ('before the base backup')");
    cluster.run('pg_basebackup', [
      '-D',
      base,
      '-Ft',
      '-z',
      '-X',
      'fetch',
      '-U',
      'postgres',
      '-h',
      '127.0.0.1',
      '-p',
      String(cluster.port),
    ]);

    await query(cluster.url, "insert into ideas values ('after the base backup')");
    // The moment to return to, then the mistake to undo.
    const [{ target }] = (await query(
      cluster.url,
      "select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00' as target",
    )) as [{ target: string }];
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await query(cluster.url, 'delete from ideas');
    // The current WAL segment is archived now rather than at archive_timeout.
    const [{ segment }] = (await query(cluster.url, 'select pg_walfile_name(pg_switch_wal()) as segment')) as [
      { segment: string },
    ];
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [stats] = await query(cluster.url, 'select last_archived_wal from pg_stat_archiver');
      if (String(stats?.last_archived_wal ?? '') >= segment) break;
      if (Date.now() > deadline) throw new Error(`WAL segment ${segment} was not archived`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // Restore: stop, replace the data directory with the base backup, recover to the target time.
    cluster.stop('fast');
    rmSync(cluster.dataDir, { recursive: true, force: true });
    cluster.run('mkdir', ['-m', '700', cluster.dataDir]);
    cluster.run('tar', ['-xzf', join(base, 'base.tar.gz'), '-C', cluster.dataDir]);
    cluster.configure([
      `restore_command = 'cp ${archive}/%f %p'`,
      `recovery_target_time = '${target}'`,
      "recovery_target_action = 'promote'",
    ]);
    cluster.run('touch', [join(cluster.dataDir, 'recovery.signal')]);
    cluster.start();

    for (const until = Date.now() + 30_000; ;) {
      const [state] = await query(cluster.url, 'select pg_is_in_recovery() as recovering');
      if (!state?.recovering) break;
      if (Date.now() > until) throw new Error('recovery did not finish');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const names = (await query(cluster.url, 'select name from ideas order by name')).map((row) => row.name);
    expect(names).toEqual(['after the base backup', 'before the base backup']);
    // Promoted: it takes writes again.
    await query(cluster.url, "insert into ideas values ('after recovery')");
  });
});
