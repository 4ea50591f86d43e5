import { startRealServer, type RealServer } from './real-server';

/**
 * The real server over IDEA_COUNT (default 100,000) seeded ideas (or what `scripts` seed), on
 * embedded PGlite or on a fresh copy of a seeded PostgreSQL database (seeded once, then copied from a
 * template database: see prepared.ts). Rate limits are lifted so the load measures the query, not
 * the limiter.
 */
export async function startIdeaServer(
  engine: 'pglite' | 'postgres',
  { scripts = ['bench/prepare/seed-ideas.ts'], env = {} }: { scripts?: string[]; env?: Record<string, string> } = {},
): Promise<RealServer> {
  return startRealServer({
    env: { RATE_LIMIT_MAX: '100000000', ...env },
    prepared: { engine, scripts },
    readyTimeoutMs: 300_000,
  });
}
