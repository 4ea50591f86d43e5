import { once } from 'node:events';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { ideaPayload } from './idea.test-helpers';

const { DATABASE_URL, REDIS_URL } = process.env;
// vitest.config.ts runs this file only when both are set; fail loudly if that ever changes.
if (!DATABASE_URL || !REDIS_URL) throw new Error('The two-node idea list test needs DATABASE_URL and REDIS_URL.');

/**
 * Two nodes in one process on the same PostgreSQL schema and Redis (same key prefix), each with its
 * own database handle, so each keeps its own idea list caches as two servers would.
 */
describe('the cached idea list across two nodes sharing PostgreSQL and Redis', () => {
  let nodeA: TestApp;
  let databaseB: DatabaseHandle;
  let nodeB: FastifyInstance;

  beforeAll(async () => {
    nodeA = await buildTestApp();
    const result = (await nodeA.database.db.execute(sql`select current_schema() as schema`)) as unknown as {
      rows: { schema: string }[];
    };
    databaseB = await openDatabase({
      engine: 'postgres',
      url: DATABASE_URL,
      schema: result.rows[0]!.schema,
      poolSize: 2,
    });
    nodeB = await buildApp({ config: nodeA.config, database: databaseB });
    await nodeB.ready();
    await nodeB.cacheEvents.subscribed;
  });

  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
  });
  afterEach(() => vi.useRealTimers());

  /** Runs a write on node A and waits until node B has heard of it. */
  const onA = async <T>(write: () => Promise<T>): Promise<T> => {
    const heard = once(nodeB.cacheEvents, 'ideaLists');
    const result = await write();
    await heard;
    return result;
  };
  const visitorList = async (app: FastifyInstance) =>
    (await api({ app }).call(ideaApi.list, { query: { page: 1, pageSize: 20 } })).data;

  it("shows node B's visitors an idea posted on node A as soon as B hears of it, not when its cache lapses", async () => {
    const author = await buildSignedIn(nodeA.database.db);
    await onA(() =>
      api(nodeA)
        .as(author)
        .call(ideaApi.create, { body: ideaPayload({ name: 'Noodle stall' }) }),
    );
    // The clock stands still: node B's cached page can only go by the announcement.
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = await visitorList(nodeB);
    expect(await visitorList(nodeB)).toEqual(before);

    const res = await onA(() =>
      api(nodeA)
        .as(author)
        .call(ideaApi.create, { body: ideaPayload({ name: 'Rooftop honey' }) }),
    );
    expect(res.status).toBe(200);

    const after = await visitorList(nodeB);
    expect(after.result[0]).toMatchObject({ id: res.data.id, name: 'Rooftop honey' });
    expect(after.totalItems).toBe(before.totalItems + 1);
  });

  it("takes an idea its author hid on node A out of node B's visitor list", async () => {
    const author = await buildSignedIn(nodeA.database.db);
    const idea = (
      await onA(() =>
        api(nodeA)
          .as(author)
          .call(ideaApi.create, { body: ideaPayload({ name: 'Bike repair van' }) }),
      )
    ).data;
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await visitorList(nodeB)).result.map((card) => card.id)).toContain(idea.id);

    const hidden = await onA(() =>
      api(nodeA)
        .as(author)
        .call(ideaApi.hide, { params: { id: idea.id }, body: { isHidden: true } }),
    );
    expect(hidden.status).toBe(200);
    expect((await visitorList(nodeB)).result.map((card) => card.id)).not.toContain(idea.id);
  });
});
