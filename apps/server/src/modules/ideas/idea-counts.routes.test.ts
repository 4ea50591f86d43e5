import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType } from '@ideamatch/shared';
import { ideas, ideaViews, notifications, shares } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdea, buildSignedIn } from '../../test/factories';
import { randomIp } from '../auth/auth.test-helpers';
import { recomputeTrendingScores } from './idea-trending.service';
import { api } from '../../test/api-client';
import { ideaApi } from '@ideamatch/shared/api/idea';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const userAgents = Array.from({ length: 10 }, (_, index) => `Mozilla/5.0 (Bot ${index}) Chrome/${100 + index}.0`);

async function freshIdea() {
  const owner = await buildSignedIn(t.app.db);
  const idea = await buildIdea(t.app.db, owner.account.id);
  return { owner, idea };
}
const counters = async (ideaId: string) => {
  const [row] = await t.app.db.select().from(ideas).where(eq(ideas.id, ideaId));
  return { views: row!.viewCount, shares: row!.shareCount, trending: row!.trendingScore };
};
const view = (ideaId: string, { ip = randomIp(), userAgent = 'Mozilla/5.0', headers = {} } = {}) =>
  api(t).call(ideaApi.get, {
    params: { id: ideaId },
    remoteAddress: ip,
    headers: { 'user-agent': userAgent, ...headers },
  });
const share = (ideaId: string, { ip = randomIp(), userAgent = 'Mozilla/5.0', headers = {} } = {}) =>
  api(t).call(ideaApi.share, {
    params: { id: ideaId },
    body: { channel: 'copyLink' },
    remoteAddress: ip,
    headers: { 'user-agent': userAgent, ...headers },
  });

describe('views: one per person per idea per day', () => {
  it('a visitor changing the user agent ten times counts once; another address counts again', async () => {
    const { idea } = await freshIdea();
    const ip = randomIp();
    for (const userAgent of userAgents) expect((await view(idea.id, { ip, userAgent })).status).toBe(200);
    expect((await counters(idea.id)).views).toBe(1);
    await view(idea.id);
    expect((await counters(idea.id)).views).toBe(2);
    // The address itself is never stored, only a keyed hash of it.
    const rows = await t.app.db.select().from(ideaViews).where(eq(ideaViews.ideaId, idea.id));
    expect(JSON.stringify(rows)).not.toContain(ip);
  });

  it('a visitor hopping across the addresses of one IPv6 /64 counts once', async () => {
    const { idea } = await freshIdea();
    for (let host = 1; host <= 10; host += 1) await view(idea.id, { ip: `2001:db8:77:1::${host.toString(16)}` });
    expect((await counters(idea.id)).views).toBe(1);
    await view(idea.id, { ip: '2001:db8:77:2::1' });
    expect((await counters(idea.id)).views).toBe(2);
  });

  it('a signed-in person counts once, whatever address or browser they come from', async () => {
    const { idea } = await freshIdea();
    const viewer = await buildSignedIn(t.app.db);
    for (const userAgent of userAgents) await view(idea.id, { userAgent, headers: viewer.headers });
    expect((await counters(idea.id)).views).toBe(1);
  });
});

describe('shares: one per person per idea', () => {
  const shareNotes = (ownerId: string) =>
    t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientAccountId, ownerId), eq(notifications.type, NotificationType.Share)));

  it('sharing ten times answers OK each time, but counts, notifies and trends once', async () => {
    const { owner, idea } = await freshIdea();
    await t.app.db.update(ideas).set({ isSponsored: true }).where(eq(ideas.id, idea.id));
    const fan = await buildSignedIn(t.app.db);
    for (const userAgent of userAgents) {
      const res = await share(idea.id, { userAgent, headers: fan.headers });
      expect(res.status).toBe(200);
      expect(res.data).toEqual({ shareCount: 1 });
    }
    expect((await counters(idea.id)).shares).toBe(1);
    expect(await shareNotes(owner.account.id)).toHaveLength(1);
    expect(await t.app.db.select().from(shares).where(eq(shares.ideaId, idea.id))).toHaveLength(1);

    await recomputeTrendingScores(t.app.db);
    // One share weighs 5 (a little less with the seconds gone by), never 50.
    const { trending } = await counters(idea.id);
    expect(trending).toBeGreaterThan(4.9);
    expect(trending).toBeLessThanOrEqual(5);
  });

  it('a visitor sharing from one address counts once whatever the user agent; someone else counts again', async () => {
    const { idea } = await freshIdea();
    const ip = randomIp();
    for (const userAgent of userAgents) expect((await share(idea.id, { ip, userAgent })).status).toBe(200);
    expect((await counters(idea.id)).shares).toBe(1);
    const other = await buildSignedIn(t.app.db);
    expect((await share(idea.id, { ip, headers: other.headers })).data).toEqual({ shareCount: 2 });
  });
});
