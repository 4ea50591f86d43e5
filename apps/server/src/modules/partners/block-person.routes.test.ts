import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUB_ACCOUNTS_MAX } from '@ideamatch/shared';
import { mailOutbox } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { encryptFor } from '../auth/auth.test-helpers';
import { mailAwayMembers } from '../chat/chat.mail';
import { buildSubAccountSession, postMessage, sendOk } from '../chat/chat.test-helpers';
import { buildPerson, type Person } from './partner.test-helpers';
import { api } from '../../test/api-client';
import { accountApi } from '@ideamatch/shared/api/account';
import { partnerApi } from '@ideamatch/shared/api/partner';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let personas = 0;
/** A person with two personas (sub-accounts), each with a live session. */
async function personWithPersonas() {
  const main = await buildPerson(t.database.db, { isLookingForPartner: true });
  personas += 1;
  const shop = await buildSubAccountSession(t, main, `shop${personas}_${main.account.id.slice(-6)}`);
  const team = await buildSubAccountSession(t, main, `team${personas}_${main.account.id.slice(-6)}`);
  return { main, shop, team };
}

const block = (who: Person, accountId: string) => api(t).as(who).call(partnerApi.block, { body: { accountId } });

describe('a block covers the whole person', () => {
  it('blocking a main account stops every one of its personas from writing to me, and mine to it', async () => {
    const victim = await buildPerson(t.database.db);
    const harasser = await personWithPersonas();
    expect((await block(victim, harasser.main.account.id)).status).toBe(200);

    for (const persona of [harasser.shop, harasser.team]) {
      const res = await postMessage(t, persona, { toAccountId: victim.account.id, text: 'hi again' });
      expect(res.json()).toMatchObject({ statusCode: 403, errorCode: 'CHAT_BLOCKED' });
    }
    // A persona of the victim cannot be reached either.
    const victimShop = await buildSubAccountSession(t, victim, `vshop_${victim.account.id.slice(-6)}`);
    const res = await postMessage(t, harasser.shop, { toAccountId: victimShop.account.id, text: 'found you' });
    expect(res.json()).toMatchObject({ statusCode: 403, errorCode: 'CHAT_BLOCKED' });
  });

  it('a persona can be blocked directly: its owner and the owner’s other personas are blocked too', async () => {
    const victim = await buildPerson(t.database.db, { isLookingForPartner: true });
    const harasser = await personWithPersonas();
    // An existing chat with the persona: after the block, no side can write into it.
    const first = await sendOk(t, harasser.shop, { toAccountId: victim.account.id, text: 'hello' });

    const blocked = await block(victim, harasser.shop.account.id);
    expect(blocked.status).toBe(200);
    expect(blocked.data).toMatchObject({ isBlockedByMe: true });

    expect((await postMessage(t, harasser.shop, { chatId: first.chatId, text: 'still here' })).statusCode).toBe(403);
    expect((await postMessage(t, victim, { chatId: first.chatId, text: 'reply' })).statusCode).toBe(403);
    expect(
      (await postMessage(t, harasser.team, { toAccountId: victim.account.id, text: 'other persona' })).statusCode,
    ).toBe(403);
    expect((await postMessage(t, harasser.main, { toAccountId: victim.account.id, text: 'main' })).statusCode).toBe(
      403,
    );
    const request = await api(t)
      .as(harasser.main)
      .call(partnerApi.request, { body: { accountId: victim.account.id } });
    expect(request.body).toMatchObject({ statusCode: 403, errorCode: 'BLOCKED' });
    // The block shows on the owner's profile relation too, and lifting it on any account lifts it.
    const relation = await api(t)
      .as(victim)
      .call(partnerApi.relation, { params: { accountId: harasser.main.account.id } });
    expect(relation.data).toMatchObject({ isBlockedByMe: true });
    const lifted = await api(t)
      .as(victim)
      .call(partnerApi.unblock, { params: { accountId: harasser.main.account.id } });
    expect(lifted.data).toMatchObject({ isBlockedByMe: false });
    expect((await postMessage(t, harasser.team, { toAccountId: victim.account.id, text: 'sorry' })).statusCode).toBe(
      200,
    );
  });

  it('nobody can block their own persona or their owner', async () => {
    const person = await personWithPersonas();
    expect((await block(person.main, person.shop.account.id)).body).toMatchObject({
      statusCode: 400,
      errorCode: 'PARTNER_SELF',
    });
  });
});

describe('sub-accounts are limited in total', () => {
  it(`at most ${SUB_ACCOUNTS_MAX} personas in all, however many calls add them`, async () => {
    const owner = await buildSignedIn(t.database.db, { password: 'owner-secret-1' });
    // Saved as the web app does: with the owner's password (a new persona needs it).
    const upsert = async (subAccounts: { username: string; firstName: string }[]) =>
      api(t)
        .as(owner)
        .call(accountApi.saveSubAccounts, {
          body: {
            subAccounts,
            password: await encryptFor(t.app, 'owner-secret-1'),
          },
        });
    const batch = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        username: `p${from + i}_${owner.account.id.slice(-8)}`,
        firstName: 'P',
      }));
    expect((await upsert(batch(0, SUB_ACCOUNTS_MAX - 1))).status).toBe(200);
    const over = await upsert(batch(100, 2));
    expect(over.body).toMatchObject({
      statusCode: 400,
      details: [{ field: 'subAccounts', code: 'SUB_ACCOUNTS_TOO_MANY' }],
    });
    expect((await upsert(batch(200, 1))).status).toBe(200);
    expect((await upsert(batch(300, 1))).status).toBe(400);
    const list = await api(t).as(owner).call(accountApi.subAccounts);
    expect(list.data).toHaveLength(SUB_ACCOUNTS_MAX);
  });
});

describe('mail about new messages from one person is grouped', () => {
  it('eight personas writing at once send one mail; another person still gets through', async () => {
    const away = await buildSignedIn(t.database.db);
    const sender = await buildPerson(t.database.db);
    const messageMails = () =>
      t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, away.account.email!.toLowerCase()), eq(mailOutbox.kind, 'chat-message')));
    // What the send route does after its reply, run here for each message to see what it mails.
    const mailFor = (message: Awaited<ReturnType<typeof sendOk>>, senderId: string) =>
      mailAwayMembers(
        t.app,
        { message, memberIds: [senderId, away.account.id], summaryAccountIds: [], isNew: true },
        'http://x.test',
      );

    const first = await buildSubAccountSession(t, sender, `m0_${sender.account.id.slice(-8)}`);
    await sendOk(t, first, { toAccountId: away.account.id, text: 'message 0' });
    await vi.waitFor(async () => expect(await messageMails()).toHaveLength(1));
    for (let i = 1; i < 8; i += 1) {
      const persona = await buildSubAccountSession(t, sender, `m${i}_${sender.account.id.slice(-8)}`);
      const message = await sendOk(t, persona, { toAccountId: away.account.id, text: `message ${i}` });
      expect(await mailFor(message, persona.account.id)).toBe(0);
    }
    const stranger = await buildSignedIn(t.database.db);
    const fromStranger = await sendOk(t, stranger, { toAccountId: away.account.id, text: 'hello' });
    await vi.waitFor(async () => expect(await messageMails()).toHaveLength(2));
    expect(await mailFor(fromStranger, stranger.account.id)).toBe(0);
  });
});
