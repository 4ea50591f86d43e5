import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { IdeaStatus, NotificationType } from '@ideamatch/shared';
import { ideas } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { nextEvent, socketClients } from '../../test/sockets';
import { buildIdea } from '../../test/factories';
import { buildPerson, type Person } from '../partners/partner.test-helpers';
import { api, type QueryOf } from '../../test/api-client';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { partnerApi } from '@ideamatch/shared/api/partner';
import { reviewApi } from '@ideamatch/shared/api/review';
import { notificationApi } from '@ideamatch/shared/api/notification';

let t: TestApp;
let owner: Person;
let fans: Person[];
const sockets = socketClients(() => t.app);

beforeEach(async () => {
  t = await buildTestApp();
  owner = await buildPerson(t.database.db, { firstName: 'Owner' });
  fans = [];
  for (const name of ['Somchai', 'Malee', 'Anan', 'Pim'])
    fans.push(await buildPerson(t.database.db, { firstName: name }));
});
afterEach(async () => {
  sockets.closeAll();
  await t.close();
});

const summary = (who: Person) =>
  api(t)
    .as(who)
    .call(notificationApi.summary)
    .then((r) => r.data);
const list = async (who: Person, query: QueryOf<typeof notificationApi.list> = {}) =>
  (await api(t).as(who).call(notificationApi.list, { query })).data;
const share = (who: Person, ideaId: string) =>
  api(t)
    .as(who)
    .call(ideaApi.share, { params: { id: ideaId }, body: {} });

