import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdea } from '../../test/factories';
import { buildPerson, type Person } from './partner.test-helpers';
import { api } from '../../test/api-client';
import { notificationApi } from '@ideamatch/shared/api/notification';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { commentApi } from '@ideamatch/shared/api/comment';
import { partnerApi } from '@ideamatch/shared/api/partner';

let t: TestApp;
let alice: Person;
let bob: Person;

beforeEach(async () => {
  t = await buildTestApp();
  alice = await buildPerson(t.database.db, { firstName: 'Alice', isLookingForPartner: true });
  bob = await buildPerson(t.database.db, { firstName: 'Bobby', isLookingForPartner: true });
});
afterEach(() => t.close());

const block = (who: Person, whom: Person) =>
  api(t)
    .as(who)
    .call(partnerApi.block, { body: { accountId: whom.account.id } });
const ids = (reply: { data: { result: { id: string }[] } }) => reply.data.result.map((r) => r.id);

describe('blocking', () => {
  it('blocks and unblocks; blocking yourself is refused', async () => {
    expect(
      (
        await api(t)
          .as(alice)
          .call(partnerApi.block, { body: { accountId: alice.account.id } })
      ).body.errorCode,
    ).toBe('PARTNER_SELF');
    expect((await block(alice, bob)).data).toMatchObject({ isBlockedByMe: true, state: 'none' });
    expect((await block(alice, bob)).status).toBe(200);
    const lifted = await api(t)
      .as(alice)
      .call(partnerApi.unblock, { params: { accountId: bob.account.id } });
    expect(lifted.data).toMatchObject({ isBlockedByMe: false });
  });

  it('ends a partnership and pending requests, and refuses new requests either way', async () => {
    const requestId = (
      await api(t)
        .as(alice)
        .call(partnerApi.request, { body: { accountId: bob.account.id } })
    ).data.requestId!;
    await block(bob, alice);
    const accept = await api(t)
      .as(bob)
      .call(partnerApi.accept, { params: { id: requestId } });
    expect(accept.body.errorCode).toBe('PARTNER_REQUEST_CLOSED');
    for (const [from, to] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      const res = await api(t)
        .as(from)
        .call(partnerApi.request, { body: { accountId: to.account.id } });
      expect(res).toMatchObject({
        status: 403,
        body: { errorCode: 'BLOCKED', message: 'You cannot interact with this person.' },
      });
    }
  });

  it('keeps a blocked person from commenting on your ideas, and hides their comments and ideas from you', async () => {
    const aliceIdea = await buildIdea(t.database.db, alice.account.id, { name: 'Alice idea' });
    const bobIdea = await buildIdea(t.database.db, bob.account.id, { name: 'Bob idea' });
    await api(t)
      .as(bob)
      .call(commentApi.create, { params: { id: bobIdea.id }, body: { text: 'Bob on his own idea' } });
    await block(alice, bob);

    const comment = await api(t)
      .as(bob)
      .call(commentApi.create, { params: { id: aliceIdea.id }, body: { text: 'Hi' } });
    expect(comment).toMatchObject({ status: 403, body: { errorCode: 'BLOCKED' } });

    const list = await api(t)
      .as(alice)
      .call(ideaApi.list, { query: { pageSize: 50 } });
    expect(list.data.result.map((i: { name: string }) => i.name)).toEqual(['Alice idea']);
    const visitorList = await api(t).call(ideaApi.list, { query: { pageSize: 50 } });
    expect(visitorList.data.result).toHaveLength(2);
    const comments = await api(t)
      .as(alice)
      .call(commentApi.list, { params: { id: bobIdea.id } });
    expect(comments.data.result).toEqual([]);
  });

  it('leaves blocked people out of search and suggestions, both ways, and stops their notifications', async () => {
    await block(alice, bob);
    expect(
      ids(
        await api(t)
          .as(alice)
          .call(partnerApi.search, { query: { q: 'bobby' } }),
      ),
    ).toEqual([]);
    expect(
      ids(
        await api(t)
          .as(bob)
          .call(partnerApi.search, { query: { q: 'alice' } }),
      ),
    ).toEqual([]);
    expect(ids(await api(t).as(alice).call(partnerApi.suggested))).not.toContain(bob.account.id);
    expect(ids(await api(t).as(bob).call(partnerApi.suggested))).not.toContain(alice.account.id);

    const aliceIdea = await buildIdea(t.database.db, alice.account.id);
    await api(t)
      .as(bob)
      .call(ideaApi.share, { params: { id: aliceIdea.id }, body: {} });
    expect((await api(t).as(alice).call(notificationApi.list)).data.result).toEqual([]);
  });
});
