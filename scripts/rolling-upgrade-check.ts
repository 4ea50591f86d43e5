/**
 * `npm run check:rolling` (in CI): proves a node-by-node upgrade works. The release before the newest
 * migration (the first parent of the commit that brought it) is checked out beside this one and its
 * server is started on a database that THIS code migrated and seeded; then every read of that
 * release's API contract the web app can make is sent to it, signed in as a member and as staff,
 * along with the writes a visitor's first minutes make. No answer may be a 5xx.
 *
 * Its packages come from this checkout's node_modules; its own workspace packages from its tree.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const git = (args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const tsx = join(root, 'node_modules/.bin/tsx');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A node_modules for the previous tree: this checkout's packages, the previous tree's workspaces. */
function linkModules(previous: string) {
  const modules = join(previous, 'node_modules');
  mkdirSync(join(modules, '@ideamatch'), { recursive: true });
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name === '@ideamatch' || name === '.bin' || name.startsWith('.')) continue;
    symlinkSync(join(root, 'node_modules', name), join(modules, name));
  }
  symlinkSync(join(root, 'node_modules/.bin'), join(modules, '.bin'));
  const workspaces = { shared: 'packages/shared', server: 'apps/server', web: 'apps/web', e2e: 'e2e', bench: 'bench' };
  for (const [name, path] of Object.entries(workspaces))
    symlinkSync(join(previous, path), join(modules, '@ideamatch', name));
}

async function waitForReady(base: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the previous release's server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the previous release's server did not become ready");
}

type Endpoint = { method: string; path: string; summary: string };

async function main() {
  const migrationCommit = git(['log', '-1', '--first-parent', '--format=%H', '--', 'apps/server/src/db/migrations']);
  const previousCommit = git(['rev-parse', `${migrationCommit}^1`]);
  const work = mkdtempSync(join(tmpdir(), 'ideamatch-rolling-'));
  const previous = join(work, 'previous');
  const dataDir = join(work, 'data');
  let server: ChildProcess | null = null;
  try {
    git(['worktree', 'add', '--detach', previous, previousCommit]);
    linkModules(previous);
    console.log(
      `previous release: ${previousCommit.slice(0, 10)} (before ${migrationCommit.slice(0, 10)}, the newest migration)`,
    );

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      NODE_ENV: 'production',
      LOCAL_DEMO: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      DATABASE_URL: '',
      REDIS_URL: '',
    };
    // This code migrates the database to the newest schema and seeds the demo, as its first node would.
    const tokens = JSON.parse(
      execFileSync(tsx, ['e2e/support/prepare-database.ts'], { cwd: root, env, encoding: 'utf8' }),
    ) as { adminToken: string; userToken: string };

    // The previous release serves that database, as a node not yet upgraded does.
    server = spawn(tsx, ['apps/server/src/server.ts'], { cwd: previous, env, stdio: ['ignore', 'ignore', 'inherit'] });
    await waitForReady(base, server);

    const { allEndpoints } = (await import(pathToFileURL(join(previous, 'packages/shared/src/api/index.ts')).href)) as {
      allEndpoints: () => { name: string; endpoint: Endpoint }[];
    };
    const get = (path: string, token?: string) =>
      fetch(base + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const list = (await (await get('/api/idea?pageSize=5')).json()) as { data: { result: { id: string }[] } };
    const ideaId = list.data.result[0]!.id;
    const profile = (await (await get('/api/account/profile', tokens.userToken)).json()) as { data: { id: string } };
    const fill = (path: string) =>
      path.replace(/:(\w+)/g, (_match, name: string) =>
        /^(accountId|userId)$/.test(name) || path.startsWith('/api/account') ? profile.data.id : ideaId,
      );

    const failures: string[] = [];
    let sent = 0;
    const expectNo5xx = async (label: string, res: Promise<Response>) => {
      const reply = await res;
      sent += 1;
      if (reply.status >= 500) failures.push(`${label}: ${reply.status} ${(await reply.text()).slice(0, 200)}`);
    };
    for (const { endpoint } of allEndpoints()) {
      if (endpoint.method !== 'GET') continue;
      const path = fill(endpoint.path);
      const token = endpoint.path.startsWith('/api/dashboard') ? tokens.adminToken : tokens.userToken;
      await expectNo5xx(`GET ${endpoint.path}`, get(path, token));
      await expectNo5xx(`GET ${endpoint.path} (visitor)`, get(path));
    }
    // The writes of a member's first minutes, through the previous release's routes: they succeed.
    const send = (method: string, path: string, body?: unknown) =>
      fetch(base + path, {
        method,
        headers: {
          authorization: `Bearer ${tokens.userToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    for (const [label, reply] of [
      ['comment on an idea', send('POST', `/api/idea/${ideaId}/comment`, { text: 'Rolling upgrade check' })],
      ['save an idea', send('PUT', `/api/idea/${ideaId}/bookmark`)],
    ] as const) {
      const res = await reply;
      sent += 1;
      if (res.status !== 200) failures.push(`${label}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    }

    console.log(
      `rolling upgrade: ${sent} requests to the previous release on the newest schema, ${failures.length} failed`,
    );
    if (failures.length) {
      for (const failure of failures) console.error(`  ${failure}`);
      process.exitCode = 1;
    }
  } finally {
    server?.kill('SIGTERM');
    git(['worktree', 'remove', '--force', previous]);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`rolling upgrade check failed: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
