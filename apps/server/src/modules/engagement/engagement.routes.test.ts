import { NotificationType } from '@ideamatch/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ideas } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdea, daysAgo } from '../../test/factories';
import { buildSubAccountSession } from '../chat/chat.test-helpers';
import { ideaPayload } from '../ideas/idea.test-helpers';
import { buildPerson, type Person } from '../partners/partner.test-helpers';
import { api, type QueryOf } from '../../test/api-client';
import { engagementApi } from '@ideamatch/shared/api/engagement';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { partnerApi } from '@ideamatch/shared/api/partner';
import { notificationApi } from '@ideamatch/shared/api/notification';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const person = () => buildPerson(t.database.db);
const newIdea = async (owner: Person, values: Parameters<typeof buildIdea>[2] = {}) =>
  (await buildIdea(t.database.db, owner.account.id, { name: 'Cat café', ...values })).id;
const block = (who: Person, accountId: string) => api(t).as(who).call(partnerApi.block, { body: { accountId } });

type Line = {
  type: number;
  actionByAccount: { id: string } | null;
  payload: Record<string, unknown>;
  target: Record<string, unknown>;
};
/** What the person's notification list shows. */
const notificationsOf = async (who: Person): Promise<Line[]> =>
  (
    await api(t)
      .as(who)
      .call(notificationApi.list, { query: { pageSize: 50 } })
  ).data.result;
const ofType = async (who: Person, type: number) => (await notificationsOf(who)).filter((line) => line.type === type);

describe('bookmarks', () => {
  const save = (who: Person | null, id: string) => api(t).as(who).call(engagementApi.bookmark, { params: { id } });
  const unsave = (who: Person, id: string) => api(t).as(who).call(engagementApi.unbookmark, { params: { id } });
  const saved = (who: Person, query: QueryOf<typeof engagementApi.bookmarks> = {}) =>
    api(t).as(who).call(engagementApi.bookmarks, { query });

  it('saves and unsaves idempotently; the idea detail says whether the viewer saved it', async () => {
    const owner = await person();
    const reader = await person();
    const id = await newIdea(owner);

    for (let i = 0; i < 2; i++) {
      const res = await save(reader, id);
      expect(res.status).toBe(200);
      expect(res.data).toEqual({ ideaId: id, isBookmarked: true });
    }
    expect((await api(t).as(reader).call(ideaApi.get, { params: { id } })).data.isBookmarked).toBe(true);
    expect((await api(t).as(owner).call(ideaApi.get, { params: { id } })).data.isBookmarked).toBe(false);
    expect((await api(t).call(ideaApi.get, { params: { id } })).data.isBookmarked).toBe(false);
    expect((await saved(reader)).data.totalItems).toBe(1);

    for (let i = 0; i < 2; i++) {
      const res = await unsave(reader, id);
      expect(res.status).toBe(200);
      expect(res.data).toEqual({ ideaId: id, isBookmarked: false });
    }
    expect((await api(t).as(reader).call(ideaApi.get, { params: { id } })).data.isBookmarked).toBe(false);
    expect((await saved(reader)).data).toMatchObject({ totalItems: 0, result: [] });
  });

  it('needs a main-account session and an idea the caller may see', async () => {
    const owner = await person();
    const id = await newIdea(owner);
    expect((await save(null, id)).status).toBe(401);
    expect((await api(t).call(engagementApi.bookmarks)).status).toBe(401);
    const reader = await person();
    const hidden = await newIdea(owner, { isHidden: true });
    expect((await save(reader, hidden)).body).toMatchObject({ statusCode: 404, errorCode: 'NOT_FOUND' });
    expect((await save(reader, '00000000-0000-7000-8000-000000000000')).status).toBe(404);
    expect((await save(reader, 'not-a-uuid')).status).toBe(400);
    const persona = await buildSubAccountSession(t, reader, `saver_${reader.account.id.slice(-6)}`);
    expect((await save(persona, id)).status).toBe(403);
  });

  it('lists saved ideas newest bookmark first, in pages, and drops ideas the saver may no longer see', async () => {
    const owner = await person();
    const reader = await person();
    const [first, second, third, fourth] = [
      await newIdea(owner, { name: 'First' }),
      await newIdea(owner, { name: 'Second', postDate: daysAgo(30) }),
      await newIdea(owner, { name: 'Third', visibility: 'members' }),
      await newIdea(owner, { name: 'Fourth' }),
    ];
    for (const id of [first, second, third, fourth]) expect((await save(reader, id)).status).toBe(200);

    const page1 = await saved(reader, { page: 1, pageSize: 3 });
    expect(page1.data).toMatchObject({ currentPage: 1, pageSize: 3, totalItems: 4, totalPages: 2 });
    expect(page1.data.result.map((card: { name: string }) => card.name)).toEqual(['Fourth', 'Third', 'Second']);
    expect(page1.data.result[0]).toMatchObject({ id: fourth, owner: { id: owner.account.id } });
    expect(typeof page1.data.result[0]!.bookmarkedAt).toBe('string');
    expect((await saved(reader, { page: 2, pageSize: 3 })).data.result.map((c: { name: string }) => c.name)).toEqual([
      'First',
    ]);

    // Hidden by its owner, deleted: both drop out; shown again, it comes back.
    await t.database.db.update(ideas).set({ isHidden: true }).where(eq(ideas.id, first));
    await api(t)
      .as(owner)
      .call(ideaApi.delete, { params: { id: second } });
    expect((await saved(reader)).data.result.map((c: { name: string }) => c.name)).toEqual(['Fourth', 'Third']);
    await t.database.db.update(ideas).set({ isHidden: false }).where(eq(ideas.id, first));
    expect((await saved(reader)).data.totalItems).toBe(3);

    // The owner deactivated: all of their ideas drop out.
    await t.database.db.update(accounts).set({ isDeactivated: true }).where(eq(accounts.id, owner.account.id));
    expect((await saved(reader)).data).toMatchObject({ totalItems: 0, result: [] });
  });

  it('drops the ideas of someone the saver blocked', async () => {
    const owner = await person();
    const reader = await person();
    const id = await newIdea(owner);
    await save(reader, id);
    expect((await block(reader, owner.account.id)).status).toBe(200);
    expect((await saved(reader)).data.totalItems).toBe(0);
  });
});

