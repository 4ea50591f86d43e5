import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startRealServer } from './real-server';
import type { Target } from './scenario';

/**
 * The real server (embedded PGlite) over PEOPLE_COUNT seeded people and NOTIFICATION_COUNT
 * notifications for somchai, with somchai's session token as the bearer. Rate limits are lifted.
 */
export async function startPartnerServer(): Promise<Target> {
  const server = await startRealServer({
    env: { RATE_LIMIT_MAX: '100000000' },
    prepareScript: 'bench/prepare/seed-partners.ts',
    readyTimeoutMs: 300_000,
  });
  const token = (await readFile(join(server.dataDir, 'bench-token'), 'utf8')).trim();
  return { ...server, headers: { authorization: `Bearer ${token}` } };
}
