import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Starts the real server (built SPA, fresh PGlite with demo data) on a free port. */
export default async function globalSetup() {
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
  const tokens = JSON.parse(
    execFileSync(tsx, ['e2e/support/prepare-database.ts'], { cwd: REPO_ROOT, env, encoding: 'utf8' }),
  ) as { adminToken: string; userToken: string };
  process.env.E2E_ADMIN_TOKEN = tokens.adminToken;
  process.env.E2E_USER_TOKEN = tokens.userToken;
  const server = spawn(tsx, ['apps/server/src/server.ts'], {
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
  process.env.E2E_SERVER_LOG = serverLog;
  writeFileSync(STATE_FILE, JSON.stringify({ pid: server.pid, dataDir, baseURL }));
  process.env.E2E_BASE_URL = baseURL;
  await waitForHealth(baseURL, 90_000);
}