describe('notifications', () => {
  it('starts empty: acknowledged summary and "No notification" list', async () => {
    expect(await summary(owner)).toEqual({ id: null, isAcknowledge: true, unreadCount: 0 });
    expect(await list(owner)).toMatchObject({ currentPage: 1, pageSize: 5, totalItems: 0, totalPages: 0, result: [] });
    expect((await api(t).call(notificationApi.summary)).status).toBe(401);
  });

  it('creates one per action with the actor, sentence data and target; self-actions notify nobody', async () => {
    const idea = await buildIdea(t.database.db, owner.account.id);
    await share(owner, idea.id);
    expect(await summary(owner)).toMatchObject({ id: null, unreadCount: 0 });

    await api(t)
      .as(fans[0]!)
      .call(reviewApi.upsert, { params: { id: idea.id }, body: { score: 4 } });
    const page = await list(owner);
    expect(page.result).toHaveLength(1);
    expect(page.result[0]).toMatchObject({
      type: NotificationType.Review,
      actionByAccount: { id: fans[0]!.account.id, firstName: 'Somchai' },
      actorCount: 1,
      payload: { score: 4 },
      target: { kind: 'idea', ideaId: idea.id, isAvailable: true },
      isRead: false,
    });
    expect(await summary(owner)).toEqual({ id: page.result[0]!.id, isAcknowledge: false, unreadCount: 1 });
  });

  it('groups one kind about one thing into one line ("Somchai and 3 others"), newest actor first', async () => {
    const idea = await buildIdea(t.database.db, owner.account.id);
    for (const fan of fans) await share(fan, idea.id);
    // A repeat share counts and notifies nothing: the line still ends with the last new sharer.
    await share(fans[0]!, idea.id);
    const page = await list(owner);
    expect(page.totalItems).toBe(1);
    expect(page.result[0]).toMatchObject({
      type: NotificationType.Share,
      actorCount: 4,
      actionByAccount: { id: fans.at(-1)!.account.id },
    });
    // Reading the line reads all of it.
    const read = await api(t)
      .as(owner)
      .call(notificationApi.markRead, { params: { id: page.result[0]!.id } });
    expect(read.data).toMatchObject({ isRead: true, actorCount: 4 });
    expect(await summary(owner)).toMatchObject({ unreadCount: 0 });
  });

  it('pages by 5, acknowledges the summary, and marks read one or all', async () => {
    for (let i = 0; i < 7; i += 1) {
      const idea = await buildIdea(t.database.db, owner.account.id, { name: `Idea ${i}` });
      await share(fans[i % fans.length]!, idea.id);
    }
    const first = await list(owner);
    expect(first).toMatchObject({ currentPage: 1, pageSize: 5, totalItems: 7, totalPages: 2 });
    expect(first.result).toHaveLength(5);
    const second = await list(owner, { page: 2 });
    expect(second.result).toHaveLength(2);
    const ids = [...first.result, ...second.result].map((n: { id: string }) => n.id);
    expect(new Set(ids).size).toBe(7);

    const before = await summary(owner);
    expect(before).toMatchObject({ id: first.result[0]!.id, isAcknowledge: false, unreadCount: 7 });
    const acknowledged = await api(t)
      .as(owner)
      .send(notificationApi.acknowledge, { body: { id: before.id } });
    expect(acknowledged.data).toEqual({ id: before.id, isAcknowledge: true, unreadCount: 7 });
    expect(await summary(owner)).toMatchObject({ isAcknowledge: true });

    // Something newer shows the dot again.
    const idea = await buildIdea(t.database.db, owner.account.id);
    await share(fans[0]!, idea.id);
    expect(await summary(owner)).toMatchObject({ isAcknowledge: false, unreadCount: 8 });

    await api(t)
      .as(owner)
      .call(notificationApi.markRead, { params: { id: first.result[1]!.id } });
    expect(await summary(owner)).toMatchObject({ unreadCount: 7 });
    expect((await list(owner, { isUnread: 'true' })).totalItems).toBe(7);
    await api(t).as(owner).call(notificationApi.markAllRead);
    expect(await summary(owner)).toMatchObject({ unreadCount: 0 });

    // Someone else's notification cannot be acknowledged or read.
    const other = await api(t)
      .as(fans[0]!)
      .call(notificationApi.markRead, { params: { id: first.result[0]!.id } });
    expect(other.status).toBe(404);
    const bad = await api(t)
      .as(owner)
      .call(notificationApi.acknowledge, { body: { id: 'x' } });
    expect(bad.status).toBe(400);
  });

  it('still opens a notification about deleted or hidden content, marked unavailable', async () => {
    const idea = await buildIdea(t.database.db, owner.account.id);
    await share(fans[0]!, idea.id);
    const partnerReq = await api(t)
      .as(fans[1]!)
      .call(partnerApi.request, { body: { accountId: owner.account.id } });
    expect(partnerReq.status).toBe(200);
    await t.database.db.update(ideas).set({ status: IdeaStatus.Deleted }).where(eq(ideas.id, idea.id));
    const page = await list(owner);
    const shared = page.result.find((n: { type: number }) => n.type === NotificationType.Share);
    expect(shared!.target).toMatchObject({ kind: 'idea', ideaId: idea.id, isAvailable: false });
    const friend = page.result.find((n: { type: number }) => n.type === NotificationType.Friend);
    expect(friend).toMatchObject({
      partnerRequest: { status: 'pending' },
      target: { kind: 'partnerRequest', accountId: fans[1]!.account.id, isAvailable: true },
    });
  });

  it('pushes the notification and the new summary over the socket after the action commits', async () => {
    const socket = await sockets.connect(owner.token);
    const heard = nextEvent(socket, 'notification');
    const heardSummary = nextEvent(socket, 'notification_summary_update');
    await api(t)
      .as(fans[0]!)
      .call(partnerApi.request, { body: { accountId: owner.account.id } });
    const pushed = await heard;
    expect(pushed).toMatchObject({ type: NotificationType.Friend, actionByAccount: { id: fans[0]!.account.id } });
    expect(await heardSummary).toEqual({ id: pushed.id, isAcknowledge: false, unreadCount: 1 });
    // The polled summary says the same: polling and push never disagree or add up.
    expect(await summary(owner)).toEqual({ id: pushed.id, isAcknowledge: false, unreadCount: 1 });
  });
});
