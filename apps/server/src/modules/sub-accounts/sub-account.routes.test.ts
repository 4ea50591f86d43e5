import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, chatMembers, chatMessages, chats, subAccounts, uploads } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { uploadTestPng } from '../../test/uploads';
import { buildAccount, buildSignedIn } from '../../test/factories';
import { readMailTo } from '../../test/mail';
import { encryptFor } from '../auth/auth.test-helpers';
import { api } from '../../test/api-client';
import { authApi } from '@ideamatch/shared/api/auth';
import { accountApi } from '@ideamatch/shared/api/account';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Entry = { id: string; subAccountId: string; account: Record<string, unknown>; unreadChatCount: number };

const PASSWORD = 'secret1-ok';
/** A main account with a password and a session. */
const signedIn = () => buildSignedIn(t.database.db, { password: PASSWORD });

/** Saves the list as the web app does: with the owner's password, encrypted (a new entry needs it). */
const upsert = async (headers: Record<string, string>, subAccounts: Record<string, unknown>[], password = PASSWORD) =>
  api(t).send(accountApi.saveSubAccounts, {
    body: { subAccounts, password: await encryptFor(t.app, password) },
    headers,
  });
/** Saves the list with the session alone, as a stolen token would. */
const upsertWithoutProof = (headers: Record<string, string>, subAccounts: Record<string, unknown>[]) =>
  api(t).send(accountApi.saveSubAccounts, { body: { subAccounts }, headers });
const list = (headers: Record<string, string>) => api(t).call(accountApi.subAccounts, { headers });

const uploadPng = (headers: Record<string, string>, modulePath: string) =>
  uploadTestPng(t.app, headers, modulePath, { color: '#7f4f24' });

const uploadRow = async (key: string) => (await t.database.db.select().from(uploads).where(eq(uploads.key, key)))[0];

