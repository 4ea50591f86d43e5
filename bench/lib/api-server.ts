import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startIdeaServer } from './idea-server';
import type { Target } from './scenario';
import { sharedServer } from './shared';

/**
 * The real server over 100,000 seeded ideas, 20,000 people and 50,000 notifications for the demo
 * user somchai (seed-ideas.ts then seed-partners.ts), shared by every scenario of a run that uses it.
 * `signedIn` adds somchai's session as the bearer; without it the request is a visitor's.
 */
export async function startApiServer(engine: 'pglite' | 'postgres', { signedIn = false } = {}): Promise<Target> {
  const server = await sharedServer(`api-${engine}`, async () => {
    const started = await startIdeaServer(engine, {
      scripts: ['bench/prepare/seed-ideas.ts', 'bench/prepare/seed-partners.ts'],
      // Scenarios that act as many people send X-Forwarded-For (see health-write-burst-pglite.ts).
      env: { TRUST_PROXY: '1' },
    });
    const token = (await readFile(join(started.dataDir, 'bench-token'), 'utf8')).trim();
    return { ...started, headers: { authorization: `Bearer ${token}` } };
  });
  return signedIn ? server : { ...server, headers: {} };
}
