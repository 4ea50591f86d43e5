import { execFile, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FullConfig } from '@playwright/test';

const execFileAsync = promisify(execFile);

const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
// Per runner process, so two runs on one machine never stop each other's server.
export const STATE_FILE = join(tmpdir(), `ideamatch-e2e-state-${process.pid}.json`);

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });

async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server at ${url} did not become healthy in ${timeoutMs} ms`);
}

/** What a test needs of one server: its address, sessions of the demo admin and member, its log. */
export type E2eServer = { baseURL: string; adminToken: string; userToken: string; serverLog: string };

/** One started server process and its data directory (global-teardown stops and removes them). */
type Started = E2eServer & { pid: number; dataDir: string };

/** Starts one real server (built SPA, fresh PGlite with demo data) on a free port. */
async function startServer(): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ideamatch-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    NODE_ENV: 'production',
    // The README's demo: demo data with the passwords it prints, as `npm start` runs it.
    LOCAL_DEMO: '1',
    // Info, so the log holds the mail the server prints without SMTP (tests read links from it).
    LOG_LEVEL: 'info',
    // As behind the deployment's proxy: the sign-ins and sign-ups specs make through the API come
    // from addresses of their own (support/api.ts), so per-address limits count real repeats only.
    TRUST_PROXY: '1',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const tsx = join(REPO_ROOT, 'node_modules/.bin/tsx');
  const { stdout } = await execFileAsync(tsx, ['e2e/support/prepare-database.ts'], {
    cwd: REPO_ROOT,
    env,
    encoding: 'utf8',
  });
  const tokens = JSON.parse(stdout) as { adminToken: string; userToken: string };
  // The built server (test:e2e builds first), as `npm start` and production run it.
  const server = spawn(process.execPath, ['apps/server/dist/bin/server.js'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: false,
  });
  // The whole log goes to a file; warnings and errors also to the console.
  const serverLog = join(dataDir, 'server.log');
  const logFile = createWriteStream(serverLog);
  createInterface({ input: server.stdout! }).on('line', (line) => {
    logFile.write(`${line}\n`);
    const level = (() => {
      try {
        return (JSON.parse(line) as { level?: number }).level ?? 0;
      } catch {
        return 50;
      }
    })();
    if (level >= 40) process.stdout.write(`${line}\n`);
  });
  return { pid: server.pid!, dataDir, baseURL, serverLog, ...tokens };
}

/**
 * Starts one server per worker, each with its own fresh copy of the demo data: specs change demo
 * people (passwords, requests, notifications read), so two specs running at once must never share a
 * database. Each worker uses the server of its parallel index (support/test.ts).
 */
export default async function globalSetup(config: FullConfig) {
  const starts = await Promise.allSettled(Array.from({ length: Math.max(1, config.workers) }, startServer));
  const started = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    // No test runs: the servers that did start are stopped here, not left behind.
    for (const { pid } of started) process.kill(pid, 'SIGTERM');
    throw failed.reason;
  }
  writeFileSync(STATE_FILE, JSON.stringify(started.map(({ pid, dataDir }) => ({ pid, dataDir }))));
  await Promise.all(started.map((server) => waitForHealth(server.baseURL, 90_000)));
  const servers: E2eServer[] = started.map(({ baseURL, adminToken, userToken, serverLog }) => ({
    baseURL,
    adminToken,
    userToken,
    serverLog,
  }));
  process.env.E2E_SERVERS = JSON.stringify(servers);
}