describe('sub-accounts', () => {
  it('removes one of my sub-accounts: it leaves my list and can no longer be switched into', async () => {
    const { headers } = await signedIn();
    const entries = (
      await upsert(headers, [
        { username: 'remove-me', firstName: 'Gone' },
        { username: 'keep-me', firstName: 'Kept' },
      ])
    ).data;
    const gone = entries[0]!.subAccountId;

    const stranger = await signedIn();
    const refused = await api(t)
      .as(stranger)
      .call(accountApi.removeSubAccount, { params: { id: gone } });
    expect(refused.status).toBe(403);

    const removed = await api(t).call(accountApi.removeSubAccount, { params: { id: gone }, headers });
    expect(removed.status).toBe(200);
    expect(removed.data.map((e) => e.account.username)).toEqual(['keep-me']);
    expect((await list(headers)).data.map((e) => e.account.username)).toEqual(['keep-me']);
    const login = await api(t).call(authApi.subAccountLogin, { body: { subAccountId: gone }, headers });
    expect(login.status).toBeGreaterThanOrEqual(400);
    expect(login.status).toBeLessThan(500);
  });

  it('creates, updates and keeps sub-accounts, and lists them', async () => {
    const { account, headers } = await signedIn();
    const created = await upsert(headers, [
      { username: 'Shop.Coffee', firstName: 'Coffee shop' },
      { username: 'team-one', firstName: 'Team', lastName: 'One' },
    ]);
    expect(created.status).toBe(200);
    const entries = created.data;
    expect(entries.map((e) => e.account.username)).toEqual(['shop.coffee', 'team-one']);
    expect(entries[0]).toMatchObject({ unreadChatCount: 0, account: { firstName: 'Coffee shop' } });
    expect(entries[0]!.account).not.toHaveProperty('email');

    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, entries[0]!.subAccountId));
    expect(row).toMatchObject({ ownerAccountId: account.id, email: null, passwordHash: null });
    const links = await t.database.db.select().from(subAccounts).where(eq(subAccounts.ownerAccountId, account.id));
    expect(links.map((l) => l.id).sort()).toEqual(entries.map((e) => e.id).sort());

    // Update the first by its link id, add a third; the second is not listed and is kept.
    const updated = await upsert(headers, [
      { id: entries[0]!.id, username: 'shop.coffee', firstName: 'Somchai Coffee' },
      { username: 'third', firstName: 'Third' },
    ]);
    expect(updated.status).toBe(200);
    const after = updated.data;
    expect(after.map((e) => [e.account.username, e.account.firstName])).toEqual([
      ['shop.coffee', 'Somchai Coffee'],
      ['team-one', 'Team'],
      ['third', 'Third'],
    ]);
    // The sub-account id works as `id` too.
    const renamed = await upsert(headers, [{ id: entries[1]!.subAccountId, username: 'team-two', firstName: 'Team' }]);
    expect(renamed.data[1]!.account.username).toBe('team-two');
    expect((await list(headers)).data.length).toBe(3);
  });

  it('refuses a taken username, case-insensitively, and duplicates within the call', async () => {
    await buildAccount(t.database.db, { username: 'TakenName' });
    const { headers } = await signedIn();
    const res = await upsert(headers, [{ username: 'takenname', firstName: 'X' }]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      details: [
        { field: 'subAccounts.0.username', code: 'USERNAME_TAKEN', message: 'This username is taken. Try another' },
      ],
    });
    const twice = await upsert(headers, [
      { username: 'same.name', firstName: 'A' },
      { username: 'same.name', firstName: 'B' },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.details).toEqual([
      { field: 'subAccounts.1.username', code: 'USERNAME_TAKEN', message: 'This username is taken. Try another' },
    ]);
    const bad = await upsert(headers, [{ username: 'no spaces!', firstName: 'A' }]);
    expect(bad.body.details).toEqual([
      { field: 'subAccounts.0.username', code: 'INCORRECT_INPUT', message: 'Incorrect input. Please try again' },
    ]);
    expect((await list(headers)).data.length).toBe(0);
  });

  it("refuses another user's sub-account id", async () => {
    const owner = await signedIn();
    const [theirs] = (await upsert(owner.headers, [{ username: 'their.shop', firstName: 'Theirs' }])).body
      .data as Entry[];
    const { headers } = await signedIn();
    const res = await upsert(headers, [{ id: theirs!.subAccountId, username: 'their.shop', firstName: 'Mine now' }]);
    expect(res.status).toBe(403);
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, theirs!.subAccountId));
    expect(row!.firstName).toBe('Theirs');
  });

  it('counts chats with unread messages per sub-account', async () => {
    const { headers } = await signedIn();
    const [shop] = (await upsert(headers, [{ username: 'unread.shop', firstName: 'Shop' }])).data;
    const customer = await buildAccount(t.database.db);
    for (const isRead of [false, true]) {
      const [chat] = await t.database.db.insert(chats).values({}).returning();
      await t.database.db.insert(chatMembers).values([
        // As sends do, the member's row counts the messages from others after its read mark.
        {
          chatId: chat!.id,
          accountId: shop!.subAccountId,
          lastReadAt: isRead ? new Date(Date.now() + 60_000) : null,
          unreadCount: isRead ? 0 : 2,
        },
        { chatId: chat!.id, accountId: customer.id },
      ]);
      await t.database.db.insert(chatMessages).values([
        { chatId: chat!.id, senderAccountId: customer.id, text: 'Hello?' },
        { chatId: chat!.id, senderAccountId: customer.id, text: 'Anyone?' },
      ]);
      // As a send does, the chat records when its last message arrived.
      await t.database.db.update(chats).set({ lastMessageAt: new Date() }).where(eq(chats.id, chat!.id));
    }
    const [entry] = (await list(headers)).data;
    expect(entry!.unreadChatCount).toBe(1);
  });

  it('claims a profile image on create and releases it when replaced', async () => {
    const { account, headers } = await signedIn();
    const first = await uploadPng(headers, `account/${account.id}`);
    const [created] = (await upsert(headers, [{ username: 'pic.shop', firstName: 'Pic', profileImage: first }])).body
      .data as Entry[];
    expect(created!.account.profileImageUrl).toBe(`/files/${first}`);
    expect((await uploadRow(first))!.isReferenced).toBe(true);

    const second = await uploadPng(headers, `account/${created!.subAccountId}`);
    const res = await upsert(headers, [
      { id: created!.id, username: 'pic.shop', firstName: 'Pic', profileImage: second },
    ]);
    expect(res.data[0]!.account.profileImageUrl).toBe(`/files/${second}`);
    expect(await uploadRow(first)).toBeUndefined();

    const stranger = await signedIn();
    const theirs = await uploadPng(stranger.headers, `account/${stranger.account.id}`);
    const refused = await upsert(headers, [{ username: 'other.pic', firstName: 'X', profileImage: theirs }]);
    expect(refused.status).toBe(400);
    expect((await list(headers)).data.length).toBe(1);
  });

  it('is for main-account sessions only', async () => {
    expect((await list({})).status).toBe(401);
  });

  it('creates a persona only with proof that it is the owner, who is then mailed; renaming needs none', async () => {
    const { account, headers } = await signedIn();
    const stolen = await upsertWithoutProof(headers, [{ username: 'thief.shop', firstName: 'Thief' }]);
    expect(stolen.status).toBe(400);
    expect(stolen.body).toMatchObject({ errorCode: 'REAUTH_REQUIRED' });
    const guessed = await upsert(headers, [{ username: 'thief.shop', firstName: 'Thief' }], 'guess-123');
    expect(guessed.status).toBe(400);
    expect(guessed.body).toMatchObject({ errorCode: 'CURRENT_PASSWORD_WRONG' });
    expect((await list(headers)).data.length).toBe(0);
    expect(await readMailTo(t, account.email!)).toEqual([]);

    const created = await upsert(headers, [{ username: 'owned.shop', firstName: 'Shop' }]);
    expect(created.status).toBe(200);
    const [shop] = created.data;
    const [mail] = await readMailTo(t, account.email!, 'sub-accounts-created');
    expect(mail!.subject).toBe('มีการเพิ่มบัญชีย่อยในบัญชี IdeaMatch ของคุณ');
    expect(mail!.text).toContain('@owned.shop');

    const renamed = await upsertWithoutProof(headers, [{ id: shop!.id, username: 'owned.shop', firstName: 'Renamed' }]);
    expect(renamed.status).toBe(200);
    expect(renamed.data[0]!.account.firstName).toBe('Renamed');
    expect(await readMailTo(t, account.email!)).toHaveLength(1);
  });
});
