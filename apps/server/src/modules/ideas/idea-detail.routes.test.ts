import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ideas, notifications, reports, shares } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { randomIp } from '../auth/auth.test-helpers';
import { viewIdea } from './idea.service';
import { ideaPayload } from './idea.test-helpers';
import { api } from '../../test/api-client';
import { ideaApi } from '@ideamatch/shared/api/idea';

let t: TestApp;
let owner: Awaited<ReturnType<typeof buildSignedIn>>;
let alice: Awaited<ReturnType<typeof buildSignedIn>>;
let bob: Awaited<ReturnType<typeof buildSignedIn>>;
let id: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await buildSignedIn(t.database.db, { miniBio: 'Barista turned founder' });
  alice = await buildSignedIn(t.database.db);
  bob = await buildSignedIn(t.database.db);
  const res = await api(t).as(owner).call(ideaApi.create, { body: ideaPayload() });
  id = res.data.id;
});
afterAll(() => t.close());

const views = async () => (await t.database.db.select().from(ideas).where(eq(ideas.id, id)))[0]!.viewCount;
const view = (options: { headers?: Record<string, string>; ip?: string }) =>
  api(t)
    .as(options)
    .call(ideaApi.get, { params: { id }, remoteAddress: options.ip ?? randomIp() });

describe('GET /api/idea/{id}', () => {
  it('shows every field and the owner card to a visitor', async () => {
    const res = await view({});
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      id,
      name: 'Coffee cart co-op',
      category: 'food',
      achievements: ['First pilot at Silom', 'Break-even in 3 months'],
      detail: expect.stringMatching(/^Owners share carts, beans and a booking app/),
      ideaAttachments: [],
      isOwner: false,
      myReview: null,
      owner: { id: owner.account.id, username: owner.account.username, miniBio: 'Barista turned founder' },
    });
    expect((await view({ headers: owner.headers })).data.isOwner).toBe(true);
    expect((await api(t).call(ideaApi.get, { params: { id: 'not-a-uuid' } })).status).toBe(400);
    expect((await api(t).call(ideaApi.get, { params: { id: '0190aaaa-0000-7000-8000-000000000000' } })).status).toBe(
      404,
    );
  });

  it('counts a view once per viewer per day, a visitor by address whatever the user agent', async () => {
    await t.database.db.update(ideas).set({ viewCount: 0 }).where(eq(ideas.id, id));
    const start = await views();
    expect((await view({ headers: alice.headers })).data.views).toBe(start + 1);
    expect((await view({ headers: alice.headers })).data.views).toBe(start + 1);
    await view({ headers: bob.headers });
    expect(await views()).toBe(start + 2);
    const ip = randomIp();
    await view({ ip, headers: { 'user-agent': 'phone' } });
    await view({ ip, headers: { 'user-agent': 'phone' } });
    expect(await views()).toBe(start + 3);
    await view({ ip, headers: { 'user-agent': 'laptop' } });
    expect(await views()).toBe(start + 3);
    await view({ headers: owner.headers });
    expect(await views()).toBe(start + 3);
    const tomorrow = new Date(Date.now() + 86_400_000);
    await viewIdea(t.database.db, id, { accountId: alice.account.id, ip: '' }, tomorrow);
    expect(await views()).toBe(start + 4);
  });

  it('hides ideas of a deactivated owner from others', async () => {
    await t.database.db.update(accounts).set({ isDeactivated: true }).where(eq(accounts.id, owner.account.id));
    expect((await view({ headers: alice.headers })).status).toBe(404);
    await t.database.db.update(accounts).set({ isDeactivated: false }).where(eq(accounts.id, owner.account.id));
    expect((await view({ headers: alice.headers })).status).toBe(200);
  });
});

describe('GET /api/idea/mine and /api/idea/account/{id}', () => {
  it('pages the cards of an account', async () => {
    const mine = await api(t)
      .as(owner)
      .call(ideaApi.mine, { query: { pageSize: 1 } });
    expect(mine.data).toMatchObject({ currentPage: 1, pageSize: 1, totalItems: 1, totalPages: 1 });
    expect(mine.data.result[0]).toMatchObject({ id, isHidden: false, category: 'food' });
    expect((await api(t).call(ideaApi.mine)).status).toBe(401);
    const theirs = await api(t).call(ideaApi.ofAccount, { params: { id: owner.account.id } });
    expect(theirs.data.result.map((card) => card.id)).toEqual([id]);
    const empty = await api(t).call(ideaApi.ofAccount, { params: { id: alice.account.id } });
    expect(empty.data).toMatchObject({ totalItems: 0, result: [] });
  });
});

describe('POST /api/idea/{id}/report', () => {
  const report = (payload: Record<string, unknown>, headers?: Record<string, string>) =>
    api(t).send(ideaApi.report, { params: { id }, body: payload, headers });

  it('records a report once per account', async () => {
    const res = await report({ reason: 'spam', detail: 'Posted ten times' }, alice.headers);
    expect(res.status).toBe(200);
    const again = await report({ reason: 'notRelated' }, alice.headers);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      errorCode: 'IDEA_ALREADY_REPORTED',
      message: 'You have already reported this idea.',
    });
    const rows = await t.database.db.select().from(reports).where(eq(reports.ideaId, id));
    expect(rows).toMatchObject([{ reason: 'spam', detail: 'Posted ten times', status: 'open' }]);
  });

  it('refuses your own idea, unknown reasons, long details and visitors', async () => {
    const own = await report({ reason: 'selfPurpose' }, owner.headers);
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({
      errorCode: 'CANNOT_REPORT_OWN_IDEA',
      message: 'You cannot report your own idea.',
    });
    expect((await report({ reason: 'boring' }, bob.headers)).body.details?.[0]?.field).toBe('reason');
    const long = await report({ reason: 'spam', detail: 'x'.repeat(501) }, bob.headers);
    expect(long.body.details).toEqual([
      { field: 'detail', code: 'REPORT_DETAIL_TOO_LONG', message: 'Detail must be at most 500 characters' },
    ]);
    expect((await report({ reason: 'spam' })).status).toBe(401);
  });
});

describe('POST /api/idea/{id}/share', () => {
  const share = (payload: Record<string, unknown> | undefined, headers?: Record<string, string>) =>
    api(t).call(ideaApi.share, { params: { id }, body: payload, headers });
  const shareNotifications = () =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientAccountId, owner.account.id), eq(notifications.type, 4)));

  it('counts shares and notifies the owner when a member shares', async () => {
    expect((await share(undefined)).data).toEqual({ shareCount: 1 });
    expect(await shareNotifications()).toHaveLength(0);
    expect((await share({ channel: 'copy' }, alice.headers)).data).toEqual({ shareCount: 2 });
    expect(await shareNotifications()).toMatchObject([
      { actorAccountId: alice.account.id, subjectType: 'idea', subjectId: id },
    ]);
    expect((await share({ channel: 'native' }, owner.headers)).data).toEqual({ shareCount: 3 });
    expect(await shareNotifications()).toHaveLength(1);
    const rows = await t.database.db.select().from(shares).where(eq(shares.ideaId, id));
    expect(rows.map((row) => row.channel).sort()).toEqual(['copy', 'native', null]);
    expect((await view({})).data.shareCount).toBe(3);
  });

  it('cannot share an idea others cannot see', async () => {
    await t.database.db.update(ideas).set({ isHidden: true }).where(eq(ideas.id, id));
    expect((await share({ channel: 'copy' }, alice.headers)).status).toBe(404);
    await t.database.db.update(ideas).set({ isHidden: false }).where(eq(ideas.id, id));
  });
});
