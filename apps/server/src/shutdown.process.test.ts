import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword, REALTIME, type PasswordPublicKey } from '@ideamatch/shared';
import { REPO_ROOT } from './config/env';
import { freePort } from './modules/chat/chat.multi-node.helpers';

/** The real server as its own process, on embedded PGlite in a temporary directory (never the shared test database). */
describe('SIGTERM on a running server process', () => {
  let child: ChildProcess;
  let url: string;
  let dataDir: string;
  let exit: Promise<number | null>;

  beforeAll(async () => {
    const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'ideamatch-shutdown-'));
    child = spawn(join(REPO_ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...inherited,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST: join(dataDir, 'no-web'),
        SEED_DEMO: '0',
        SHUTDOWN_TIMEOUT_MS: '20000',
        ADMIN_EMAIL: 'shutdown-admin@example.test',
        ADMIN_PASSWORD: 'shutdown-pass',
      },
      stdio: ['ignore', 'ignore', 'ignore'],
    });
    exit = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 400; i += 1) {
      const ready = await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('server did not start');
  }, 120_000);

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, closes open sockets, and exits 0', async () => {
    // Signed-in realtime clients that reconnect at once when cut, as browsers do.
    const key = ((await (await fetch(`${url}/api/authentication/public-key`)).json()) as { data: PasswordPublicKey })
      .data;
    const login = await fetch(`${url}/api/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'shutdown-admin', password: await encryptPassword(key, 'shutdown-pass') }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
    const clients = Array.from({ length: 5 }, () =>
      io(url, {
        path: REALTIME.path,
        transports: [...REALTIME.transports],
        auth: { token: accessToken },
        forceNew: true,
        reconnectionDelay: 0,
        reconnectionDelayMax: 0,
        randomizationFactor: 0,
      }),
    );
    await Promise.all(clients.map((client) => new Promise<void>((resolve) => client.once('connect', () => resolve()))));

    // A request whose body is still arriving when SIGTERM comes.
    const address = new URL(url);
    const body = JSON.stringify({ username: 'nobody-here', password: 'x'.repeat(40) });
    const response = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: address.hostname,
          port: address.port,
          method: 'POST',
          path: '/api/authentication/login',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 500);
      }, 200);
    });

    // The in-flight request is answered (refused credentials, not a cut connection).
    expect(await response).toBeGreaterThanOrEqual(400);
    expect(await response).toBeLessThan(500);
    expect(await exit).toBe(0);
    for (const client of clients) client.close();
  }, 60_000);
});
