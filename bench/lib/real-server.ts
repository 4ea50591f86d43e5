import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Target } from './scenario';
import { BENCH_HOST, REPO_ROOT, SERVER_COMMAND, TSX_BIN } from './paths';
import { getFreePort } from './ports';
import { preparedData } from './prepared';
import { spawnAndWaitForHealth, stopChild } from './processes';

export type RealServerOptions = {
  /** Extra environment for the server (e.g. RATE_LIMIT_MAX), applied last. */
  env?: Record<string, string>;
  /** How long to wait for GET /api/health to answer 200. */
  readyTimeoutMs?: number;
  /** A tsx script (path from the repo root) run with the server's environment before it starts. */
  prepareScript?: string;
  /**
   * Seeded data to run on, cached between runs (see prepared.ts): the scripts, run once per change of
   * the schema or the scripts, and the engine.
   */
  prepared?: { engine: 'pglite' | 'postgres'; scripts: string[] };
};

export type RealServer = {
  port: number;
  dataDir: string;
  /** The tsx CLI's process id; the server itself runs in its child (see `serverRssBytes`). */
  pid: number | undefined;
} & Target;

/**
 * Starts the real IdeaMatch server (`node --import tsx apps/server/src/server.ts`) with embedded PGlite in a fresh
 * temporary DATA_DIR, on a free port of 127.0.0.1, and waits until /api/health answers 200. `stop()`
 * sends SIGTERM, waits for the exit and removes the data directory.
 */
export async function startRealServer({
  env = {},
  readyTimeoutMs = 90_000,
  prepareScript,
  prepared,
}: RealServerOptions = {}): Promise<RealServer> {
  const port = await getFreePort();
  const url = `http://${BENCH_HOST}:${port}`;
  // External services are dropped so that every run measures the same single-process, embedded setup.
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL']) delete inherited[key];
  const serverEnv: NodeJS.ProcessEnv = {
    ...inherited,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Demo data with the README's passwords, as `npm start` runs it.
    LOCAL_DEMO: '1',
    HOST: BENCH_HOST,
    ...env,
  };
  let dataDir: string;
  let release: () => Promise<void>;
  if (prepared) {
    const data = await preparedData(prepared.engine, prepared.scripts, serverEnv);
    dataDir = data.dataDir;
    release = data.release;
    serverEnv.DATA_DIR = dataDir;
    if (data.databaseUrl) serverEnv.DATABASE_URL = data.databaseUrl;
  } else {
    const dir = await mkdtemp(join(tmpdir(), 'ideamatch-bench-'));
    dataDir = dir;
    release = () => rm(dir, { recursive: true, force: true });
    serverEnv.DATA_DIR = dir;
  }
  try {
    if (prepareScript) {
      await promisify(execFile)(TSX_BIN, [prepareScript], {
        cwd: REPO_ROOT,
        env: serverEnv,
        maxBuffer: 16 * 1024 * 1024,
      });
    }
    const child = await spawnAndWaitForHealth({
      label: 'server',
      command: SERVER_COMMAND.command,
      args: [...SERVER_COMMAND.args, 'apps/server/src/server.ts'],
      env: serverEnv,
      healthUrl: `${url}/api/health`,
      timeoutMs: readyTimeoutMs,
    });
    return {
      url,
      port,
      dataDir,
      pid: child.pid,
      async stop() {
        try {
          const exit = await stopChild(child);
          if (exit.killed) throw new Error('the server did not exit within 15 s of SIGTERM and was killed');
          if (exit.code !== 0)
            throw new Error(
              `the server exited with ${exit.signal ? `signal ${exit.signal}` : `code ${String(exit.code)}`} after SIGTERM`,
            );
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
