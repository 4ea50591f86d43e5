/**
 * SIGTERM under load: `npm run bench:shutdown -w bench`.
 * Starts the real server on embedded PGlite over the seeded bench data, loads it with
 * BENCH_CONNECTIONS (100) signed-in idea-list requests (read fresh from the database on every
 * request), sends SIGTERM after SHUTDOWN_LOAD_SECONDS (5) and reports how long the process took to
 * exit, its exit code, and what the clients saw. The server's own limit is SHUTDOWN_TIMEOUT_MS
 * (10,000 by default), after which it exits 1.
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startApiServer } from './lib/api-server';
import { stopSharedServers } from './lib/shared';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const LOAD_SECONDS = Number(process.env.SHUTDOWN_LOAD_SECONDS ?? 5);
const log = (message: string) => void process.stderr.write(`${message}\n`);

const server = await startApiServer('pglite', { signedIn: true });
// With a callback autocannon hands back the running instance (its events and `stop()`).
const load = autocannon(
  {
    url: `${server.url}/api/idea?page=1&pageSize=20`,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS + 60,
    headers: server.headers,
  },
  () => {},
);
const codes: Record<string, number> = {};
let errors = 0;
load.on('response', (_client: unknown, statusCode: number) => {
  codes[statusCode] = (codes[statusCode] ?? 0) + 1;
});
load.on('reqError', () => {
  errors += 1;
});
await new Promise((resolve) => setTimeout(resolve, LOAD_SECONDS * 1000));

log(`SIGTERM after ${LOAD_SECONDS} s of load with ${CONNECTIONS} connections…`);
const load1 = loadavg()[0]!.toFixed(2);
const started = Date.now();
let outcome = 'exit code 0';
try {
  await stopSharedServers().then((problems) => {
    if (problems.length) throw new Error(problems.join('; '));
  });
} catch (error) {
  outcome = error instanceof Error ? error.message : String(error);
}
const exitMs = Date.now() - started;
load.stop();

const answered = Object.entries(codes)
  .map(([code, n]) => `${code}×${n}`)
  .join(', ');
process.stdout.write(
  `SIGTERM under load (PGlite, ${CONNECTIONS} connections, load average ${load1}): exited in ` +
    `${(exitMs / 1000).toFixed(1)} s, ${outcome}; answers ${answered}; connection errors ${errors}\n`,
);
