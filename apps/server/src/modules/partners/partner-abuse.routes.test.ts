import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType } from '@ideamatch/shared';
import { notifications, partnerRequests } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildPerson, type Person } from './partner.test-helpers';
import { api } from '../../test/api-client';
import { partnerApi } from '@ideamatch/shared/api/partner';
import { notificationApi } from '@ideamatch/shared/api/notification';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60_000;
const ask = (from: Person, to: Person) =>
  api(t)
    .as(from)
    .call(partnerApi.request, { body: { accountId: to.account.id } });
const answer = (who: Person, requestId: string | null, how: 'accept' | 'decline') =>
  api(t)
    .as(who)
    .call(partnerApi[how], { params: { id: requestId! } });
const cancel = (who: Person, requestId: string | null) =>
  api(t)
    .as(who)
    .call(partnerApi.cancel, { params: { id: requestId! } });
const relation = async (viewer: Person, other: Person) =>
  (
    await api(t)
      .as(viewer)
      .call(partnerApi.relation, { params: { accountId: other.account.id } })
  ).data;
/** Moves the decline of `requestId` back in time, as if it had been answered `days` ago. */
const declinedDaysAgo = (requestId: string, days: number) =>
  t.app.db
    .update(partnerRequests)
    .set({ respondedAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(partnerRequests.id, requestId));

describe('a declined partner request cools down for 7 days', () => {
  it('refuses asking again right after a decline, with when, until 7 days have passed; the one who declined may still ask', async () => {
    const requester = await buildPerson(t.app.db);
    const receiver = await buildPerson(t.app.db);
    const sent = await ask(requester, receiver);
    expect(sent.status).toBe(200);
    const requestId = sent.data.requestId!;
    expect((await answer(receiver, requestId, 'decline')).status).toBe(200);

    for (let attempt = 0; attempt < 3; attempt += 1) {
      const again = await api(t)
        .as(requester)
        .call(partnerApi.request, { body: { accountId: receiver.account.id } });
      expect(again.status).toBe(429);
      expect(again.body).toMatchObject({
        errorCode: 'PARTNER_REQUEST_COOLDOWN',
        message: 'This person declined your request. You can send a new one 7 days after they declined.',
      });
      const retryAfter = Number(again.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(7 * 24 * 3600 - 120);
      expect(retryAfter).toBeLessThanOrEqual(7 * 24 * 3600);
    }
    // Nothing more reached the receiver: one request notification, from the first ask.
    const notes = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientAccountId, receiver.account.id), eq(notifications.type, NotificationType.Friend)),
      );
    expect(notes).toHaveLength(1);

    const shown = await relation(requester, receiver);
    expect(shown.state).toBe('none');
    const allowedAt = new Date(shown.requestAllowedAt!).getTime();
    expect(Math.abs(allowedAt - (Date.now() + 7 * DAY_MS))).toBeLessThan(2 * 60_000);
    expect((await relation(receiver, requester)).requestAllowedAt ?? null).toBeNull();

    // Six days on: still waiting. Eight days on: allowed.
    await declinedDaysAgo(requestId, 6);
    expect((await ask(requester, receiver)).status).toBe(429);
    await declinedDaysAgo(requestId, 8);
    expect((await relation(requester, receiver)).requestAllowedAt ?? null).toBeNull();
    expect((await ask(requester, receiver)).status).toBe(200);
  });

  it('lets the person who declined ask instead, and the other accept that', async () => {
    const requester = await buildPerson(t.app.db);
    const receiver = await buildPerson(t.app.db);
    const sent = await ask(requester, receiver);
    expect((await answer(receiver, sent.data.requestId, 'decline')).status).toBe(200);

    const theirs = await ask(receiver, requester);
    expect(theirs.status).toBe(200);
    expect(theirs.data.state).toBe('outgoing');
    // Asking back answers their request: the two connect.
    const back = await ask(requester, receiver);
    expect(back.status).toBe(200);
    expect(back.data.state).toBe('partner');
  });
});

describe('request and cancel loops ring once', () => {
  const requestNotes = (recipient: Person) =>
    api(t)
      .as(recipient)
      .send(notificationApi.list, { query: { pageSize: 20 } })
      .then((res) => res.data.result.filter((item) => item.type === NotificationType.Friend));

  it('five request/cancel rounds leave one notification, pointing at the request still open', async () => {
    const requester = await buildPerson(t.app.db);
    const receiver = await buildPerson(t.app.db);
    let requestId = '';
    for (let round = 0; round < 5; round += 1) {
      const sent = await ask(requester, receiver);
      expect(sent.status).toBe(200);
      requestId = sent.data.requestId!;
      if (round < 4) expect((await cancel(requester, requestId)).status).toBe(200);
    }
    const notes = await requestNotes(receiver);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.partnerRequest).toEqual({ id: requestId, status: 'pending' });
    const summary = await api(t).as(receiver).send(notificationApi.summary);
    expect(summary.data.unreadCount).toBe(1);
    // The one notification still answers the request.
    expect((await answer(receiver, requestId, 'accept')).status).toBe(200);
  });

  it('rings again for a request sent a day after the first', async () => {
    const requester = await buildPerson(t.app.db);
    const receiver = await buildPerson(t.app.db);
    const first = await ask(requester, receiver);
    expect((await cancel(requester, first.data.requestId)).status).toBe(200);
    await t.app.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(eq(notifications.recipientAccountId, receiver.account.id));
    expect((await ask(requester, receiver)).status).toBe(200);
    expect(await requestNotes(receiver)).toHaveLength(2);
  });
});
