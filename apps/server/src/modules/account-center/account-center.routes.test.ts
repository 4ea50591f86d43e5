// Longer than 400 lines: the account center's routes (password, e-mail, sessions, two-factor) share one
// signed-in app and its fixtures; each describe block is one screen of the settings page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { AccountRole } from '@ideamatch/shared';
import { accounts, auditLog, ideas, mailOutbox } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccountWithPassword } from '../../test/factories';
import { readMailTo } from '../../test/mail';
import { disconnected, socketClients } from '../../test/sockets';
import { authenticatorCode } from '../../test/totp';
import { uploadTestPng } from '../../test/uploads';
import { readZip } from '../../test/zip';
import { encryptFor, accessTokenOf, challengeTokenOf } from '../auth/auth.test-helpers';
import { ideaPayload } from '../ideas/idea.test-helpers';
import type { OutgoingMail } from '../mail/mail.service';
import { sendDueDigests } from './mail-digest.service';
import { sealPlainTwoFactorSecrets } from './two-factor.service';
import { api } from '../../test/api-client';
import { commentApi } from '@ideamatch/shared/api/comment';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import { accountApi } from '@ideamatch/shared/api/account';
import { chatApi } from '@ideamatch/shared/api/chat';
import { authApi } from '@ideamatch/shared/api/auth';

let t: TestApp;
const sockets = socketClients(() => t.app);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

const PASSWORD = 'secret1-ok';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const login = async (username: string, password = PASSWORD, userAgent = 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0') =>
  api(t).call(authApi.login, {
    body: { username, password: await encryptFor(t.app, password) },
    headers: { 'user-agent': userAgent },
  });

/** A person with a password, signed in once; returns the token. */
async function person(overrides: Parameters<typeof buildAccountWithPassword>[2] = {}) {
  const account = await buildAccountWithPassword(t.app.db, PASSWORD, overrides);
  const res = await login(account.username);
  expect(res.status).toBe(200);
  const token = accessTokenOf(res.data);
  return { account, token, headers: auth(token) };
}

/** `PATCH /api/account/password` from PASSWORD to `password`, both encrypted as the web sends them. */
const changePassword = async (headers: Record<string, string>, password: string) =>
  api(t).call(accountCenterApi.changePassword, {
    body: {
      currentPassword: await encryptFor(t.app, PASSWORD),
      password: await encryptFor(t.app, password),
      confirmPassword: await encryptFor(t.app, password),
    },
    headers,
  });

const status = async (token: string) => (await api(t).as(token).call(accountApi.profile)).status;

describe('change password', () => {
  it('refuses a wrong current password with 400 and keeps the old one', async () => {
    const me = await person();
    const res = await api(t)
      .as(me)
      .call(accountCenterApi.changePassword, {
        body: {
          currentPassword: await encryptFor(t.app, 'wrong-one'),
          password: await encryptFor(t.app, 'newpass1'),
          confirmPassword: await encryptFor(t.app, 'newpass1'),
        },
      });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'CURRENT_PASSWORD_WRONG' });
    expect((await login(me.account.username)).status).toBe(200);
  });

  it('refuses a short new password with the registration message', async () => {
    const me = await person();
    const res = await api(t)
      .as(me)
      .call(accountCenterApi.changePassword, {
        body: {
          currentPassword: await encryptFor(t.app, PASSWORD),
          password: await encryptFor(t.app, 'abc'),
          confirmPassword: await encryptFor(t.app, 'abc'),
        },
      });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', details: [{ field: 'password' }] });
  });

  it('changes it, ends every other session and its socket, keeps this one, and mails a notice', async () => {
    const me = await person({ language: 'EN' });
    const other = accessTokenOf((await login(me.account.username)).data);
    const cut = disconnected(await sockets.connect(other));

    const res = await changePassword(me.headers, 'newpass1');
    expect(res.status).toBe(200);
    expect(await cut).toBe('io server disconnect');
    expect(await status(other)).toBe(401);
    expect(await status(me.token)).toBe(200);
    expect((await login(me.account.username)).status).toBe(401);
    expect((await login(me.account.username, 'newpass1')).status).toBe(200);

    const outbox = await readMailTo(t, me.account.email!);
    expect(outbox).toMatchObject([{ kind: 'password-changed', subject: 'Your IdeaMatch password was changed' }]);
  });
});

