import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdea } from '../../test/factories';
import { buildPerson, callAs, type Person } from './partner.test-helpers';

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
  callAs(t, who, 'POST', '/api/partner/block', { accountId: whom.account.id });
const ids = (body: { data: { result: { id: string }[] } }) => body.data.result.map((r) => r.id);

describe('blocking', () => {
  it('blocks and unblocks; blocking yourself is refused', async () => {
    expect((await callAs(t, alice, 'POST', '/api/partner/block', { accountId: alice.account.id })).body.errorCode).toBe(
      'PARTNER_SELF',
    );
    expect((await block(alice, bob)).body.data).toMatchObject({ isBlockedByMe: true, state: 'none' });
    expect((await block(alice, bob)).status).toBe(200);
    const lifted = await callAs(t, alice, 'DELETE', `/api/partner/block/${bob.account.id}`);
    expect(lifted.body.data).toMatchObject({ isBlockedByMe: false });
  });

  it('ends a partnership and pending requests, and refuses new requests either way', async () => {
    const { requestId } = (await callAs(t, alice, 'POST', '/api/partner/request', { accountId: bob.account.id })).body
      .data;
    await block(bob, alice);
    const accept = await callAs(t, bob, 'POST', `/api/partner/request/${requestId}/accept`);
    expect(accept.body.errorCode).toBe('PARTNER_REQUEST_CLOSED');
    for (const [from, to] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      const res = await callAs(t, from, 'POST', '/api/partner/request', { accountId: to.account.id });
      expect(res).toMatchObject({
        status: 403,
        body: { errorCode: 'BLOCKED', message: 'You cannot interact with this person.' },
      });
    }
  });

  it('keeps a blocked person from commenting on your ideas, and hides their comments and ideas from you', async () => {
    const aliceIdea = await buildIdea(t.database.db, alice.account.id, { name: 'Alice idea' });
    const bobIdea = await buildIdea(t.database.db, bob.account.id, { name: 'Bob idea' });
    await callAs(t, bob, 'POST', `/api/idea/${bobIdea.id}/comment`, { text: 'Bob on his own idea' });
    await block(alice, bob);

    const comment = await callAs(t, bob, 'POST', `/api/idea/${aliceIdea.id}/comment`, { text: 'Hi' });
    expect(comment).toMatchObject({ status: 403, body: { errorCode: 'BLOCKED' } });

    const list = await callAs(t, alice, 'GET', '/api/idea?pageSize=50');
    expect(list.body.data.result.map((i: { name: string }) => i.name)).toEqual(['Alice idea']);
    const visitorList = await callAs(t, null, 'GET', '/api/idea?pageSize=50');
    expect(visitorList.body.data.result).toHaveLength(2);
    const comments = await callAs(t, alice, 'GET', `/api/idea/${bobIdea.id}/comment`);
    expect(comments.body.data.result).toEqual([]);
  });

  it('leaves blocked people out of search and suggestions, both ways, and stops their notifications', async () => {
    await block(alice, bob);
    expect(ids((await callAs(t, alice, 'GET', '/api/partner/search?q=bobby')).body)).toEqual([]);
    expect(ids((await callAs(t, bob, 'GET', '/api/partner/search?q=alice')).body)).toEqual([]);
    expect(ids((await callAs(t, alice, 'GET', '/api/partner/suggested')).body)).not.toContain(bob.account.id);
    expect(ids((await callAs(t, bob, 'GET', '/api/partner/suggested')).body)).not.toContain(alice.account.id);

    const aliceIdea = await buildIdea(t.database.db, alice.account.id);
    await callAs(t, bob, 'POST', `/api/idea/${aliceIdea.id}/share`, {});
    expect((await callAs(t, alice, 'GET', '/api/notification')).body.data.result).toEqual([]);
  });
});
