import { encryptPassword, type PasswordPublicKey } from '../../packages/shared/src/password-transport';
import { startIdeaServer } from './idea-server';
import type { Target } from './scenario';

type Envelope<T> = { data: T };

/** Logs in as the demo SuperAdmin through the real login route; returns the bearer token. */
async function adminToken(url: string): Promise<string> {
  const key = ((await (await fetch(`${url}/api/authentication/public-key`)).json()) as Envelope<PasswordPublicKey>)
    .data;
  const res = await fetch(`${url}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: await encryptPassword(key, 'admin1234'), isDashboard: true }),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status}`);
  return ((await res.json()) as Envelope<{ accessToken: string }>).data.accessToken;
}

/**
 * The real server over 100,000 seeded accounts and 100,000 seeded ideas (bench/prepare/seed-dashboard.ts),
 * with the demo SuperAdmin's session header, for the dashboard tables.
 */
export async function startDashboardServer(engine: 'pglite' | 'postgres'): Promise<Target> {
  const server = await startIdeaServer(engine, { scripts: ['bench/prepare/seed-dashboard.ts'] });
  try {
    return { ...server, headers: { authorization: `Bearer ${await adminToken(server.url)}` } };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