describe('sessions', () => {
  it('lists devices newest first with a masked address, ends one, then all but this one', async () => {
    const me = await person();
    const phone = accessTokenOf(
      (await login(me.account.username, PASSWORD, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1')).data,
    );

    const list = await api(t).as(me).call(accountCenterApi.listSessions);
    expect(list.status).toBe(200);
    const sessions = list.data;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ isCurrent: false, device: 'Safari on iOS' });
    expect(sessions[1]).toMatchObject({ isCurrent: true, device: 'Chrome on Windows' });
    expect(sessions[0]!.ipAddress).toMatch(/^10\.\d+\.\d+\.x$/);

    const ended = await api(t)
      .as(me)
      .call(accountCenterApi.endSession, { params: { id: sessions[0]!.id } });
    expect(ended.status).toBe(200);
    expect(await status(phone)).toBe(401);

    const someoneElse = await person();
    const foreign = await api(t)
      .as(someoneElse)
      .call(accountCenterApi.endSession, { params: { id: sessions[1]!.id } });
    expect(foreign.status).toBe(404);
    expect(await status(me.token)).toBe(200);

    const laptop = accessTokenOf((await login(me.account.username)).data);
    const all = await api(t).as(me).call(accountCenterApi.endOtherSessions);
    expect(all.status).toBe(200);
    expect(await status(laptop)).toBe(401);
    expect(await status(me.token)).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  it('sets up with a computed code, asks for it at login, refuses a reused code, accepts a recovery code once', async () => {
    const me = await person();
    const setup = await api(t).as(me).call(accountCenterApi.setupTwoFactor);
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl } = setup.data;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/IdeaMatch:/);

    const wrong = await api(t)
      .as(me)
      .call(accountCenterApi.enableTwoFactor, {
        body: {
          password: await encryptFor(t.app, PASSWORD),
          code: '000000' === authenticatorCode(secret) ? '111111' : '000000',
        },
      });
    expect(wrong.body).toMatchObject({ errorCode: 'TWO_FACTOR_CODE_INVALID' });

    // A code from the previous step is still accepted (one step of clock drift).
    const enable = await api(t)
      .as(me)
      .call(accountCenterApi.enableTwoFactor, {
        body: { password: await encryptFor(t.app, PASSWORD), code: authenticatorCode(secret, Date.now() - 30_000) },
      });
    expect(enable.status).toBe(200);
    const { recoveryCodes } = enable.data;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const first = await login(me.account.username);
    expect(first.status).toBe(200);
    expect(first.data).not.toHaveProperty('accessToken');
    expect(first.data).toMatchObject({ twoFactorRequired: true });
    const challengeToken = challengeTokenOf(first.data);

    const code = authenticatorCode(secret);
    const second = await api(t).call(authApi.twoFactor, { body: { challengeToken, code } });
    expect(second.status).toBe(200);
    expect(await status(second.data.accessToken)).toBe(200);

    // The same code again, in a new sign-in, is refused.
    const again = challengeTokenOf((await login(me.account.username)).data);
    const reused = await api(t).call(authApi.twoFactor, { body: { challengeToken: again, code } });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ errorCode: 'TWO_FACTOR_CODE_INVALID' });

    const recovery = await api(t).call(authApi.twoFactor, {
      body: { challengeToken: again, code: recoveryCodes[0]!.toUpperCase() },
    });
    expect(recovery.status).toBe(200);
    const third = challengeTokenOf((await login(me.account.username)).data);
    const recoveryAgain = await api(t).send(authApi.twoFactor, {
      body: { challengeToken: third, code: recoveryCodes[0] },
    });
    expect(recoveryAgain.body).toMatchObject({ errorCode: 'TWO_FACTOR_CODE_INVALID' });

    const securityRes = await api(t).as(me).call(accountCenterApi.getSecurity);
    expect(securityRes.data).toMatchObject({
      hasPassword: true,
      twoFactor: { isEnabled: true, recoveryCodesLeft: 9 },
    });

    // Turned off with a recovery code; login then gives a token at once.
    const off = await api(t)
      .as(me)
      .send(accountCenterApi.disableTwoFactor, { body: { code: recoveryCodes[1] } });
    expect(off.status).toBe(200);
    expect((await login(me.account.username)).data).toHaveProperty('accessToken');
  });

  it('a challenge allows five tries, then is gone', async () => {
    const me = await person();
    const { secret } = (await api(t).as(me).call(accountCenterApi.setupTwoFactor)).data;
    await api(t)
      .as(me)
      .call(accountCenterApi.enableTwoFactor, {
        body: { password: await encryptFor(t.app, PASSWORD), code: authenticatorCode(secret) },
      });
    const challengeToken = challengeTokenOf((await login(me.account.username)).data);
    for (let i = 0; i < 5; i += 1) {
      const res = await api(t).call(authApi.twoFactor, { body: { challengeToken, code: 'zzzz-zzzz-zzzz' } });
      expect(res.body).toMatchObject({ errorCode: 'TWO_FACTOR_CODE_INVALID' });
    }
    const sixth = await api(t).call(authApi.twoFactor, {
      body: { challengeToken, code: authenticatorCode(secret, Date.now() + 30_000) },
    });
    expect(sixth.status).toBe(401);
    expect(sixth.body).toMatchObject({ errorCode: 'TWO_FACTOR_CHALLENGE_INVALID' });
  });
});

