import { NotificationType } from '@ideamatch/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ideas, notificationReads, notifications, reviews } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdea, buildSignedIn } from '../../test/factories';
import { api } from '../../test/api-client';
import { reviewApi } from '@ideamatch/shared/api/review';
import { partnerApi } from '@ideamatch/shared/api/partner';
import { createSession } from '../auth/session.service';

type Headers = { authorization: string };
type Signed = Awaited<ReturnType<typeof buildSignedIn>>;

let t: TestApp;
let owner: Signed;
let reviewers: Signed[];

const newIdea = async (values: Parameters<typeof buildIdea>[2] = {}) =>
  (await buildIdea(t.database.db, owner.account.id, { name: 'Refill station', categoryId: 'environment', ...values }))
    .id;

const put = (headers: Headers, id: string, payload: object) =>
  api(t).send(reviewApi.upsert, { params: { id }, body: payload, headers });
const remove = (headers: Headers, id: string) => api(t).call(reviewApi.delete, { params: { id }, headers });
const list = (id: string, headers?: Headers) =>
  api(t).call(reviewApi.list, { params: { id }, ...(headers ? { headers } : {}) });
const ideaRow = async (id: string) => (await t.database.db.select().from(ideas).where(eq(ideas.id, id)))[0]!;
const reviewNotifications = (ideaId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.type, NotificationType.Review), eq(notifications.subjectId, ideaId)));

beforeAll(async () => {
  t = await buildTestApp();
  owner = await buildSignedIn(t.database.db);
  reviewers = [
    await buildSignedIn(t.database.db),
    await buildSignedIn(t.database.db),
    await buildSignedIn(t.database.db),
  ];
});
afterAll(() => t.close());

describe('PUT /api/idea/{id}/review', () => {
  it('refuses a review of your own idea', async () => {
    const id = await newIdea();
    const res = await put(owner.headers, id, { score: 5 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'You cannot review your own idea.',
      errorCode: 'CANNOT_REVIEW_OWN_IDEA',
    });
    expect((await ideaRow(id)).reviewCount).toBe(0);
    expect(await reviewNotifications(id)).toHaveLength(0);
  });

  it('validates the score and text', async () => {
    const id = await newIdea();
    for (const score of [0, 6, 3.5, '4', null]) {
      const res = await put(reviewers[0]!.headers, id, { score });
      expect(res.status).toBe(400);
      expect(res.body.details?.[0]).toEqual({
        field: 'score',
        code: 'REVIEW_SCORE_INVALID',
        message: 'Please choose a score from 1 to 5.',
      });
    }
    const long = await put(reviewers[0]!.headers, id, { score: 4, text: 'x'.repeat(1001) });
    expect(long.body.details?.[0]?.field).toBe('text');
    expect((await api(t).call(reviewApi.upsert, { params: { id }, body: { score: 4 } })).status).toBe(401);
  });

  it('keeps the average right after three reviews, an edit and a delete', async () => {
    const id = await newIdea();
    const [a, b, c] = reviewers as [Signed, Signed, Signed];
    expect((await put(a.headers, id, { score: 5, text: 'Love it' })).status).toBe(200);
    expect((await put(b.headers, id, { score: 4 })).status).toBe(200);
    const third = await put(c.headers, id, { score: 3, text: '<b>meh</b>' });
    expect(third.data.review).toMatchObject({ score: 3, text: '<b>meh</b>', isMine: true });
    expect(third.data.summary).toMatchObject({
      rating: 4,
      reviewCount: 3,
      distribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 1 },
    });
    expect(await ideaRow(id)).toMatchObject({ reviewCount: 3, ratingSum: 12, ratingAvg: 4 });

    // PUT again replaces: still one review per account.
    const edited = await put(c.headers, id, { score: 5 });
    expect(edited.data.review).toMatchObject({ score: 5, text: null });
    expect(await ideaRow(id)).toMatchObject({ reviewCount: 3, ratingSum: 14 });
    expect((await ideaRow(id)).ratingAvg).toBeCloseTo(14 / 3);
    expect(edited.data.summary).toMatchObject({ rating: 4.7, reviewCount: 3 });
    const rows = await t.database.db.select().from(reviews).where(eq(reviews.ideaId, id));
    expect(rows).toHaveLength(3);

    const del = await remove(a.headers, id);
    expect(del.status).toBe(200);
    expect(del.data.summary).toMatchObject({ rating: 4.5, reviewCount: 2, myReview: null });
    expect(await ideaRow(id)).toMatchObject({ reviewCount: 2, ratingSum: 9, ratingAvg: 4.5 });
    // Deleting again changes nothing.
    expect((await remove(a.headers, id)).status).toBe(200);
    expect(await ideaRow(id)).toMatchObject({ reviewCount: 2, ratingSum: 9 });

    await remove(b.headers, id);
    await remove(c.headers, id);
    expect(await ideaRow(id)).toMatchObject({ reviewCount: 0, ratingSum: 0, ratingAvg: 0 });
  });

  it('notifies the owner of a new review and a changed score, not of a text-only edit', async () => {
    const id = await newIdea();
    const [a] = reviewers as [Signed];
    const unread = async () =>
      (await t.database.db.select().from(notificationReads).where(eq(notificationReads.accountId, owner.account.id)))[0]
        ?.unreadCount ?? 0;
    const before = await unread();
    await put(a.headers, id, { score: 2 });
    let sent = await reviewNotifications(id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      recipientAccountId: owner.account.id,
      actorAccountId: a.account.id,
      subjectType: 'idea',
      payload: { score: 2 },
    });
    expect(await unread()).toBe(before + 1);
    await put(a.headers, id, { score: 2, text: 'now with words' });
    expect(await reviewNotifications(id)).toHaveLength(1);
    await put(a.headers, id, { score: 4 });
    sent = await reviewNotifications(id);
    expect(sent.map((n) => n.payload.score)).toEqual(expect.arrayContaining([2, 4]));
    expect(await unread()).toBe(before + 2);
  });

  it('attack: review, delete, review again rings the owner once a day', async () => {
    const id = await newIdea();
    const [, b] = reviewers as [Signed, Signed];
    for (let round = 0; round < 3; round += 1) {
      expect((await put(b.headers, id, { score: 3 })).status).toBe(200);
      expect((await remove(b.headers, id)).status).toBe(200);
    }
    expect((await put(b.headers, id, { score: 3 })).status).toBe(200);
    expect(await reviewNotifications(id)).toHaveLength(1);
  });
});

