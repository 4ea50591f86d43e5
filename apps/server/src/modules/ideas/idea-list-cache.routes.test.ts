import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountRole, Permission, TRUST } from '@ideamatch/shared';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdea, buildSignedIn, daysAgo } from '../../test/factories';
import { invalidateIdeaLists, MAX_AGE_MS } from './idea-list-cache';
import { ideaPayload } from './idea.test-helpers';
import { api, type QueryOf } from '../../test/api-client';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { reportApi } from '@ideamatch/shared/api/dashboard';
import { partnerApi } from '@ideamatch/shared/api/partner';

let t: TestApp;
let author: Awaited<ReturnType<typeof buildSignedIn>>;

const list = async (
  headers: Record<string, string> = {},
  query: QueryOf<typeof ideaApi.list> = { page: 1, pageSize: 20 },
) => (await api(t).as({ headers }).call(ideaApi.list, { query })).data;

beforeAll(async () => {
  t = await buildTestApp();
  author = await buildSignedIn(t.database.db);
  for (const name of ['Noodle stall', 'Bike repair van']) {
    expect(
      (
        await api(t)
          .as(author)
          .call(ideaApi.create, { body: ideaPayload({ name }) })
      ).status,
    ).toBe(200);
  }
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('the cached idea list', () => {
  it('shows a visitor a new idea at once when it was posted through this server', async () => {
    const before = await list();
    expect(await list()).toEqual(before);
    const res = await api(t)
      .as(author)
      .call(ideaApi.create, { body: ideaPayload({ name: 'Rooftop honey' }) });
    expect(res.status).toBe(200);
    const after = await list();
    expect(after.result[0]).toMatchObject({ id: res.data.id, name: 'Rooftop honey' });
    expect(after.totalItems).toBe(before.totalItems + 1);
    expect(after.isTotalCapped).toBe(false);
  });

  it('shows the author their own edit and hide at once', async () => {
    const [first] = (await list(author.headers)).result;
    const renamed = await api(t)
      .as(author)
      .call(ideaApi.update, { params: { id: first!.id }, body: { name: 'Rooftop honey and candles' } });
    expect(renamed.status).toBe(200);
    expect((await list(author.headers)).result[0]).toMatchObject({ id: first!.id, name: 'Rooftop honey and candles' });
    expect((await list()).result[0]).toMatchObject({ id: first!.id, name: 'Rooftop honey and candles' });

    const total = (await list(author.headers)).totalItems;
    const hidden = await api(t)
      .as(author)
      .call(ideaApi.hide, { params: { id: first!.id }, body: { isHidden: true } });
    expect(hidden.status).toBe(200);
    const mine = await list(author.headers);
    expect(mine.result.map((card) => card.id)).not.toContain(first!.id);
    expect(mine.totalItems).toBe(total - 1);
  });

  it("takes an idea hidden by reports out of a visitor's list at once, and brings it back when a moderator dismisses them", async () => {
    const idea = (
      await api(t)
        .as(author)
        .call(ideaApi.create, { body: ideaPayload({ name: 'Reported stall' }) })
    ).data;
    const ids = async () => (await list()).result.map((row) => row.id);
    expect(await ids()).toContain(idea.id);

    for (let i = 0; i < TRUST.autoHideReporters; i += 1) {
      const reporter = await buildSignedIn(t.database.db, { createdAt: daysAgo(2) });
      const res = await api(t)
        .as(reporter)
        .call(ideaApi.report, { params: { id: idea.id }, body: { reason: 'spam' } });
      expect(res.status).toBe(200);
    }
    expect(await ids()).not.toContain(idea.id);

    const moderator = await buildSignedIn(t.database.db, {
      role: AccountRole.Admin,
      permissions: [Permission.ReportManage],
    });
    const queue = await api(t)
      .as(moderator)
      .call(reportApi.list, { query: { q: 'Reported stall' } });
    const reportId = queue.data.result[0]!.reports[0]!.id;
    const dismissed = await api(t)
      .as(moderator)
      .call(reportApi.decide, { params: { id: reportId }, body: { status: 'dismissed' } });
    expect(dismissed.status).toBe(200);
    expect(await ids()).toContain(idea.id);
  });

  it('shows a visitor, within 2 s, an idea another server wrote', async () => {
    expect(MAX_AGE_MS).toBeLessThanOrEqual(2_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = await list();
    // Written straight to the shared database, as another node would: this node hears nothing of it.
    const row = await buildIdea(t.database.db, author.account.id, {
      name: 'Written elsewhere',
      postDate: new Date(Date.now() + 60_000),
    });
    vi.setSystemTime(Date.now() + 2_000);
    const after = await list();
    expect(after.result[0]).toMatchObject({ id: row.id, name: 'Written elsewhere' });
    expect(after.totalItems).toBe(before.totalItems + 1);
  });

  it("never gives a visitor what a signed-in viewer sees, nor a viewer the visitors' shared page", async () => {
    const membersIdea = await buildIdea(t.database.db, author.account.id, {
      name: 'Members-only stall',
      visibility: 'members',
      postDate: new Date(Date.now() + 60_000),
    });
    invalidateIdeaLists(t.database.db);
    const viewer = await buildSignedIn(t.database.db);
    const ids = async (headers: Record<string, string> = {}) => (await list(headers)).result.map((card) => card.id);

    // The visitors' page is cached first; the viewer still gets the members-only idea, and the
    // visitor never does, whichever of them asks first.
    expect(await ids()).not.toContain(membersIdea.id);
    expect(await ids(viewer.headers)).toContain(membersIdea.id);
    expect(await ids()).not.toContain(membersIdea.id);

    // A viewer who blocked the author sees none of the author's ideas, while visitors still do.
    const blocked = await api(t)
      .as(viewer)
      .call(partnerApi.block, { body: { accountId: author.account.id } });
    expect(blocked.status).toBe(200);
    expect(await ids(viewer.headers)).not.toContain(membersIdea.id);
    const visitorIds = await ids();
    expect(visitorIds.length).toBeGreaterThan(0);
    expect((await ids(viewer.headers)).filter((id) => visitorIds.includes(id))).toEqual([]);
  });

  it('keeps the shapes and the capped-total flag of filtered lists', async () => {
    const page = await list({}, { categoryId: 'food', rating: 0, sortBy: 2, page: 1, pageSize: 2 });
    expect(page).toMatchObject({ isTotalCapped: false });
    expect(page.result.length).toBeLessThanOrEqual(2);
    expect(await list({}, { categoryId: 'food', rating: 0, sortBy: 2, page: 1, pageSize: 2 })).toEqual(page);
  });
});
