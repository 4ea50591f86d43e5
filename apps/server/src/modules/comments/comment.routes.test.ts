import { AccountRole, NotificationType, Permission } from '@ideamatch/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, commentLikes, comments, ideas, notificationReads, notifications } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdea, buildSignedIn } from '../../test/factories';
import { api, type QueryOf } from '../../test/api-client';
import { partnerApi } from '@ideamatch/shared/api/partner';
import { notificationApi } from '@ideamatch/shared/api/notification';
import { commentApi } from '@ideamatch/shared/api/comment';

type Headers = { authorization: string };
type Signed = Awaited<ReturnType<typeof buildSignedIn>>;

let t: TestApp;
let owner: Signed;
let alice: Signed;
let bob: Signed;
let ideaId: string;

const newIdea = async (values: Parameters<typeof buildIdea>[2] = {}) =>
  (await buildIdea(t.database.db, owner.account.id, { name: 'Cat café', ...values })).id;

// Each post comes from its own address so the per-address rate limit (20 a minute) stays out of the way.
let address = Math.floor(Math.random() * 20_000);
const post = (headers: Headers, body: object, id = ideaId, remoteAddress = `10.0.${++address >> 8}.${address & 255}`) =>
  api(t).send(commentApi.create, { params: { id }, body, remoteAddress, headers });
const list = (headers?: Headers, id = ideaId, query: QueryOf<typeof commentApi.list> = {}) =>
  api(t).as({ headers }).call(commentApi.list, { params: { id }, query });
const commentCount = async (id = ideaId) =>
  (await t.database.db.select().from(ideas).where(eq(ideas.id, id)))[0]!.commentCount;
const notificationsOf = (accountId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.recipientAccountId, accountId));
const unreadOf = async (accountId: string) =>
  (await t.database.db.select().from(notificationReads).where(eq(notificationReads.accountId, accountId)))[0]
    ?.unreadCount ?? 0;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await buildSignedIn(t.database.db);
  alice = await buildSignedIn(t.database.db);
  bob = await buildSignedIn(t.database.db);
  ideaId = await newIdea();
});
afterAll(() => t.close());

describe('POST /api/idea/{id}/comment', () => {
  it('refuses an empty or blank comment with the fixed required-field message', async () => {
    for (const body of [{ text: '' }, { text: '   \n ' }, {}]) {
      const res = await post(alice.headers, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Please, complete this field.',
        errorCode: 'VALIDATION_ERROR',
        details: [{ field: 'text', code: 'REQUIRED', message: 'Please, complete this field.' }],
      });
    }
    const tooLong = await post(alice.headers, { text: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.details?.[0]?.field).toBe('text');
    expect(await commentCount()).toBe(0);
  });

  it('needs a session and a visible idea', async () => {
    const anonymous = await api(t).call(commentApi.create, { params: { id: ideaId }, body: { text: 'hi' } });
    expect(anonymous.status).toBe(401);
    const hidden = await newIdea({ isHidden: true });
    expect((await post(alice.headers, { text: 'hi' }, hidden)).status).toBe(404);
    expect((await list(alice.headers, hidden)).status).toBe(404);
    expect((await list(owner.headers, hidden)).status).toBe(200);
    const deleted = await newIdea({ status: -1 });
    expect((await post(alice.headers, { text: 'hi' }, deleted)).status).toBe(404);
  });

  it('keeps an XSS attempt as plain text, byte for byte', async () => {
    const text = '<img src=x onerror=alert(1)>';
    const res = await post(alice.headers, { text });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ text, isMine: true, likeCount: 0, replies: [], parentId: null });
    const listed = (await list()).data.result;
    expect(listed[0]!.text).toBe(text);
    const [stored] = await t.database.db.select().from(comments).where(eq(comments.id, res.data.id));
    expect(stored!.text).toBe(text);
  });

  it('counts comments on the idea and notifies the owner, but not for the owner’s own comment', async () => {
    const before = await commentCount();
    const unreadBefore = await unreadOf(owner.account.id);
    const res = await post(bob.headers, { text: 'Great idea!' });
    expect(res.status).toBe(200);
    expect(await commentCount()).toBe(before + 1);
    const mine = (await notificationsOf(owner.account.id)).filter(
      (n) => (n.payload as { commentId?: string }).commentId === res.data.id,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      type: NotificationType.Comment,
      actorAccountId: bob.account.id,
      subjectType: 'idea',
      subjectId: ideaId,
      payload: { commentId: res.data.id, excerpt: 'Great idea!' },
    });
    expect(await unreadOf(owner.account.id)).toBe(unreadBefore + 1);

    const countBefore = (await notificationsOf(owner.account.id)).length;
    expect((await post(owner.headers, { text: 'Thanks!' })).status).toBe(200);
    expect(await notificationsOf(owner.account.id)).toHaveLength(countBefore);
    expect(await unreadOf(owner.account.id)).toBe(unreadBefore + 1);
    expect(await commentCount()).toBe(before + 2);
  });
});