describe('two-factor secret at rest', () => {
  const storedSecret = async (accountId: string) =>
    (await t.app.db.select({ secret: accounts.twoFactorSecret }).from(accounts).where(eq(accounts.id, accountId)))[0]!
      .secret!;

  it('is stored encrypted, never as the base32 secret the person sees', async () => {
    const me = await person();
    const { secret } = (await api(t).as(me).call(accountCenterApi.setupTwoFactor)).data;
    const stored = await storedSecret(me.account.id);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(secret);
    const enable = await api(t)
      .as(me)
      .call(accountCenterApi.enableTwoFactor, {
        body: { password: await encryptFor(t.app, PASSWORD), code: authenticatorCode(secret) },
      });
    expect(enable.status).toBe(200);
  });

  it('encrypts a secret stored in plain text before, and sign-in keeps working with it', async () => {
    const secret = new Secret({ size: 20 }).base32;
    // Signing in asks for the second factor, so this person has no session of their own.
    const me = {
      account: await buildAccountWithPassword(t.app.db, PASSWORD, {
        twoFactorSecret: secret,
        twoFactorEnabledAt: new Date(),
      }),
    };
    expect(await sealPlainTwoFactorSecrets(t.app.db, t.app.secretBox)).toBeGreaterThanOrEqual(1);
    expect(await storedSecret(me.account.id)).toMatch(/^v1\./);
    expect(await sealPlainTwoFactorSecrets(t.app.db, t.app.secretBox)).toBe(0);

    const challengeToken = challengeTokenOf((await login(me.account.username)).data);
    const res = await api(t).call(authApi.twoFactor, { body: { challengeToken, code: authenticatorCode(secret) } });
    expect(res.status).toBe(200);
  });
});

