import { startApiServer } from '../lib/api-server';
import { defineScenario } from '../lib/scenario';

const BURST = 300;
const log = (message: string): void => void process.stderr.write(`${message}\n`);

/** One idea a burst posts; valid for POST /api/idea. */
const payload = (n: number) =>
  JSON.stringify({
    name: `Burst idea ${n}`,
    categoryId: 'food',
    description: 'Posted by the write-burst benchmark',
    achievements: [],
    detail: 'Generated while /api/health is measured.',
    ideaAttachments: [],
  });

export default defineScenario({
  name: 'health-write-burst-pglite',
  description: `GET /api/health on embedded PGlite while bursts of ${BURST} concurrent POST /api/idea (somchai) run back to back for the whole measurement: health must keep answering while the database works.`,
  core: true,
  order: 46,
  path: '/api/health',
  async start() {
    const server = await startApiServer('pglite', { signedIn: true });
    const headers = { ...server.headers, 'content-type': 'application/json' };
    let running = true;
    let sent = 0;
    const bursts: number[] = [];
    const loop = (async () => {
      while (running) {
        const started = Date.now();
        const answers = await Promise.all(
          Array.from({ length: BURST }, () =>
            fetch(`${server.url}/api/idea`, { method: 'POST', headers, body: payload(sent++) }).then(
              (res) => res.status,
              () => 0,
            ),
          ),
        );
        const failed = answers.filter((status) => status !== 200).length;
        bursts.push(Date.now() - started);
        if (failed) log(`  ${failed} of ${BURST} writes failed`);
      }
    })();
    return {
      url: server.url,
      headers: {},
      async stop() {
        running = false;
        await loop;
        log(
          `  write bursts of ${BURST}: ${bursts.length} done, ${bursts.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`,
        );
        await server.stop();
      },
    };
  },
});