describe('replies', () => {
  it('attaches a reply to a reply to the top-level comment (one level)', async () => {
    const top = (await post(alice.headers, { text: 'Top' })).data;
    const reply = (await post(bob.headers, { text: 'Reply', parentId: top.id })).data;
    expect(reply.parentId).toBe(top.id);
    const nested = await post(alice.headers, { text: 'Reply to reply', parentId: reply.id });
    expect(nested.status).toBe(200);
    expect(nested.data.parentId).toBe(top.id);

    const thread = (await list(alice.headers)).data.result.find((c) => c.id === top.id)!;
    expect(thread.replyCount).toBe(2);
    expect(thread.replies.map((r) => r.text)).toEqual(['Reply', 'Reply to reply']);
    expect(thread.replies.every((r) => !('replies' in r))).toBe(true);

    const all = await api(t).call(commentApi.replies, { params: { id: top.id } });
    expect(all.data).toMatchObject({ totalItems: 2 });
  });

  it('pages every reply of a comment, oldest first, beyond the three the list carries', async () => {
    const top = (await post(alice.headers, { text: 'Top with many' })).data;
    for (let index = 1; index <= 5; index += 1) {
      await post(bob.headers, { text: `Reply ${index}`, parentId: top.id });
    }
    const thread = (await list(alice.headers)).data.result.find((c) => c.id === top.id)!;
    expect(thread.replyCount).toBe(5);
    expect(thread.replies.map((r) => r.text)).toEqual(['Reply 1', 'Reply 2', 'Reply 3']);

    const page = async (n: number) =>
      api(t).call(commentApi.replies, { params: { id: top.id }, query: { page: n, pageSize: 2 } });
    const first = await page(1);
    expect(first.data).toMatchObject({ currentPage: 1, pageSize: 2, totalItems: 5, totalPages: 3 });
    expect(first.data.result.map((r) => r.text)).toEqual(['Reply 1', 'Reply 2']);
    expect((await page(3)).data.result.map((r) => r.text)).toEqual(['Reply 5']);

    const bad = await api(t).call(commentApi.replies, { params: { id: top.id }, query: { pageSize: 0 } });
    expect(bad.status).toBe(400);
  });

  it('refuses a parent from another idea', async () => {
    const other = await newIdea();
    const foreign = (await post(alice.headers, { text: 'elsewhere' }, other)).data;
    const res = await post(alice.headers, { text: 'x', parentId: foreign.id });
    expect(res.status).toBe(400);
    expect(res.body.details?.[0]?.field).toBe('parentId');
  });
});

