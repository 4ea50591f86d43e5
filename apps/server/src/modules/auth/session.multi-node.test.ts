import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { accountApi } from '@ideamatch/shared/api/account';
import { authApi } from '@ideamatch/shared/api/auth';
import { api } from '../../test/api-client';
import { buildSignedIn } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { connectSocket, listenOnFreePort, type TestSocket } from '../../test/sockets';

const { DATABASE_URL, REDIS_URL } = process.env;
// vitest.config.ts runs this file only when both are set; fail loudly if that ever changes.
if (!DATABASE_URL || !REDIS_URL) throw new Error('The two-node session test needs DATABASE_URL and REDIS_URL.');

/**
 * Two nodes in one process: node A owns the test database; node B is a second app on the same
 * PostgreSQL schema and the same Redis (same key prefix), with its own session cache.
 */
describe('sessions across two nodes sharing PostgreSQL and Redis', () => {
  let nodeA: TestApp;
  let nodeB: FastifyInstance;
  let baseB: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    nodeA = await buildTestApp();
    // Node B must not close the shared database handle before node A is done with it.
    nodeB = await buildApp({ config: nodeA.config, database: { ...nodeA.database, close: async () => {} } });
    baseB = await listenOnFreePort(nodeB);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await nodeB?.close();
    await nodeA?.close();
  });

  const profileOn = async (app: FastifyInstance, token: string) =>
    (await api({ app }).as(token).call(accountApi.profile)).status;

  it('logout on node A is refused at once on node B, whose cache had the session, and B cuts its socket', async () => {
    const person = await buildSignedIn(nodeA.database.db);
    // Node B resolves (and caches) the session.
    expect(await profileOn(nodeB, person.token)).toBe(200);
    expect(await profileOn(nodeB, person.token)).toBe(200);
    const socket = await connectSocket(baseB, person.token);
    sockets.push(socket);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const res = await api(nodeA).as(person).call(authApi.logout);
    expect(res.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(await profileOn(nodeB, person.token)).toBe(401);
  });
});
