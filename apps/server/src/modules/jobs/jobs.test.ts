import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaAttachments, ideas, passwordNonces, sessions, shares } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildIdea, buildSignedIn } from '../../test/factories';
import { ideaPayload } from '../ideas/idea.test-helpers';
import { uploadTestPng } from '../../test/uploads';
import { inProcessJobRunner, redisJobRunner, type TaskDefinition } from './job-runner';
import { api } from '../../test/api-client';
import { commentApi } from '@ideamatch/shared/api/comment';
import { ideaApi } from '@ideamatch/shared/api/idea';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const homeTrending = async () => {
  const res = await api(t).call(ideaApi.home);
  expect(res.status).toBe(200);
  return (res.data.trending as { name: string }[]).map((idea) => idea.name);
};

describe('trending scores of sponsored ideas', () => {
  it('orders sponsored ideas by recent activity, and new activity changes the order', async () => {
    const db = t.database.db;
    const owner = await buildAccount(db);
    const quiet = await buildIdea(db, owner.id, { name: 'Quiet sponsored', isSponsored: true });
    const busy = await buildIdea(db, owner.id, { name: 'Busy sponsored', isSponsored: true });
    const unsponsored = await buildIdea(db, owner.id, { name: 'Not sponsored' });

    // The busy idea is viewed, shared and commented on now; the quiet one was shared a lot, 10 days ago.
    const fan = await buildSignedIn(db);
    expect(
      (
        await api(t)
          .as(fan)
          .call(ideaApi.get, { params: { id: busy.id } })
      ).status,
    ).toBe(200);
    const share = (ideaId: string) => api(t).call(ideaApi.share, { params: { id: ideaId }, body: {} });
    expect((await share(busy.id)).status).toBe(200);
    const comment = await api(t)
      .as(fan)
      .call(commentApi.create, { params: { id: busy.id }, body: { text: 'Count me in' } });
    expect(comment.status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await share(quiet.id)).status).toBe(200);
    await db
      .update(shares)
      .set({ createdAt: new Date(Date.now() - 10 * 24 * 60 * 60_000) })
      .where(eq(shares.ideaId, quiet.id));
    await share(unsponsored.id);

    await t.app.jobs.runNow('trending-scores');
    expect(await homeTrending()).toEqual(['Busy sponsored', 'Quiet sponsored']);
    const scoreOf = async (id: string) =>
      (await db.select({ s: ideas.trendingScore }).from(ideas).where(eq(ideas.id, id)))[0]!.s;
    // A view (1) + a share (5) + a comment (3), barely decayed.
    expect(await scoreOf(busy.id)).toBeCloseTo(9, 1);
    expect(await scoreOf(quiet.id)).toBe(0);
    expect(await scoreOf(unsponsored.id)).toBe(0);

    // Two fresh shares of the quiet idea put it first.
    expect((await share(quiet.id)).status).toBe(200);
    expect((await share(quiet.id)).status).toBe(200);
    await t.app.jobs.runNow('trending-scores');
    expect(await homeTrending()).toEqual(['Quiet sponsored', 'Busy sponsored']);
  });
});

describe('clean-up job', () => {
  it('removes expired sessions and nonces, keeping live ones', async () => {
    const db = t.database.db;
    const live = await buildSignedIn(db);
    const expired = await buildSignedIn(db);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.accountId, expired.account.id));
    await db.insert(passwordNonces).values({ ciphertextHash: 'old-nonce', expiresAt: new Date(Date.now() - 1000) });

    await t.app.jobs.runNow('cleanup');
    expect(await db.select().from(sessions).where(eq(sessions.accountId, expired.account.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.accountId, live.account.id))).toHaveLength(1);
    expect(await db.select().from(passwordNonces).where(eq(passwordNonces.ciphertextHash, 'old-nonce'))).toHaveLength(
      0,
    );
  });

  it('removes the images of an idea deleted over 30 days ago, and keeps those of one deleted yesterday', async () => {
    const db = t.database.db;
    const owner = await buildSignedIn(db);
    const postWithImage = async (name: string) => {
      const key = await uploadTestPng(t.app, owner.headers, 'idea');
      const res = await api(t)
        .as(owner)
        .call(ideaApi.create, { body: ideaPayload({ name, ideaAttachments: [{ key }] }) });
      expect(res.status).toBe(200);
      const id = res.data.id;
      expect((await api(t).as(owner).call(ideaApi.delete, { params: { id } })).status).toBe(200);
      return { id, key };
    };
    const old = await postWithImage('Deleted long ago');
    const recent = await postWithImage('Deleted yesterday');
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);
    await db
      .update(ideas)
      .set({ updatedAt: daysAgo(31) })
      .where(eq(ideas.id, old.id));
    await db
      .update(ideas)
      .set({ updatedAt: daysAgo(1) })
      .where(eq(ideas.id, recent.id));

    await t.app.jobs.runNow('cleanup');
    expect((await api(t).request({ method: 'GET', url: `/files/${old.key}` })).status).toBe(404);
    expect(await db.select().from(ideaAttachments).where(eq(ideaAttachments.ideaId, old.id))).toHaveLength(0);
    expect((await api(t).request({ method: 'GET', url: `/files/${recent.key}` })).status).toBe(200);
    expect(await db.select().from(ideaAttachments).where(eq(ideaAttachments.ideaId, recent.id))).toHaveLength(1);
  });
});

const flaky = (failures: number): TaskDefinition => {
  let attempts = 0;
  return {
    name: 'flaky',
    attempts: 5,
    backoffMs: 20,
    run: async () => {
      attempts += 1;
      if (attempts <= failures) throw new Error(`refused on attempt ${attempts}`);
    },
  };
};
const silentLog = { warn: () => {}, error: () => {}, info: () => {} };

describe.each(['in-process', ...(process.env.REDIS_URL ? ['redis'] : [])])('%s job runner', (kind) => {
  it('retries a failing task with backoff until it succeeds', async () => {
    const options = { recurring: [], tasks: [flaky(2)], log: silentLog };
    const runner =
      kind === 'redis'
        ? redisJobRunner({ ...options, redisUrl: process.env.REDIS_URL!, keyPrefix: `test:${crypto.randomUUID()}:` })
        : inProcessJobRunner(options);
    const outcomes: boolean[] = [];
    const succeeded = new Promise<void>((resolve) =>
      runner.onRun((run) => {
        outcomes.push(run.ok);
        if (run.ok) resolve();
      }),
    );
    try {
      await runner.enqueue('flaky', { n: 1 });
      await succeeded;
      expect(outcomes).toEqual([false, false, true]);
    } finally {
      await runner.close();
    }
  });
});