describe('reply notifications', () => {
  /** What the person's notification list shows (the list, not the table). */
  const linesOf = async (who: Signed) =>
    (
      await api(t)
        .as(who)
        .call(notificationApi.list, { query: { pageSize: 50 } })
    ).data.result;
  const repliesTo = async (who: Signed, commentId: string) =>
    (await linesOf(who)).filter((line) => line.type === NotificationType.Reply && line.target.commentId === commentId);

  it('tells the comment’s author and the idea’s owner of a reply, never the replier', async () => {
    const id = await newIdea();
    const top = (await post(alice.headers, { text: 'Would this work in Chiang Mai?' }, id)).data;
    const reply = (await post(bob.headers, { text: 'It does, I tried', parentId: top.id }, id)).data;

    expect(await repliesTo(alice, top.id)).toMatchObject([
      {
        actionByAccount: { id: bob.account.id },
        payload: { excerpt: 'It does, I tried' },
        target: { kind: 'comment', commentId: top.id, ideaId: id, isAvailable: true },
      },
    ]);
    // The owner hears of it as of any comment on their idea.
    const ownerLines = (await notificationsOf(owner.account.id)).filter(
      (n) => (n.payload as { commentId?: string }).commentId === reply.id,
    );
    expect(ownerLines).toMatchObject([{ type: NotificationType.Comment, actorAccountId: bob.account.id }]);

    // The author replying in their own thread tells nobody of a reply to themselves.
    await post(alice.headers, { text: 'Thanks!', parentId: top.id }, id);
    expect(await repliesTo(alice, top.id)).toHaveLength(1);
    // A reply to a reply answers its author (bob), one level deep all the same.
    await post(alice.headers, { text: 'Which district?', parentId: reply.id }, id);
    expect(await repliesTo(bob, reply.id)).toMatchObject([{ actionByAccount: { id: alice.account.id } }]);
  });

  it('sends the owner one notice, the reply, when the owner’s own comment is answered', async () => {
    const id = await newIdea();
    const top = (await post(owner.headers, { text: 'Ask me anything' }, id)).data;
    await post(bob.headers, { text: 'How much to start?', parentId: top.id }, id);
    expect(await repliesTo(owner, top.id)).toHaveLength(1);
    const comments = (await notificationsOf(owner.account.id)).filter(
      (n) => n.type === NotificationType.Comment && n.subjectId === id,
    );
    expect(comments).toHaveLength(0);
  });

  it('tells nobody across a block, whichever side blocked', async () => {
    const id = await newIdea();
    const carol = await buildSignedIn(t.database.db);
    const dave = await buildSignedIn(t.database.db);
    const top = (await post(carol.headers, { text: 'Anyone from Khon Kaen?' }, id)).data;
    // carol blocked dave: dave may still reply on the owner's idea, carol hears nothing of it.
    await api(t)
      .as(carol)
      .call(partnerApi.block, { body: { accountId: dave.account.id } });
    expect((await post(dave.headers, { text: 'Me!', parentId: top.id }, id)).status).toBe(200);
    expect(await repliesTo(carol, top.id)).toEqual([]);

    // erin blocked frank: frank's comment does not reach erin as a reply notice from erin either.
    const erin = await buildSignedIn(t.database.db);
    const frank = await buildSignedIn(t.database.db);
    const franks = (await post(frank.headers, { text: 'Prices?' }, id)).data;
    await api(t)
      .as(erin)
      .call(partnerApi.block, { body: { accountId: frank.account.id } });
    expect((await post(erin.headers, { text: 'Ask the owner', parentId: franks.id }, id)).status).toBe(200);
    expect(await repliesTo(frank, franks.id)).toEqual([]);
  });
});

describe('PATCH and DELETE /api/comment/{id}', () => {
  it('lets only the author edit; others get 403', async () => {
    const mine = (await post(alice.headers, { text: 'first draft' })).data;
    const other = await api(t)
      .as(bob)
      .call(commentApi.update, { params: { id: mine.id }, body: { text: 'hijacked' } });
    expect(other.status).toBe(403);
    const empty = await api(t)
      .as(alice)
      .call(commentApi.update, { params: { id: mine.id }, body: { text: ' ' } });
    expect(empty.body.details).toEqual([{ field: 'text', code: 'REQUIRED', message: 'Please, complete this field.' }]);
    const res = await api(t)
      .as(alice)
      .call(commentApi.update, { params: { id: mine.id }, body: { text: 'final' } });
    expect(res.status).toBe(200);
    expect(res.data.text).toBe('final');
  });

  it('deletes: others get 403, the author soft-deletes and the counts drop', async () => {
    const id = await newIdea();
    const top = (await post(alice.headers, { text: 'parent' }, id)).data;
    const reply = (await post(bob.headers, { text: 'child', parentId: top.id }, id)).data;
    const lonely = (await post(bob.headers, { text: 'lonely' }, id)).data;
    expect(await commentCount(id)).toBe(3);

    const forbidden = await api(t)
      .as(bob)
      .call(commentApi.delete, { params: { id: top.id } });
    expect(forbidden.status).toBe(403);

    const del = await api(t)
      .as(alice)
      .call(commentApi.delete, { params: { id: top.id } });
    expect(del.status).toBe(200);
    expect(del.data).toEqual({ id: top.id, commentCount: 2 });
    expect(await commentCount(id)).toBe(2);
    // Deleted with a reply: a placeholder keeps the thread.
    let threads = (await list(undefined, id)).data.result;
    const placeholder = threads.find((c) => c.id === top.id)!;
    expect(placeholder).toMatchObject({ isDeleted: true, text: '', likeCount: 0 });
    expect(placeholder.replies.map((r) => r.id)).toEqual([reply.id]);

    await api(t)
      .as(bob)
      .call(commentApi.delete, { params: { id: lonely.id } });
    await api(t)
      .as(bob)
      .call(commentApi.delete, { params: { id: reply.id } });
    expect(await commentCount(id)).toBe(0);
    threads = (await list(undefined, id)).data.result;
    expect(threads).toEqual([]);
    expect((await list(undefined, id)).data).toMatchObject({ totalItems: 0, commentCount: 0 });

    const again = await api(t)
      .as(bob)
      .call(commentApi.delete, { params: { id: lonely.id } });
    expect(again.status).toBe(404);
  });

  it('lets staff with idea.manage delete anyone’s comment', async () => {
    const admin = await buildSignedIn(t.database.db, { role: AccountRole.Admin, permissions: [Permission.IdeaManage] });
    const plainAdmin = await buildSignedIn(t.database.db, { role: AccountRole.Admin });
    const c = (await post(alice.headers, { text: 'spam' })).data;
    const refused = await api(t)
      .as(plainAdmin)
      .call(commentApi.delete, { params: { id: c.id } });
    expect(refused.status).toBe(403);
    const res = await api(t)
      .as(admin)
      .call(commentApi.delete, { params: { id: c.id } });
    expect(res.status).toBe(200);
  });

  it('hides comments of deactivated authors', async () => {
    const id = await newIdea();
    const gone = await buildSignedIn(t.database.db);
    await post(gone.headers, { text: 'soon gone' }, id);
    await post(alice.headers, { text: 'stays' }, id);
    await t.database.db.update(accounts).set({ isDeactivated: true }).where(eq(accounts.id, gone.account.id));
    const threads = (await list(undefined, id)).data.result;
    expect(threads.map((c) => c.text)).toEqual(['stays']);
  });
});

