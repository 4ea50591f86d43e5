import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startIdeaServer } from './idea-server';
import type { Target } from './scenario';

/**
 * The real server (embedded PGlite or a fresh PostgreSQL database) over PEOPLE_COUNT seeded people
 * and NOTIFICATION_COUNT notifications for somchai, with somchai's session token as the bearer.
 * Rate limits are lifted.
 */
export async function startPartnerServer(engine: 'pglite' | 'postgres'): Promise<Target> {
  const server = await startIdeaServer(engine, { scripts: ['bench/prepare/seed-partners.ts'] });
  const token = (await readFile(join(server.dataDir, 'bench-token'), 'utf8')).trim();
  return { ...server, headers: { authorization: `Bearer ${token}` } };
}