describe('follows', () => {
  const follow = (who: Person | null, id: string) => api(t).as(who).call(engagementApi.follow, { params: { id } });
  const unfollow = (who: Person, id: string) => api(t).as(who).call(engagementApi.unfollow, { params: { id } });
  const state = (who: Person | null, id: string) => api(t).as(who).call(engagementApi.followState, { params: { id } });
  const list = (
    who: Person | null,
    id: string,
    side: 'followers' | 'following',
    query: QueryOf<typeof engagementApi.followers> = {},
  ) => api(t).as(who).call(engagementApi[side], { params: { id }, query });

  it('follows and unfollows idempotently, with counts and lists on the profile', async () => {
    const star = await person();
    const fan = await person();
    const other = await person();

    for (let i = 0; i < 2; i++) {
      const res = await follow(fan, star.account.id);
      expect(res.status).toBe(200);
      expect(res.data).toEqual({
        accountId: star.account.id,
        followerCount: 1,
        followingCount: 0,
        isFollowing: true,
        canFollow: true,
      });
    }
    await follow(other, star.account.id);
    await follow(star, fan.account.id);

    expect((await state(null, star.account.id)).data).toEqual({
      accountId: star.account.id,
      followerCount: 2,
      followingCount: 1,
      isFollowing: false,
      canFollow: false,
    });
    const followers = (await list(null, star.account.id, 'followers')).data;
    expect(followers).toMatchObject({ totalItems: 2, currentPage: 1 });
    // Newest follow first.
    expect(followers.result.map((p: { id: string }) => p.id)).toEqual([other.account.id, fan.account.id]);
    expect(typeof followers.result[0]!.followedAt).toBe('string');
    const paged = (await list(null, star.account.id, 'followers', { page: 2, pageSize: 1 })).data;
    expect(paged).toMatchObject({ totalItems: 2, totalPages: 2, result: [{ id: fan.account.id }] });
    expect((await list(fan, fan.account.id, 'following')).data.result.map((p: { id: string }) => p.id)).toEqual([
      star.account.id,
    ]);

    for (let i = 0; i < 2; i++) {
      const res = await unfollow(fan, star.account.id);
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({ followerCount: 1, isFollowing: false, canFollow: true });
    }
  });

  it('refuses following oneself or one’s own persona, and a deactivated or unknown account', async () => {
    const me = await person();
    expect((await follow(me, me.account.id)).body).toMatchObject({ statusCode: 400, errorCode: 'PARTNER_SELF' });
    const persona = await buildSubAccountSession(t, me, `shop_${me.account.id.slice(-6)}`);
    expect((await follow(me, persona.account.id)).body).toMatchObject({ errorCode: 'PARTNER_SELF' });
    // A persona session reads follows but cannot follow anyone.
    const someone = await person();
    expect((await state(persona, someone.account.id)).data).toMatchObject({ canFollow: false });
    expect((await follow(persona, someone.account.id)).status).toBe(403);
    expect((await state(me, me.account.id)).data).toMatchObject({ canFollow: false, isFollowing: false });

    const gone = await person();
    await t.database.db.update(accounts).set({ isDeactivated: true }).where(eq(accounts.id, gone.account.id));
    expect((await follow(me, gone.account.id)).status).toBe(404);
    expect((await list(null, gone.account.id, 'followers')).status).toBe(404);
    expect((await follow(me, '00000000-0000-7000-8000-000000000000')).status).toBe(404);
    expect((await follow(null, me.account.id)).status).toBe(401);
  });

  it('refuses following across a block either way, and a block ends follows both ways', async () => {
    const a = await person();
    const b = await person();
    await follow(a, b.account.id);
    await follow(b, a.account.id);
    expect((await block(b, a.account.id)).status).toBe(200);

    expect((await state(a, b.account.id)).data).toMatchObject({
      followerCount: 0,
      followingCount: 0,
      isFollowing: false,
      canFollow: false,
    });
    expect((await follow(a, b.account.id)).body).toMatchObject({ statusCode: 403, errorCode: 'BLOCKED' });
    expect((await follow(b, a.account.id)).body).toMatchObject({ statusCode: 403, errorCode: 'BLOCKED' });

    // A persona of the blocked person is the same person.
    const persona = await buildSubAccountSession(t, a, `alt_${a.account.id.slice(-6)}`);
    expect((await follow(b, persona.account.id)).body).toMatchObject({ errorCode: 'BLOCKED' });
  });

  it('tells followers of a new public or members idea, not of a confidential one, and never across a block', async () => {
    const author = await person();
    const fan = await person();
    const blockedFan = await person();
    await follow(fan, author.account.id);
    await follow(blockedFan, author.account.id);
    await block(author, blockedFan.account.id);
    await follow(author, fan.account.id); // the author does not hear of their own ideas either way

    const post = async (name: string, visibility: string) => {
      const res = await api(t)
        .as(author)
        .call(ideaApi.create, { body: ideaPayload({ name, visibility }) });
      expect(res.status).toBe(200);
      return res.data.id as string;
    };
    const open = await post('Open kitchen', 'public');
    const members = await post('Members club', 'members');
    await post('Secret sauce', 'confidential');

    const lines = await ofType(fan, NotificationType.NewIdea);
    expect(lines.map((line) => line.payload.ideaName).sort()).toEqual(['Members club', 'Open kitchen']);
    expect(lines.find((line) => line.payload.ideaName === 'Open kitchen')).toMatchObject({
      actionByAccount: { id: author.account.id },
      target: { kind: 'idea', ideaId: open, isAvailable: true },
    });
    expect(lines.some((line) => line.target.ideaId === members)).toBe(true);
    expect(await ofType(blockedFan, NotificationType.NewIdea)).toEqual([]);
    expect(await ofType(author, NotificationType.NewIdea)).toEqual([]);
  });
});