describe('GET /api/idea/{id}/review', () => {
  it('pages reviews newest first with the summary and my review', async () => {
    const id = await newIdea();
    const [a, b] = reviewers as [Signed, Signed];
    await put(a.headers, id, { score: 1 });
    await put(b.headers, id, { score: 5, text: 'Superb' });
    const anonymous = (await list(id)).data;
    expect(anonymous).toMatchObject({ currentPage: 1, totalItems: 2, totalPages: 1 });
    expect(anonymous.result.map((r) => r.score)).toEqual([5, 1]);
    expect(anonymous.summary).toMatchObject({ rating: 3, reviewCount: 2, myReview: null });
    const mine = (await list(id, a.headers)).data;
    expect(mine.summary.myReview).toMatchObject({ score: 1, isMine: true, author: { id: a.account.id } });
  });

  it('answers 404 for a hidden idea and reports "no review" as 0', async () => {
    const hidden = await newIdea({ isHidden: true });
    expect((await list(hidden)).status).toBe(404);
    expect((await put(reviewers[0]!.headers, hidden, { score: 3 })).status).toBe(404);
    const empty = (await list(await newIdea())).data;
    expect(empty).toMatchObject({ totalItems: 0, result: [], summary: { rating: 0, reviewCount: 0 } });
  });
});

describe('attack: a blocked person reviews your idea', () => {
  const block = (headers: Headers, accountId: string) =>
    api(t).call(partnerApi.block, { body: { accountId }, headers });
  const unblock = (headers: Headers, accountId: string) =>
    api(t).call(partnerApi.unblock, { params: { accountId }, headers });

  it('refuses a review across a block either way, a persona included, and hides an earlier one from the blocker', async () => {
    const blocker = await buildSignedIn(t.database.db);
    const troll = await buildSignedIn(t.database.db);
    const bystander = await buildSignedIn(t.database.db);
    const blockersIdea = (await buildIdea(t.database.db, blocker.account.id, { name: 'Blocker idea' })).id;
    const trollsIdea = (await buildIdea(t.database.db, troll.account.id, { name: 'Troll idea' })).id;
    // The troll reviewed before the block: the review stays, the blocker stops seeing it.
    expect((await put(troll.headers, blockersIdea, { score: 1, text: 'before' })).status).toBe(200);
    await put(bystander.headers, blockersIdea, { score: 4 });

    expect((await block(blocker.headers, troll.account.id)).status).toBe(200);
    const attack = await put(troll.headers, blockersIdea, { score: 1, text: 'x'.repeat(1000) });
    expect(attack.status).toBe(403);
    expect(attack.body).toMatchObject({ errorCode: 'BLOCKED', message: 'You cannot interact with this person.' });
    // The blocker cannot review the blocked person's idea either.
    expect((await put(blocker.headers, trollsIdea, { score: 5 })).status).toBe(403);
    // A persona of the blocked person is the same person.
    const [persona] = await t.database.db
      .insert(accounts)
      .values({
        username: `troll_shop_${troll.account.id.slice(-6)}`,
        firstName: 'Shop',
        ownerAccountId: troll.account.id,
      })
      .returning();
    const { token } = await createSession(t.database.db, { accountId: persona!.id });
    expect((await put({ authorization: `Bearer ${token}` }, blockersIdea, { score: 1 })).status).toBe(403);

    const rows = await t.database.db.select().from(reviews).where(eq(reviews.ideaId, blockersIdea));
    expect(rows.map((r) => r.text)).toEqual(expect.arrayContaining(['before', null]));
    expect(rows).toHaveLength(2);

    const seenByBlocker = (await list(blockersIdea, blocker.headers)).data;
    expect(seenByBlocker.totalItems).toBe(1);
    expect(seenByBlocker.result.map((r) => r.author.id)).toEqual([bystander.account.id]);
    // Everyone else still sees both reviews.
    expect((await list(blockersIdea)).data.totalItems).toBe(2);
    expect((await list(blockersIdea, bystander.headers)).data.totalItems).toBe(2);

    expect((await unblock(blocker.headers, troll.account.id)).status).toBe(200);
    expect((await list(blockersIdea, blocker.headers)).data.totalItems).toBe(2);
    expect((await put(troll.headers, blockersIdea, { score: 2 })).status).toBe(200);
  });
});
