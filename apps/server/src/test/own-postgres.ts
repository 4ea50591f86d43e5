import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { appendFileSync, chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The server binaries of the PostgreSQL installed on this machine (Debian: /usr/lib/postgresql/<v>/bin). */
function binaries(): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!version) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  return join(root, version, 'bin');
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export type OwnPostgres = {
  url: string;
  port: number;
  dataDir: string;
  /** Runs a program (pg_basebackup, pg_ctl, or tar …) as the cluster's owner. */
  run: (program: string, args: string[]) => string;
  start: () => void;
  stop: (mode?: 'fast' | 'immediate') => void;
  /** Stops or starts the server without blocking the test's event loop (traffic goes on meanwhile). */
  stopInBackground: () => Promise<void>;
  startInBackground: () => Promise<void>;
  restart: () => void;
  /** Adds lines to postgresql.conf (takes effect at the next start). */
  configure: (lines: string[]) => void;
  close: () => void;
};

/**
 * A PostgreSQL cluster of the test's own, in a temporary directory on a free port, so a test can
 * stop, restart or recover it without touching the shared server. PostgreSQL refuses to run as
 * root, so its programs run as the `postgres` account when the test is root.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = binaries();
  const base = mkdtempSync(join(tmpdir(), 'ideamatch-pg-'));
  chmodSync(base, 0o777);
  const dataDir = join(base, 'data');
  const asOwner = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    // PostgreSQL's own programs from its bin directory, anything else (tar, mkdir) from the PATH.
    const command = existsSync(join(bin, program)) ? join(bin, program) : program;
    const result = asOwner
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const configure = (lines: string[]) => appendFileSync(join(dataDir, 'postgresql.conf'), `\n${lines.join('\n')}\n`);
  configure([`port = ${port}`, "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${base}'`, 'fsync = off']);
  const log = join(base, 'server.log');
  const start = () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-l', log, '-w', '-t', '60', 'start']);
    } catch (error) {
      const tail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-15).join('\n') : '';
      throw new Error(`${(error as Error).message}\n${tail}`);
    }
  };
  const stop = (mode: 'fast' | 'immediate' = 'fast') => void run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  const inBackground = async (args: string[]) => {
    const command = join(bin, 'pg_ctl');
    await (asOwner
      ? promisify(execFile)('runuser', ['-u', 'postgres', '--', command, ...args])
      : promisify(execFile)(command, args));
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    run,
    start,
    stop,
    stopInBackground: () => inBackground(['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    startInBackground: () => inBackground(['-D', dataDir, '-l', log, '-w', '-t', '60', 'start']),
    restart: () => void run('pg_ctl', ['-D', dataDir, '-l', log, '-m', 'fast', '-w', 'restart']),
    configure,
    close: () => {
      try {
        stop('immediate');
      } catch {
        // Already stopped.
      }
      rmSync(base, { recursive: true, force: true });
    },
  };
}

/** A directory the cluster's owner can write (for WAL archives and base backups). */
export function ownerWritableDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o777);
  return dir;
}