describe('idea updates', () => {
  const postUpdate = (who: Person, id: string, text: unknown) =>
    api(t).as(who).send(engagementApi.postUpdate, { params: { id }, body: { text } });
  const updatesOf = (who: Person | null, id: string, query: QueryOf<typeof engagementApi.listUpdates> = {}) =>
    api(t).as(who).call(engagementApi.listUpdates, { params: { id }, query });

  it('lets the owner post short updates, listed newest first, and delete one', async () => {
    const owner = await person();
    const reader = await person();
    const id = await newIdea(owner);

    const first = await postUpdate(owner, id, '  We found a co-founder!  ');
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ ideaId: id, text: 'We found a co-founder!' });
    const second = await postUpdate(owner, id, 'First customers this week');

    const listed = (await updatesOf(null, id)).data;
    expect(listed).toMatchObject({ totalItems: 2, currentPage: 1 });
    expect(listed.result.map((u: { text: string }) => u.text)).toEqual([
      'First customers this week',
      'We found a co-founder!',
    ]);
    expect((await updatesOf(reader, id, { pageSize: 1, page: 2 })).data.result).toMatchObject([{ id: first.data.id }]);

    expect(
      (
        await api(t)
          .as(reader)
          .call(engagementApi.deleteUpdate, { params: { id, updateId: second.data.id } })
      ).status,
    ).toBe(403);
    expect(
      (
        await api(t)
          .as(owner)
          .call(engagementApi.deleteUpdate, { params: { id, updateId: second.data.id } })
      ).status,
    ).toBe(200);
    expect(
      (
        await api(t)
          .as(owner)
          .call(engagementApi.deleteUpdate, { params: { id, updateId: second.data.id } })
      ).status,
    ).toBe(404);
    expect((await updatesOf(reader, id)).data.result.map((u: { text: string }) => u.text)).toEqual([
      'We found a co-founder!',
    ]);
  });

  it('refuses a blank or too long update, and anyone but the owner', async () => {
    const owner = await person();
    const reader = await person();
    const id = await newIdea(owner);
    for (const text of ['', '   ', undefined]) {
      expect((await postUpdate(owner, id, text)).body).toMatchObject({
        statusCode: 400,
        details: [{ field: 'text', code: 'REQUIRED' }],
      });
    }
    expect((await postUpdate(owner, id, 'x'.repeat(1_001))).body).toMatchObject({
      statusCode: 400,
      details: [{ field: 'text', code: 'IDEA_UPDATE_TOO_LONG' }],
    });
    expect((await postUpdate(owner, id, 'x'.repeat(1_000))).status).toBe(200);
    expect((await postUpdate(reader, id, 'Not mine')).status).toBe(403);
    expect((await postUpdate(owner, '00000000-0000-7000-8000-000000000000', 'Nope')).status).toBe(404);
    // A hidden idea's updates are for its owner only, like the idea.
    const hidden = await newIdea(owner, { isHidden: true });
    expect((await updatesOf(reader, hidden)).status).toBe(404);
  });

  it('tells the savers and the owner’s followers once each, never the owner, and never across a block', async () => {
    const owner = await person();
    const saver = await person();
    const fan = await person();
    const both = await person();
    const blocker = await person();
    const id = await newIdea(owner, { name: 'Noodle cart' });
    for (const who of [saver, both, blocker]) await api(t).as(who).call(engagementApi.bookmark, { params: { id } });
    for (const who of [fan, both, blocker])
      await api(t)
        .as(who)
        .call(engagementApi.follow, { params: { id: owner.account.id } });
    await api(t).as(owner).call(engagementApi.bookmark, { params: { id } });
    await block(blocker, owner.account.id);

    expect((await postUpdate(owner, id, 'Now open on Sundays')).status).toBe(200);

    for (const who of [saver, fan, both]) {
      const lines = await ofType(who, NotificationType.IdeaUpdate);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        actionByAccount: { id: owner.account.id },
        payload: { ideaName: 'Noodle cart', excerpt: 'Now open on Sundays' },
        target: { kind: 'idea', ideaId: id, isAvailable: true },
      });
    }
    expect(await ofType(blocker, NotificationType.IdeaUpdate)).toEqual([]);
    expect(await ofType(owner, NotificationType.IdeaUpdate)).toEqual([]);
    const summary = (await api(t).as(both).call(notificationApi.summary)).data;
    expect(summary.unreadCount).toBe(1);

    // A second update shows as the same line, with the newest text.
    await postUpdate(owner, id, 'And on Mondays');
    const lines = await ofType(saver, NotificationType.IdeaUpdate);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.payload.excerpt).toBe('And on Mondays');
  });

  it('tells nobody of an update on a hidden idea', async () => {
    const owner = await person();
    const fan = await person();
    await api(t)
      .as(fan)
      .call(engagementApi.follow, { params: { id: owner.account.id } });
    const id = await newIdea(owner, { isHidden: true });
    expect((await postUpdate(owner, id, 'Quiet change')).status).toBe(200);
    expect(await ofType(fan, NotificationType.IdeaUpdate)).toEqual([]);
  });
});
