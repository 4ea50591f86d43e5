import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotificationType } from '@ideamatch/shared';
import { notifications, partnerRequests, partnerships } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildPerson, type Person } from './partner.test-helpers';
import { api } from '../../test/api-client';
import { partnerApi } from '@ideamatch/shared/api/partner';
import { chatApi } from '@ideamatch/shared/api/chat';

let t: TestApp;
let alice: Person;
let bob: Person;

beforeEach(async () => {
  t = await buildTestApp();
  alice = await buildPerson(t.database.db, { firstName: 'Alice' });
  bob = await buildPerson(t.database.db, { firstName: 'Bob' });
});
afterEach(() => t.close());

const request = (from: Person, to: Person) =>
  api(t)
    .as(from)
    .call(partnerApi.request, { body: { accountId: to.account.id } });
const relation = (viewer: Person, other: Person) =>
  api(t)
    .as(viewer)
    .call(partnerApi.relation, { params: { accountId: other.account.id } })
    .then((r) => r.data);
const partnerIdsOf = async (viewer: Person) =>
  (await api(t).as(viewer).call(partnerApi.list)).data.result.map((p) => p.id);
const pairRows = () => t.database.db.select().from(partnerships);

describe('partner request life cycle', () => {
  it('sends a request, notifies the addressee (Friend) and shows "already sent" to the requester', async () => {
    const sent = await request(alice, bob);
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ accountId: bob.account.id, state: 'outgoing', isBlockedByMe: false });
    expect(await relation(bob, alice)).toMatchObject({ state: 'incoming', requestId: sent.data.requestId });

    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientAccountId, bob.account.id));
    expect(note).toMatchObject({
      type: NotificationType.Friend,
      actorAccountId: alice.account.id,
      subjectType: 'partner_request',
    });

    const outgoing = await api(t)
      .as(alice)
      .call(partnerApi.requests, { query: { direction: 'outgoing' } });
    expect(outgoing.data.result).toHaveLength(1);
    expect(outgoing.data.result[0]!.person).toMatchObject({ id: bob.account.id, firstName: 'Bob' });
    const incoming = await api(t)
      .as(bob)
      .call(partnerApi.requests, { query: { direction: 'incoming' } });
    expect(incoming.data.result[0]).toMatchObject({ direction: 'incoming', person: { id: alice.account.id } });
  });

  it('refuses a request to yourself, a duplicate, and one to a deactivated or unknown account', async () => {
    const self = await request(alice, alice);
    expect(self).toMatchObject({
      status: 400,
      body: { errorCode: 'PARTNER_SELF', message: 'You cannot do this with your own account.' },
    });

    await request(alice, bob);
    const again = await request(alice, bob);
    expect(again).toMatchObject({ status: 409, body: { errorCode: 'PARTNER_REQUEST_ALREADY_SENT' } });

    const gone = await buildPerson(t.database.db, { isDeactivated: true });
    expect(await request(alice, gone)).toMatchObject({ status: 404, body: { errorCode: 'PARTNER_UNAVAILABLE' } });
    const unknown = await api(t)
      .as(alice)
      .call(partnerApi.request, {
        body: {
          accountId: '01900000-0000-7000-8000-00000000dead',
        },
      });
    expect(unknown).toMatchObject({ status: 404, body: { errorCode: 'PARTNER_UNAVAILABLE' } });
    const bad = await api(t)
      .as(alice)
      .call(partnerApi.request, { body: { accountId: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.field).toBe('accountId');
  });

  it('cancels a request ("cancel request to connect"); only the requester may', async () => {
    const requestId = (await request(alice, bob)).data.requestId!;
    expect(
      (
        await api(t)
          .as(bob)
          .call(partnerApi.cancel, { params: { id: requestId } })
      ).status,
    ).toBe(404);
    const cancelled = await api(t)
      .as(alice)
      .call(partnerApi.cancel, { params: { id: requestId } });
    expect(cancelled.data).toMatchObject({ state: 'none', requestId: null });
    expect(await relation(bob, alice)).toMatchObject({ state: 'none' });
    expect(
      (
        await api(t)
          .as(alice)
          .call(partnerApi.cancel, { params: { id: requestId } })
      ).body.errorCode,
    ).toBe('PARTNER_REQUEST_CLOSED');
    // A fresh request may follow a cancelled one.
    expect((await request(alice, bob)).status).toBe(200);
  });

  it('puts the chat of new partners in both chat lists at once, empty, and keeps it when they write', async () => {
    const chatsOf = async (viewer: Person) => (await api(t).as(viewer).call(chatApi.list)).data.result;
    expect(await chatsOf(alice)).toEqual([]);
    const requestId = (await request(alice, bob)).data.requestId!;
    await api(t)
      .as(bob)
      .call(partnerApi.accept, { params: { id: requestId } });

    const [aliceChat] = await chatsOf(alice);
    expect(aliceChat).toMatchObject({ otherAccount: { id: bob.account.id }, lastMessage: null, unreadCount: 0 });
    const [bobChat] = await chatsOf(bob);
    expect(bobChat).toMatchObject({ id: aliceChat!.id, otherAccount: { id: alice.account.id } });

    const sent = await api(t)
      .as(alice)
      .call(chatApi.send, { body: { toAccountId: bob.account.id, text: 'สวัสดีค่ะ' } });
    expect(sent.data.chatId).toBe(aliceChat!.id);
    expect(await chatsOf(bob)).toMatchObject([{ id: aliceChat!.id, lastMessage: { text: 'สวัสดีค่ะ' } }]);
  });

  it('accepts (addressee only): both list each other, the requester is told; then disconnects', async () => {
    const requestId = (await request(alice, bob)).data.requestId!;
    expect(
      (
        await api(t)
          .as(alice)
          .call(partnerApi.accept, { params: { id: requestId } })
      ).status,
    ).toBe(404);
    const accepted = await api(t)
      .as(bob)
      .call(partnerApi.accept, { params: { id: requestId } });
    expect(accepted.data).toMatchObject({ state: 'partner', accountId: alice.account.id });
    expect(await partnerIdsOf(alice)).toEqual([bob.account.id]);
    expect(await partnerIdsOf(bob)).toEqual([alice.account.id]);
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientAccountId, alice.account.id));
    expect(told).toMatchObject({ type: NotificationType.Friend, actorAccountId: bob.account.id });
    expect(told!.payload).toMatchObject({ event: 'accepted' });

    expect((await request(alice, bob)).body.errorCode).toBe('PARTNER_ALREADY_CONNECTED');
    expect(
      (
        await api(t)
          .as(bob)
          .call(partnerApi.decline, { params: { id: requestId } })
      ).body.errorCode,
    ).toBe('PARTNER_REQUEST_CLOSED');

    const disconnected = await api(t)
      .as(alice)
      .call(partnerApi.disconnect, { params: { accountId: bob.account.id } });
    expect(disconnected.data).toMatchObject({ state: 'none' });
    expect(await partnerIdsOf(bob)).toEqual([]);
    const again = await api(t)
      .as(alice)
      .send(partnerApi.disconnect, { params: { accountId: bob.account.id } });
    expect(again).toMatchObject({ status: 404, body: { errorCode: 'PARTNER_NOT_CONNECTED' } });
  });

  it('declines: nothing connects and the requester may ask again after the 7-day cool-down', async () => {
    const requestId = (await request(alice, bob)).data.requestId!;
    const declined = await api(t)
      .as(bob)
      .call(partnerApi.decline, { params: { id: requestId } });
    expect(declined.data).toMatchObject({ state: 'none' });
    expect(await pairRows()).toHaveLength(0);
    const [row] = await t.database.db.select().from(partnerRequests).where(eq(partnerRequests.id, requestId));
    expect(row!.status).toBe('declined');
    expect((await request(alice, bob)).body).toMatchObject({ errorCode: 'PARTNER_REQUEST_COOLDOWN' });
    await t.database.db
      .update(partnerRequests)
      .set({ respondedAt: new Date(Date.now() - 8 * 24 * 60 * 60_000) })
      .where(eq(partnerRequests.id, requestId));
    expect((await request(alice, bob)).status).toBe(200);
  });

  it('a request to someone who already asked you connects you both once', async () => {
    await request(alice, bob);
    const crossed = await request(bob, alice);
    expect(crossed.data).toMatchObject({ state: 'partner' });
    expect(await pairRows()).toHaveLength(1);
  });

  it('two people requesting each other at the same moment end up connected once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await buildPerson(t.database.db);
      const b = await buildPerson(t.database.db);
      const [ab, ba] = await Promise.all([request(a, b), request(b, a)]);
      expect([ab.status, ba.status]).toEqual([200, 200]);
      // The later of the two accepts the earlier one; the earlier may answer before or after that.
      const states = [ab.data.state, ba.data.state];
      expect(states).toContain('partner');
      for (const state of states) expect(['outgoing', 'partner']).toContain(state);
      expect(await relation(a, b)).toMatchObject({ state: 'partner' });
      const rows = await t.database.db
        .select()
        .from(partnerRequests)
        .where(and(eq(partnerRequests.requesterAccountId, a.account.id)));
      const pending = (
        await t.database.db.select().from(partnerRequests).where(eq(partnerRequests.status, 'pending'))
      ).filter((r) => [a.account.id, b.account.id].includes(r.requesterAccountId));
      expect(pending).toHaveLength(0);
      expect(rows.length).toBeLessThanOrEqual(1);
    }
    expect(await pairRows()).toHaveLength(5);
  });

  it('needs a logged-in main account', async () => {
    expect((await api(t).call(partnerApi.list)).status).toBe(401);
    expect((await api(t).call(partnerApi.request, { body: { accountId: bob.account.id } })).status).toBe(401);
  });
});
