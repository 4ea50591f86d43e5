import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRole, type IdeaCard } from '@ideamatch/shared';
import { accounts, comments, ideas, uploads } from '../db/schema/index';
import { createSession } from '../modules/auth/session.service';
import { buildTestApp, type TestApp } from '../test/build-app';
import { imageVariantKeys } from '@ideamatch/shared/image-variants';
import { DEMO_USER_PASSWORD, seedDemoData } from './demo-data';
import { DEMO_CATEGORIES } from './demo-idea-texts';
import { encryptFor, randomIp } from '../modules/auth/auth.test-helpers';
import { authApi } from '@ideamatch/shared/api/auth';
import { api } from '../test/api-client';
import { commentApi } from '@ideamatch/shared/api/comment';
import { ideaAccessApi } from '@ideamatch/shared/api/idea-access';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { accountApi } from '@ideamatch/shared/api/account';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.database.db, { uploadsDir: join(t.config.dataDir, 'uploads') });
});
afterAll(() => t.close());

const byUsername = async (username: string) =>
  (await t.database.db.select().from(accounts).where(eq(accounts.username, username)))[0]!;

describe('demo seed', () => {
  it('has a SuperAdmin and an Admin', async () => {
    expect((await byUsername('admin')).role).toBe(AccountRole.SuperAdmin);
    expect((await byUsername('moderator')).role).toBe(AccountRole.Admin);
  });

  it('gives people a served 600x600 avatar and 1280x320 background, recorded as referenced uploads', async () => {
    const malee = await byUsername('malee');
    const res = await api(t).send(accountApi.get, { params: { id: malee.id } });
    const { profileImageUrl, backgroundImageUrl } = res.data;
    expect(profileImageUrl).toBe(`/files/account/${malee.id}/avatar-demo.png`);
    for (const [url, width, height] of [
      [profileImageUrl, 600, 600],
      [backgroundImageUrl, 1280, 320],
    ] as const) {
      const file = await api(t).request({ method: 'GET', url: url! });
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(await sharp(file.raw.rawPayload).metadata()).toMatchObject({ width, height });
    }
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.key, malee.profileImage!));
    expect(row).toMatchObject({ ownerAccountId: malee.id, isReferenced: true, modulePath: `account/${malee.id}` });
  });

  it('lets every demo person sign in with the demo password, those only met as partners too', async () => {
    const members = await t.database.db
      .select({ username: accounts.username })
      .from(accounts)
      .where(sql`${accounts.role} = ${AccountRole.User} and ${accounts.ownerAccountId} is null`);
    const usernames = members.map((member) => member.username);
    expect(usernames).toEqual(expect.arrayContaining(['somchai', 'malee', 'anan', 'pim', 'nok', 'krit', 'dao']));
    for (const username of usernames) {
      const res = await api(t).call(authApi.login, {
        body: { username, password: await encryptFor(t.app, DEMO_USER_PASSWORD) },
        remoteAddress: randomIp(),
      });
      expect([username, res.status]).toEqual([username, 200]);
    }
  });

  it("gives 'somchai' two sub-accounts with avatars, listed by the endpoint", async () => {
    const somchai = await byUsername('somchai');
    const { token } = await createSession(t.database.db, { accountId: somchai.id });
    const res = await api(t).as(token).call(accountApi.subAccounts);
    const entries = res.data;
    expect(entries.map((e) => e.account.username)).toEqual(['somchai.coffee', 'somchai.team']);
    const avatar = await api(t).request({ method: 'GET', url: entries[0]!.account.profileImageUrl! });
    expect(avatar.status).toBe(200);
  });

  it('seeds about 200 visible ideas in every demo category, mostly Thai with some English, each with a served cover', async () => {
    const res = await api(t).call(ideaApi.list, { query: { pageSize: 50 } });
    expect(res.data.totalItems).toBe(200);
    const rows = await t.database.db.select({ category: ideas.categoryId, name: ideas.name }).from(ideas);
    // The demo's own categories (the first nine); those added later start empty.
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(DEMO_CATEGORIES));
    // Mostly Thai, as a Thai visitor's search would meet it; some English.
    expect(rows.filter((r) => /[\u0E00-\u0E7F]/.test(r.name)).length).toBeGreaterThan(140);
    expect(rows.filter((r) => /^[A-Za-z]/.test(r.name)).length).toBeGreaterThan(30);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    const cards = res.data.result as IdeaCard[];
    expect(cards.every((card) => card.coverImageUrl)).toBe(true);
    const cover = await api(t).request({ method: 'GET', url: cards[40]!.coverImageUrl! });
    expect(cover.status).toBe(200);
    // With the WebP copies the cards ask for first, as an upload leaves them.
    for (const variant of imageVariantKeys(cards[40]!.coverImageUrl!)) {
      expect((await api(t).request({ method: 'GET', url: variant })).status).toBe(200);
    }
    expect(cards.some((card) => card.isAdminSuggest)).toBe(true);
  });

  it('fills both home sections; an ended sponsorship is not trending', async () => {
    const home = (await api(t).call(ideaApi.home)).data;
    expect(home.trending.length).toBeGreaterThanOrEqual(8);
    expect(home.topRating.length).toBeGreaterThanOrEqual(8);
    const [ended] = await t.database.db
      .select({ id: ideas.id })
      .from(ideas)
      .where(sql`${ideas.isSponsored} and ${ideas.sponsoredUntil} < now()`);
    expect(ended).toBeDefined();
    const all = await api(t).call(ideaApi.home);
    expect(JSON.stringify(all.body)).not.toContain(ended!.id);
  });

  it('keeps every counter equal to the rows it counts', async () => {
    const { rows } = (await t.database.db.execute(sql`
      select count(*)::int as bad from ideas i where
        i.comment_count <> (select count(*) from comments c where c.idea_id = i.id and not c.is_deleted)
        or i.review_count <> (select count(*) from reviews r where r.idea_id = i.id)
        or i.rating_sum <> coalesce((select sum(score) from reviews r where r.idea_id = i.id), 0)`)) as unknown as {
      rows: { bad: number }[];
    };
    expect(rows[0]?.bad).toBe(0);
    const { rows: comm } = (await t.database.db.execute(sql`
      select count(*) filter (where c.like_count <> (select count(*) from comment_likes l where l.comment_id = c.id)
        or c.reply_count <> (select count(*) from comments r where r.parent_id = c.id and not r.is_deleted))::int as bad,
        count(*) filter (where c.parent_id is not null)::int as replies,
        coalesce(sum(c.like_count), 0)::int as likes
      from comments c`)) as unknown as { rows: { bad: number; replies: number; likes: number }[] };
    expect(comm[0]).toMatchObject({ bad: 0 });
    expect(comm[0]!.replies).toBeGreaterThan(50);
    expect(comm[0]!.likes).toBeGreaterThan(50);
  });

  it('shows a deleted comment that has replies as a placeholder', async () => {
    const [removed] = await t.database.db
      .select({ ideaId: comments.ideaId, id: comments.id })
      .from(comments)
      .where(eq(comments.isDeleted, true));
    const res = await api(t).call(commentApi.list, { params: { id: removed!.ideaId } });
    const thread = (res.data.result as { id: string; isDeleted: boolean; text: string; replies: unknown[] }[]).find(
      (c) => c.id === removed!.id,
    );
    expect(thread).toMatchObject({ isDeleted: true, text: '' });
    expect(thread!.replies.length).toBeGreaterThan(0);
  });

  it("shows a confidential idea of somchai's: its face to everyone, its details to pim, malee's request to somchai", async () => {
    const [idea] = await t.database.db.select().from(ideas).where(eq(ideas.visibility, 'confidential'));
    const somchai = await byUsername('somchai');
    expect(idea).toMatchObject({ ownerAccountId: somchai.id });
    const read = async (username?: string) => {
      const headers: Record<string, string> = {};
      if (username) {
        const { token } = await createSession(t.database.db, { accountId: (await byUsername(username)).id });
        headers.authorization = `Bearer ${token}`;
      }
      return (await api(t).call(ideaApi.get, { params: { id: idea!.id }, headers })).data;
    };
    const visitor = await read();
    expect(visitor).toMatchObject({ name: idea!.name, detail: '', access: { canReadDetails: false } });
    expect((await read('pim')).detail).toBe(idea!.detail);
    expect((await read('malee')).access).toMatchObject({ canReadDetails: false, myRequest: { status: 'pending' } });
    const { token } = await createSession(t.database.db, { accountId: somchai.id });
    const requests = await api(t).call(ideaAccessApi.list, {
      params: { id: idea!.id },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(requests.status).toBe(200);
    expect(JSON.stringify(requests.data)).toContain('malee');
  });

  it('does nothing on a second run', async () => {
    expect(await seedDemoData(t.database.db, { uploadsDir: join(t.config.dataDir, 'uploads') })).toBe(false);
  });
});
