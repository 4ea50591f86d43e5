import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { api } from '../../test/api-client';
import { buildIdea, buildSignedIn } from '../../test/factories';
import { chatApi } from '@ideamatch/shared/api/chat';
import { notificationApi } from '@ideamatch/shared/api/notification';
import { reviewApi } from '@ideamatch/shared/api/review';
import { sendOk, type Person } from './chat.test-helpers';

const { DATABASE_URL, REDIS_URL } = process.env;
// vitest.config.ts runs this file only when both are set; fail loudly if that ever changes.
if (!DATABASE_URL || !REDIS_URL) throw new Error('The two-node summary test needs DATABASE_URL and REDIS_URL.');

/**
 * Two nodes in one process on the same PostgreSQL schema and Redis (same key prefix), each with its
 * own database handle, so each keeps its own memory of people's summaries as two servers would.
 */
describe('chat and notification summaries across two nodes sharing PostgreSQL and Redis', () => {
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

  const chatSummaryOn = async (app: FastifyInstance, who: Person) =>
    (await api({ app }).as(who).call(chatApi.summary)).data;
  const notificationSummaryOn = async (app: FastifyInstance, who: Person) =>
    (await api({ app }).as(who).call(notificationApi.summary)).data;
  /** Runs a write on node A and waits until node B has forgotten `who`'s summary of `kind`. */
  const onA = async <T>(kind: 'chat' | 'notification', who: Person, write: () => Promise<T>): Promise<T> => {
    const heard = new Promise<void>((resolve) => {
      const listener = (heardKind: string, ids: string[]) => {
        if (heardKind !== kind || !ids.includes(who.account.id)) return;
        nodeB.cacheEvents.off('summaries', listener);
        resolve();
      };
      nodeB.cacheEvents.on('summaries', listener);
    });
    const result = await write();
    await heard;
    return result;
  };

  it("shows a message sent and read on node A in the recipient's chat summary on node B", async () => {
    const a = await buildSignedIn(nodeA.database.db);
    const b = await buildSignedIn(nodeA.database.db);
    // The clock stands still: node B's remembered summary can only go by the announcement.
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await chatSummaryOn(nodeB, b)).toEqual({ unreadChatCount: 0, isAcknowledge: true });
    expect(await chatSummaryOn(nodeB, b)).toEqual({ unreadChatCount: 0, isAcknowledge: true });

    const { chatId } = await onA('chat', b, () => sendOk(nodeA, a, { toAccountId: b.account.id, text: 'hello' }));
    expect(await chatSummaryOn(nodeB, b)).toEqual({ unreadChatCount: 1, isAcknowledge: false });
    // The sender's own summary is theirs alone.
    expect(await chatSummaryOn(nodeB, a)).toEqual({ unreadChatCount: 0, isAcknowledge: true });

    await onA('chat', b, () =>
      api(nodeA)
        .as(b)
        .call(chatApi.markRead, { params: { id: chatId } }),
    );
    expect(await chatSummaryOn(nodeB, b)).toEqual({ unreadChatCount: 0, isAcknowledge: false });
  });

  it("shows a notification made, acknowledged and read on node A in the bell's summary on node B", async () => {
    const owner = await buildSignedIn(nodeA.database.db);
    const fan = await buildSignedIn(nodeA.database.db);
    const idea = await buildIdea(nodeA.database.db, owner.account.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    const empty = { id: null, isAcknowledge: true, unreadCount: 0 };
    expect(await notificationSummaryOn(nodeB, owner)).toEqual(empty);

    await onA('notification', owner, () =>
      api(nodeA)
        .as(fan)
        .call(reviewApi.upsert, { params: { id: idea.id }, body: { score: 4 } }),
    );
    const [notification] = (await api(nodeA).as(owner).call(notificationApi.list, { query: {} })).data.result;
    expect(await notificationSummaryOn(nodeB, owner)).toEqual({
      id: notification!.id,
      isAcknowledge: false,
      unreadCount: 1,
    });
    // Nobody else's bell moved, and nobody sees the owner's.
    expect(await notificationSummaryOn(nodeB, fan)).toEqual(empty);

    await onA('notification', owner, () =>
      api(nodeA)
        .as(owner)
        .call(notificationApi.acknowledge, { body: { id: notification!.id } }),
    );
    expect(await notificationSummaryOn(nodeB, owner)).toEqual({
      id: notification!.id,
      isAcknowledge: true,
      unreadCount: 1,
    });

    await onA('notification', owner, () =>
      api(nodeA)
        .as(owner)
        .call(notificationApi.markRead, { params: { id: notification!.id } }),
    );
    expect(await notificationSummaryOn(nodeB, owner)).toEqual({
      id: notification!.id,
      isAcknowledge: true,
      unreadCount: 0,
    });
  });
});