describe('preferences', () => {
  it('reads and changes language and mail settings', async () => {
    const me = await person();
    const before = await api(t).as(me).call(accountCenterApi.getPreferences);
    expect(before.data).toEqual({
      language: 'th',
      emailOnMessage: true,
      emailDigest: 'off',
      isNewsAndPromotion: false,
    });
    const res = await api(t)
      .as(me)
      .call(accountCenterApi.updatePreferences, {
        body: { language: 'en', emailDigest: 'weekly', emailOnMessage: false },
      });
    expect(res.data).toEqual({
      language: 'en',
      emailOnMessage: false,
      emailDigest: 'weekly',
      isNewsAndPromotion: false,
    });
    const bad = await api(t)
      .as(me)
      .send(accountCenterApi.updatePreferences, { body: { emailDigest: 'hourly' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
  });
});

describe('digest mail and one-click unsubscribe', () => {
  it('mails the unread count only to people with something unread, with RFC 8058 headers that unsubscribe', async () => {
    const reader = await person({ language: 'EN' });
    const quiet = await person();
    const friend = await person();
    for (const who of [reader, quiet]) {
      await api(t)
        .as(who)
        .call(accountCenterApi.updatePreferences, { body: { emailDigest: 'daily' } });
    }
    await api(t)
      .as(friend)
      .call(chatApi.send, { body: { toAccountId: reader.account.id, text: 'ping' } });

    const sent: OutgoingMail[] = [];
    const mailer = { send: async (mail: OutgoingMail) => void sent.push(mail) };
    await sendDueDigests(t.app.db, mailer, { publicUrl: 'http://ideamatch.test' });
    const mine = sent.filter((mail) => mail.to === reader.account.email || mail.to === quiet.account.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ to: reader.account.email, kind: 'digest', subject: 'Your IdeaMatch summary' });
    expect(mine[0]!.text).toContain('1 unread chat messages');
    expect(mine[0]!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // Sent again only after a day has passed.
    sent.length = 0;
    await sendDueDigests(t.app.db, mailer, { publicUrl: 'http://ideamatch.test' });
    expect(sent.filter((mail) => mail.to === reader.account.email)).toHaveLength(0);

    const link = /^<(.+)>$/.exec(mine[0]!.headers!['List-Unsubscribe']!)![1]!;
    const url = new URL(link);
    const tampered = await api(t).request({
      method: 'POST',
      url: `${url.pathname}?token=${encodeURIComponent(url.searchParams.get('token')!.replace('.digest.', '.news.'))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(tampered.body).toMatchObject({ errorCode: 'UNSUBSCRIBE_LINK_INVALID' });
    const res = await api(t).request({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const prefs = await api(t).as(reader).call(accountCenterApi.getPreferences);
    expect(prefs.data).toMatchObject({ emailDigest: 'off' });
  });

  it('puts RFC 8058 headers on account mail too, where one click turns off every optional mail', async () => {
    const me = await person({ language: 'EN', emailDigest: 'weekly', isNewsAndPromotion: true });
    const res = await changePassword(me.headers, 'newpass1');
    expect(res.status).toBe(200);
    await t.app.mailer.close();
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, me.account.email!.toLowerCase()));
    expect(mail).toMatchObject({
      kind: 'password-changed',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const link = new URL(/^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);
    const off = await api(t).request({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(off.status).toBe(200);
    const prefs = await api(t).as(me).call(accountCenterApi.getPreferences);
    expect(prefs.data).toMatchObject({ emailOnMessage: false, emailDigest: 'off', isNewsAndPromotion: false });
  });
});

describe('data export', () => {
  it('streams a zip with every file, my chat messages and whom they went to, and the uploads', async () => {
    const me = await person({ firstName: 'Exporter' });
    const friend = await person();
    const image = await uploadTestPng(t.app, me.headers, `account/${me.account.id}`);
    await api(t)
      .as(me)
      .call(accountApi.update, { params: { id: me.account.id }, body: { profileImage: image } });
    const idea = await api(t)
      .as(me)
      .call(ideaApi.create, { body: ideaPayload({ name: 'Export idea' }) });
    expect(idea.status).toBe(200);
    await api(t)
      .as(me)
      .call(chatApi.send, { body: { toAccountId: friend.account.id, text: 'hello friend' } });
    await api(t)
      .as(friend)
      .call(chatApi.send, { body: { toAccountId: me.account.id, text: 'hi back' } });

    const res = await api(t).as(me).call(accountCenterApi.exportData);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = await readZip(res.raw.rawPayload);
    for (const name of [
      'README.txt',
      'account.json',
      'ideas.json',
      'comments.json',
      'reviews.json',
      'partners.json',
      'blocks.json',
      'chats.json',
      'notifications.json',
      'sessions.json',
    ]) {
      expect(files.has(name), name).toBe(true);
    }
    expect(JSON.parse(files.get('account.json')!.toString())).toMatchObject({
      username: me.account.username,
      firstName: 'Exporter',
      consents: { isTerm: true, isPdpa: true },
    });
    expect(JSON.parse(files.get('ideas.json')!.toString())).toMatchObject([{ name: 'Export idea' }]);
    const chats = JSON.parse(files.get('chats.json')!.toString()) as {
      with: string[];
      messages: { sender: string; text: string }[];
    }[];
    expect(chats).toHaveLength(1);
    expect(chats[0]!.with).toEqual([friend.account.username]);
    // Only what I wrote: the friend's reply is theirs.
    expect(chats[0]!.messages.map((m) => [m.sender, m.text])).toEqual([[me.account.username, 'hello friend']]);
    expect(files.get(`files/${image}`)!.subarray(1, 4).toString()).toBe('PNG');
    expect(files.get('README.txt')!.toString()).toContain('chats.json');
  });

  it('is refused without a session', async () => {
    const res = await api(t).call(accountCenterApi.exportData);
    expect(res.status).toBe(401);
  });
});

describe('account deletion', () => {
  it('erases the account: sessions, login, profile, content and counts go; chats keep messages from "Deleted account"', async () => {
    const me = await person();
    const friend = await person();
    const ownIdea = await api(t).as(friend).call(ideaApi.create, { body: ideaPayload() });
    const friendIdeaId = ownIdea.data.id;
    // POST is no route of reviews (they are PUT): this leaves no review, as the test always did.
    await api(t).request({
      method: 'POST',
      url: `/api/idea/${friendIdeaId}/review`,
      headers: me.headers,
      payload: { score: 5, text: 'great' },
    });
    await api(t)
      .as(me)
      .call(commentApi.create, { params: { id: friendIdeaId }, body: { text: 'nice' } });
    await api(t)
      .as(me)
      .call(ideaApi.create, { body: ideaPayload({ name: 'Leaving idea' }) });
    await api(t)
      .as(me)
      .call(chatApi.send, { body: { toAccountId: friend.account.id, text: 'bye for now' } });
    const cut = disconnected(await sockets.connect(me.token));

    const wrong = await api(t)
      .as(me)
      .call(accountCenterApi.delete, { body: { password: await encryptFor(t.app, 'not-mine') } });
    expect(wrong.status).toBe(400);

    const res = await api(t)
      .as(me)
      .call(accountCenterApi.delete, { body: { password: await encryptFor(t.app, PASSWORD) } });
    expect(res.status).toBe(200);
    expect(await cut).toBe('io server disconnect');
    expect(await status(me.token)).toBe(401);
    expect((await login(me.account.username)).status).toBe(401);
    expect((await login(me.account.email!)).status).toBe(401);
    expect((await api(t).call(accountApi.get, { params: { id: me.account.id } })).status).toBe(404);

    const [ideaRow] = await t.app.db.select().from(ideas).where(eq(ideas.id, friendIdeaId));
    expect(ideaRow).toMatchObject({ commentCount: 0, reviewCount: 0, ratingSum: 0 });
    expect(await t.app.db.select().from(ideas).where(eq(ideas.ownerAccountId, me.account.id))).toHaveLength(0);

    const chats = await api(t).as(friend).call(chatApi.list);
    const chat = chats.data.result[0] as { id: string; otherAccount: Record<string, unknown> };
    expect(chat.otherAccount).toMatchObject({ id: me.account.id, isDeleted: true, firstName: null });
    const messages = await api(t)
      .as(friend)
      .call(chatApi.messages, { params: { id: chat.id } });
    expect(JSON.stringify(messages.body)).toContain('bye for now');

    const [row] = await t.app.db.select().from(accounts).where(eq(accounts.id, me.account.id));
    expect(row).toMatchObject({ email: null, passwordHash: null, firstName: null, isDeactivated: true });
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, me.account.id));
    expect(audits).toMatchObject([{ action: 'account.selfDelete', before: null, after: null }]);

    const again = await api(t).send(accountApi.register, {
      body: {
        email: me.account.email,
        username: me.account.username,
        password: await encryptFor(t.app, PASSWORD),
        confirmPassword: await encryptFor(t.app, PASSWORD),
        isTerm: true,
        isPdpa: true,
      },
    });
    expect(again.status).toBe(200);
  });

  it('refuses the last SuperAdmin with 409', async () => {
    const others = await t.app.db.select().from(accounts).where(eq(accounts.role, AccountRole.SuperAdmin));
    expect(others).toHaveLength(0);
    const admin = await person({ role: AccountRole.SuperAdmin });
    const res = await api(t)
      .as(admin)
      .call(accountCenterApi.delete, { body: { password: await encryptFor(t.app, PASSWORD) } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ errorCode: 'LAST_SUPER_ADMIN_DELETION' });
    expect(await status(admin.token)).toBe(200);
  });
});