describe('likes', () => {
  it('counts one like per account however often it is sent, and notifies the author once', async () => {
    const c = (await post(alice.headers, { text: 'like me' })).data;
    const unreadBefore = await unreadOf(alice.account.id);
    const like = () =>
      api(t)
        .as(bob)
        .call(commentApi.like, { params: { id: c.id } });
    expect((await like()).data).toEqual({ likeCount: 1, isLikedByMe: true });
    expect((await like()).data).toEqual({ likeCount: 1, isLikedByMe: true });
    const rows = await t.database.db.select().from(commentLikes).where(eq(commentLikes.commentId, c.id));
    expect(rows).toHaveLength(1);
    const likes = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientAccountId, alice.account.id), eq(notifications.type, NotificationType.Like)),
      );
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({ actorAccountId: bob.account.id, subjectType: 'comment', subjectId: c.id });
    expect(await unreadOf(alice.account.id)).toBe(unreadBefore + 1);

    const seen = (await list(bob.headers)).data.result.find((x) => x.id === c.id)!;
    expect(seen).toMatchObject({ likeCount: 1, isLikedByMe: true, isMine: false });

    // Nobody likes their own comment: refused with its own code, and nothing changes.
    const self = await api(t)
      .as(alice)
      .call(commentApi.like, { params: { id: c.id } });
    expect(self.status).toBe(400);
    expect(self.body.errorCode).toBe('CANNOT_LIKE_OWN_COMMENT');
    const mine = (await list(alice.headers)).data.result.find((x) => x.id === c.id)!;
    expect(mine).toMatchObject({ likeCount: 1, isLikedByMe: false, isMine: true });
    expect(await unreadOf(alice.account.id)).toBe(unreadBefore + 1);

    const unlike = () =>
      api(t)
        .as(bob)
        .call(commentApi.unlike, { params: { id: c.id } });
    expect((await unlike()).data).toEqual({ likeCount: 0, isLikedByMe: false });
    expect((await unlike()).data).toEqual({ likeCount: 0, isLikedByMe: false });

    // Attack: like, unlike, like again, over and over: the author hears of it once a day.
    for (let round = 0; round < 3; round += 1) {
      expect((await like()).data).toEqual({ likeCount: 1, isLikedByMe: true });
      expect((await unlike()).data).toEqual({ likeCount: 0, isLikedByMe: false });
    }
    expect(await unreadOf(alice.account.id)).toBe(unreadBefore + 1);
  });
});

describe('GET /api/idea/{id}/comment', () => {
  it('pages top-level comments newest first', async () => {
    const id = await newIdea();
    for (const text of ['one', 'two', 'three']) await post(alice.headers, { text }, id);
    const first = (await list(undefined, id, { pageSize: 2 })).data;
    expect(first).toMatchObject({ currentPage: 1, pageSize: 2, totalItems: 3, totalPages: 2, commentCount: 3 });
    expect(first.result.map((c) => c.text)).toEqual(['three', 'two']);
    const second = (await list(undefined, id, { pageSize: 2, page: 2 })).data;
    expect(second.result.map((c) => c.text)).toEqual(['one']);
  });
});

describe('rate limit', () => {
  it('answers 429 after 20 comments a minute from one address', async () => {
    // A fresh address per run: with Redis the counters outlive the test app.
    const from = `10.200.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await post(bob.headers, { text: `n${i}` }, ideaId, from)).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
