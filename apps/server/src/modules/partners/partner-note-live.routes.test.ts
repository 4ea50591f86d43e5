import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount } from '../../test/factories';
import { eventWhere, socketClients } from '../../test/sockets';
import { buildPerson, type Person } from './partner.test-helpers';
import { api, type QueryOf } from '../../test/api-client';
import { partnerApi } from '@ideamatch/shared/api/partner';

let t: TestApp;
let alice: Person;
let bob: Person;
const { connect, closeAll } = socketClients(() => t.app);

beforeEach(async () => {
  t = await buildTestApp();
  alice = await buildPerson(t.database.db, { firstName: 'Alice' });
  bob = await buildPerson(t.database.db, { firstName: 'Bob' });
});
afterEach(async () => {
  closeAll();
  await t.close();
});

const incomingOf = async (viewer: Person) =>
  (
    await api(t)
      .as(viewer)
      .call(partnerApi.requests, { query: { direction: 'incoming' } })
  ).data.result;

describe('a partner request with a note', () => {
  it('carries the note to the addressee, trimmed, and none when left out', async () => {
    const sent = await api(t)
      .as(alice)
      .call(partnerApi.request, {
        body: {
          accountId: bob.account.id,
          note: '  I build the app, you know the market: coffee next week?  ',
        },
      });
    expect(sent.status).toBe(200);
    expect(await incomingOf(bob)).toMatchObject([
      { person: { id: alice.account.id }, note: 'I build the app, you know the market: coffee next week?' },
    ]);

    const carol = await buildPerson(t.database.db, { firstName: 'Carol' });
    await api(t)
      .as(carol)
      .call(partnerApi.request, { body: { accountId: bob.account.id } });
    const notes = (await incomingOf(bob)).map((item) => item.note);
    expect(notes).toEqual([null, 'I build the app, you know the market: coffee next week?']);
  });

  it('refuses a note longer than 500 characters with a field error, and sends nothing', async () => {
    const tooLong = await api(t)
      .as(alice)
      .call(partnerApi.request, {
        body: {
          accountId: bob.account.id,
          note: 'a'.repeat(501),
        },
      });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.details).toEqual([expect.objectContaining({ field: 'note', code: 'PARTNER_NOTE_TOO_LONG' })]);
    expect(await incomingOf(bob)).toEqual([]);

    const justRight = await api(t)
      .as(alice)
      .call(partnerApi.request, {
        body: {
          accountId: bob.account.id,
          note: 'a'.repeat(500),
        },
      });
    expect(justRight.status).toBe(200);
  });
});

describe('partner changes reach the other side live', () => {
  it("a cancelled request tells the addressee's open tabs, and their list no longer has it", async () => {
    const sent = await api(t)
      .as(alice)
      .call(partnerApi.request, { body: { accountId: bob.account.id } });
    expect(await incomingOf(bob)).toHaveLength(1);
    const bobTab = await connect(bob.token);
    const heard = eventWhere(bobTab, 'partner_update', (event) => event.accountId === alice.account.id);

    const cancelled = await api(t)
      .as(alice)
      .send(partnerApi.cancel, { params: { id: sent.data.requestId } });
    expect(cancelled.status).toBe(200);
    expect(await heard).toEqual({ accountId: alice.account.id });
    expect(await incomingOf(bob)).toEqual([]);
  });

  it("an accepted request tells the requester's open tabs", async () => {
    const sent = await api(t)
      .as(alice)
      .call(partnerApi.request, { body: { accountId: bob.account.id } });
    const aliceTab = await connect(alice.token);
    const heard = eventWhere(aliceTab, 'partner_update', (event) => event.accountId === bob.account.id);
    await api(t)
      .as(bob)
      .send(partnerApi.accept, { params: { id: sent.data.requestId } });
    expect(await heard).toEqual({ accountId: bob.account.id });
  });
});

describe('the list of people I blocked', () => {
  const blockedList = async (viewer: Person, query: QueryOf<typeof partnerApi.blocked> = {}) =>
    (await api(t).as(viewer).call(partnerApi.blocked, { query })).data;

  it('lists each blocked person once, newest first, paged, and unblocking takes them off', async () => {
    const carol = await buildPerson(t.database.db, { firstName: 'Carol' });
    // Blocking a persona and its owner is one block on one person.
    const bobShop = await buildAccount(t.database.db, { ownerAccountId: bob.account.id, email: null });
    await api(t)
      .as(alice)
      .call(partnerApi.block, { body: { accountId: bob.account.id } });
    await api(t)
      .as(alice)
      .call(partnerApi.block, { body: { accountId: bobShop.id } });
    await api(t)
      .as(alice)
      .call(partnerApi.block, { body: { accountId: carol.account.id } });

    const list = await blockedList(alice);
    expect(list.totalItems).toBe(2);
    expect(list.result.map((row: { id: string }) => row.id)).toEqual([carol.account.id, bobShop.id]);
    expect(list.result[0]).toMatchObject({ firstName: 'Carol', blockedAt: expect.any(String) });
    expect(list.result[0]).not.toHaveProperty('email');

    const firstPage = await blockedList(alice, { page: 1, pageSize: 1 });
    expect(firstPage).toMatchObject({ totalItems: 2, totalPages: 2 });
    expect(firstPage.result).toHaveLength(1);

    const lifted = await api(t)
      .as(alice)
      .call(partnerApi.unblock, { params: { accountId: bobShop.id } });
    expect(lifted.data).toMatchObject({ isBlockedByMe: false });
    expect((await blockedList(alice)).result.map((row: { id: string }) => row.id)).toEqual([carol.account.id]);
    expect(
      await api(t)
        .as(alice)
        .call(partnerApi.relation, { params: { accountId: bob.account.id } }),
    ).toMatchObject({
      body: { data: { isBlockedByMe: false } },
    });
  });

  it('shows nobody else’s blocks, and nothing to a visitor', async () => {
    await api(t)
      .as(alice)
      .call(partnerApi.block, { body: { accountId: bob.account.id } });
    expect((await blockedList(bob)).result).toEqual([]);
    expect((await api(t).call(partnerApi.blocked)).status).toBe(401);
  });
});
