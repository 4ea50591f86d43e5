import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { encryptPassword, type PasswordPublicKey } from '@ideamatch/shared';
import { buildApp } from '../../app';
import { authApi } from '@ideamatch/shared/api/auth';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccountWithPassword } from '../../test/factories';
import { randomIp } from './auth.test-helpers';

const { DATABASE_URL, REDIS_URL } = process.env;
// vitest.config.ts runs this file only when both are set; fail loudly if that ever changes.
if (!DATABASE_URL || !REDIS_URL) throw new Error('The two-node sign-in limit test needs DATABASE_URL and REDIS_URL.');

/** Two nodes on one PostgreSQL schema and one Redis (one key prefix), as behind the load balancer. */
describe('sign-in limits across two nodes', () => {
  let nodeA: TestApp;
  let nodeB: FastifyInstance;
  let key: PasswordPublicKey;

  beforeAll(async () => {
    nodeA = await buildTestApp();
    nodeB = await buildApp({ config: nodeA.config, database: { ...nodeA.database, close: async () => {} } });
    key = (await api(nodeA).call(authApi.publicKey)).data;
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
  });

  const login = async (node: FastifyInstance, username: string, password: string, remoteAddress: string) =>
    (
      await api({ app: node }).call(authApi.login, {
        remoteAddress,
        body: { username, password: await encryptPassword(key, password) },
      })
    ).status;

  it('count failures from one address on either node against one limit, kept in Redis', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 26; i += 1) statuses.push(await login(i % 2 ? nodeB : nodeA.app, `spread-${i}`, 'pw-1', ip));
    expect(statuses.slice(0, 25)).toEqual(Array.from({ length: 25 }, () => 401));
    expect(statuses[25]).toBe(429);
    expect(await login(nodeB, 'spread-0', 'pw-1', ip)).toBe(429);
    const keys = await nodeA.app.redis!.keys(`${nodeA.config.REDIS_KEY_PREFIX}throttle:sign-in-address:*`);
    expect(keys.length).toBeGreaterThan(0);
    // Stored hashed: no address, username or email is readable in Redis.
    expect(keys.join()).not.toContain(ip);
  });

  it("count one account's failures from many addresses on both nodes against one limit", async () => {
    const target = await buildAccountWithPassword(nodeA.database.db, 'right-one');
    for (let i = 0; i < 25; i += 1)
      expect(await login(i % 2 ? nodeB : nodeA.app, target.username, 'pw-1', randomIp())).toBe(401);
    expect(await login(nodeA.app, target.username, 'right-one', randomIp())).toBe(429);
    expect(await login(nodeB, target.username, 'right-one', randomIp())).toBe(429);
  });
});
