import { Worker } from 'node:worker_threads';
import { startApiServer } from '../lib/api-server';
import { defineScenario } from '../lib/scenario';

const BURST = 300;
const log = (message: string): void => void process.stderr.write(`${message}\n`);

/**
 * One idea a burst posts (valid for POST /api/idea), named and described by its number: one person
 * posting the same text a third time within an hour is refused (docs/trust-and-safety.md#spam-limits).
 */
const IDEA = {
  categoryId: 'food',
  description: 'Posted by the write-burst benchmark',
  achievements: ['Posted while health is measured'],
  detail: 'Generated while /api/health is measured.',
  ideaAttachments: [],
};

/**
 * The bursts run in a worker thread: in the runner's own event loop, 300 fetches at a time would
 * delay autocannon's reading of the health answers and show up as health latency. Each post comes
 * from an address of its own (X-Forwarded-For; the server trusts the proxy header), as 300 people
 * posting at once would, so the per-address limit on posting ideas does not turn the burst into
 * 429s. The worker posts each burst's time and the status codes other than 200, and stops after the
 * burst in progress when told to.
 */
const BURST_LOOP = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, burst, idea } = workerData;
let running = true;
let sent = 0;
parentPort.on('message', () => { running = false; });
(async () => {
  while (running) {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: burst }, () =>
        (async (n) => {
          const address = ['10', (n >> 16) & 255, (n >> 8) & 255, n & 255].join('.');
          const res = await fetch(url, {
            method: 'POST',
            headers: { ...headers, 'x-forwarded-for': address },
            body: JSON.stringify({ ...idea, name: 'Burst idea ' + n, description: idea.description + ' #' + n }),
          });
          await res.arrayBuffer();
          return res.status;
        })(sent++).catch(() => 0),
      ),
    );
    const failed = {};
    for (const status of answers) if (status !== 200) failed[status] = (failed[status] ?? 0) + 1;
    parentPort.postMessage({ ms: Date.now() - started, failed });
  }
  parentPort.close();
})();
`;

export default defineScenario({
  name: 'health-write-burst-pglite',
  description: `GET /api/health on embedded PGlite while bursts of ${BURST} concurrent POST /api/idea (somchai) run back to back for the whole measurement: health must keep answering while the database works.`,
  core: true,
  order: 46,
  path: '/api/health',
  async start() {
    const server = await startApiServer('pglite', { signedIn: true });
    const headers = { ...server.headers, 'content-type': 'application/json' };
    const bursts: number[] = [];
    const worker = new Worker(BURST_LOOP, {
      eval: true,
      workerData: { url: `${server.url}/api/idea`, headers, burst: BURST, idea: IDEA },
    });
    worker.on('message', ({ ms, failed }: { ms: number; failed: Record<string, number> }) => {
      bursts.push(ms);
      const codes = Object.entries(failed);
      if (codes.length) log(`  writes failed: ${codes.map(([status, n]) => `${status}×${n}`).join(', ')} of ${BURST}`);
    });
    const done = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    return {
      url: server.url,
      headers: {},
      async stop() {
        worker.postMessage('stop');
        await done;
        log(
          `  write bursts of ${BURST}: ${bursts.length} done, ${bursts.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`,
        );
        await server.stop();
      },
    };
  },
});
