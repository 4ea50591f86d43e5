import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { REAUTH_LIMITS } from '@ideamatch/shared';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccountWithPassword, buildSignedIn } from '../../test/factories';
import { startGoogleKeys } from '../../test/google';
import { readMailTo } from '../../test/mail';
import { authenticatorCode } from '../../test/totp';
import { encryptFor, accessTokenOf, challengeTokenOf } from '../auth/auth.test-helpers';
import { confirmIdentity } from './reauth.service';
import { api } from '../../test/api-client';
import { authApi } from '@ideamatch/shared/api/auth';
import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import { accountApi } from '@ideamatch/shared/api/account';

let t: TestApp;
let google: Awaited<ReturnType<typeof startGoogleKeys>>;
/** The app's log lines: without SMTP, a mail is also written to the log as it goes out. */
const logLines: string[] = [];
beforeAll(async () => {
  google = await startGoogleKeys();
  t = await buildTestApp({ env: google.env, log: { level: 'info', stream: { write: (line) => logLines.push(line) } } });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const PASSWORD = 'secret1-ok';
const DEVICE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 Safari/537.36';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
/** Every call comes from the same browser, each from its own address. */
const client = () => api(t).withHeaders({ 'user-agent': DEVICE });
const encrypted = (password = PASSWORD) => encryptFor(t.app, password);

/** A person with a password, signed in with it; returns the bearer token (what a thief would steal). */
async function person(overrides: Parameters<typeof buildAccountWithPassword>[2] = {}) {
  const account = await buildAccountWithPassword(t.app.db, PASSWORD, overrides);
  const res = await client().call(authApi.login, { body: { username: account.username, password: await encrypted() } });
  const token = accessTokenOf(res.data);
  return { account, email: account.email!, headers: auth(token) };
}

const security = async (headers: Record<string, string>) =>
  (await client().call(accountCenterApi.getSecurity, { headers })).data;
const profile = (headers: Record<string, string>) => client().call(accountApi.profile, { headers });
const personas = async (headers: Record<string, string>) =>
  (await client().call(accountApi.subAccounts, { headers })).data;
const login = (username: string, password = PASSWORD) =>
  encrypted(password).then((ciphertext) => client().call(authApi.login, { body: { username, password: ciphertext } }));

/** Starts two-factor setup and returns the secret the authenticator app would hold. */
const setUpTwoFactor = async (headers: Record<string, string>) =>
  (await client().call(accountCenterApi.setupTwoFactor, { headers })).data.secret;

/** Turns two-factor on with the password; returns the secret and the recovery codes. */
async function withTwoFactor(headers: Record<string, string>) {
  const secret = await setUpTwoFactor(headers);
  const res = await client().call(accountCenterApi.enableTwoFactor, {
    body: { code: authenticatorCode(secret), password: await encrypted() },
    headers,
  });
  expect(res.status).toBe(200);
  return { secret, recoveryCodes: res.data.recoveryCodes };
}

describe('a stolen session (the bearer token alone)', () => {
  it('cannot turn on two-factor, change the email or the password, add a persona or delete the account', async () => {
    const owner = await person({ language: 'EN' });
    const stolen = owner.headers;

    // Two-factor with the thief's own authenticator would lock the owner out.
    const secret = await setUpTwoFactor(stolen);
    const enable = await client().call(accountCenterApi.enableTwoFactor, {
      body: { code: authenticatorCode(secret) },
      headers: stolen,
    });
    const email = await client().call(accountCenterApi.changeEmail, {
      body: { email: 'thief@example.test' },
      headers: stolen,
    });
    const password = await client().call(accountCenterApi.changePassword, {
      body: { password: await encrypted('thief-pass-1'), confirmPassword: await encrypted('thief-pass-1') },
      headers: stolen,
    });
    const persona = await client().call(accountApi.saveSubAccounts, {
      body: { subAccounts: [{ username: `thief-${owner.account.id.slice(-6)}`, firstName: 'Thief' }] },
      headers: stolen,
    });
    const deletion = await client().call(accountCenterApi.delete, { body: {}, headers: stolen });

    for (const res of [enable, email, password, persona, deletion]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        errorCode: 'REAUTH_REQUIRED',
        message:
          'Please confirm it is you: enter your current password, or a code from your authenticator app if two-factor sign-in is on.',
      });
    }

    // Nothing changed: the owner signs in as before, with no second step; no persona, no pending address.
    const ownerLogin = await login(owner.account.username);
    expect(ownerLogin.status).toBe(200);
    expect(ownerLogin.data).toHaveProperty('accessToken');
    expect(await security(stolen)).toMatchObject({ twoFactor: { isEnabled: false }, pendingEmail: null });
    expect(await personas(stolen)).toEqual([]);
    expect((await profile(stolen)).data.email).toBe(owner.email);
    expect(await readMailTo(t, 'thief@example.test')).toEqual([]);
    expect(await readMailTo(t, owner.email)).toEqual([]);
  });

  it('guessing: each wrong password is refused; the fifth locks such changes (429, Retry-After) and mails the owner', async () => {
    const owner = await person({ language: 'EN' });
    for (let guess = 1; guess <= REAUTH_LIMITS.maxFailures; guess += 1) {
      const res = await client()
        .as(owner)
        .call(accountCenterApi.delete, { body: { password: await encrypted(`guess-${guess}`) } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        errorCode: 'CURRENT_PASSWORD_WRONG',
        details: [{ field: 'password', code: 'CURRENT_PASSWORD_WRONG' }],
      });
    }
    // Now even the right password waits, on every change that needs a proof.
    const locked = await client()
      .as(owner)
      .call(accountCenterApi.delete, { body: { password: await encrypted() } });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ errorCode: 'REAUTH_TOO_MANY_ATTEMPTS' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(REAUTH_LIMITS.lockMs / 1000 - 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(REAUTH_LIMITS.lockMs / 1000);
    const email = await client()
      .as(owner)
      .call(accountCenterApi.changeEmail, { body: { email: 'new@example.test', password: await encrypted() } });
    expect(email.body).toMatchObject({ errorCode: 'REAUTH_TOO_MANY_ATTEMPTS' });
    expect((await profile(owner.headers)).status).toBe(200);

    const mails = await readMailTo(t, owner.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['reauth-locked']);
    expect(mails[0]!.subject).toBe('Wrong passwords were entered on your IdeaMatch account');
    expect(mails[0]!.text).toContain('Device: Chrome on Windows');

    // Once the lock has passed, the right password works again.
    const later = new Date(Date.now() + REAUTH_LIMITS.lockMs + 60_000);
    const { db, mailer, secretBox } = t.app;
    const ctx = { db, mailer, secretBox, publicUrl: t.config.publicUrl, verifyGoogle: null };
    const confirmed = await confirmIdentity(
      ctx,
      {
        accountId: owner.account.id,
        proof: { password: await encryptFor(t.app, PASSWORD, later.getTime()) },
        client: { userAgent: DEVICE, ip: '10.0.0.1' },
      },
      later,
    );
    expect(confirmed.id).toBe(owner.account.id);
  });
});

describe('the owner, with proof', () => {
  it('turns two-factor on with the password and off with a code; each change is mailed in their language', async () => {
    const owner = await person();
    const secret = await setUpTwoFactor(owner.headers);
    const wrongPassword = await client()
      .as(owner)
      .call(accountCenterApi.enableTwoFactor, {
        body: { code: authenticatorCode(secret), password: await encrypted('not-mine-1') },
      });
    expect(wrongPassword.body).toMatchObject({ errorCode: 'CURRENT_PASSWORD_WRONG' });
    expect((await security(owner.headers)).twoFactor.isEnabled).toBe(false);

    const remoteAddress = '203.0.113.77';
    const on = await client().call(accountCenterApi.enableTwoFactor, {
      body: { code: authenticatorCode(secret), password: await encrypted() },
      remoteAddress,
      headers: { ...owner.headers, 'user-agent': DEVICE },
    });
    expect(on.status).toBe(200);
    const [onMail] = await readMailTo(t, owner.email, 'two-factor-on');
    expect(onMail!.subject).toBe('เปิดการยืนยันตัวตนสองขั้นตอนแล้ว');
    expect(onMail!.text).toContain('อุปกรณ์: Chrome บน Windows');
    expect(onMail!.text).toContain(`ที่อยู่ IP: ${remoteAddress}`);
    expect(onMail!.text).toMatch(/เมื่อ: .+ น\. \(GMT\+7\)/);
    expect(onMail!.text).toContain(`${t.config.publicUrl}/forgot-password`);

    const withoutCode = await client()
      .as(owner)
      .call(accountCenterApi.disableTwoFactor, { body: { code: '' } });
    expect(withoutCode.body).toMatchObject({ errorCode: 'REAUTH_REQUIRED' });
    const off = await client()
      .as(owner)
      .call(accountCenterApi.disableTwoFactor, { body: { code: authenticatorCode(secret, Date.now() + 30_000) } });
    expect(off.status).toBe(200);
    expect(await readMailTo(t, owner.email, 'two-factor-off')).toMatchObject([{ subject: 'ปิดการยืนยันตัวตนสองขั้นตอนแล้ว' }]);
  });

  it('with two-factor on, a code from the app or a recovery code proves it instead of the password', async () => {
    const owner = await person({ language: 'EN' });
    const { secret, recoveryCodes } = await withTwoFactor(owner.headers);

    const reused = await client()
      .as(owner)
      .call(accountCenterApi.changePassword, {
        body: {
          code: authenticatorCode(secret),
          password: await encrypted('new-pass-1'),
          confirmPassword: await encrypted('new-pass-1'),
        },
      });
    expect(reused.body).toMatchObject({ errorCode: 'TWO_FACTOR_CODE_INVALID' });

    const changed = await client()
      .as(owner)
      .call(accountCenterApi.changePassword, {
        body: {
          code: authenticatorCode(secret, Date.now() + 30_000),
          password: await encrypted('new-pass-1'),
          confirmPassword: await encrypted('new-pass-1'),
        },
      });
    expect(changed.status).toBe(200);
    expect((await login(owner.account.username, 'new-pass-1')).data).toMatchObject({ twoFactorRequired: true });

    const created = await client()
      .as(owner)
      .call(accountApi.saveSubAccounts, {
        body: {
          subAccounts: [{ username: `team-${owner.account.id.slice(-6)}`, firstName: 'Team' }],
          code: recoveryCodes[0],
        },
      });
    expect(created.status).toBe(200);
    expect(await personas(owner.headers)).toHaveLength(1);
    expect((await readMailTo(t, owner.email)).map((mail) => mail.kind)).toEqual([
      'two-factor-on',
      'password-changed',
      'sub-accounts-created',
    ]);
  });

  it('changes the email when the link mailed to the new address is opened; the old address is told twice', async () => {
    const owner = await person({ language: 'EN' });
    const other = await person();
    const newEmail = `moved-${owner.account.id.slice(-8)}@example.test`;
    const change = (email: string, password = PASSWORD) =>
      encrypted(password).then((ciphertext) =>
        client()
          .as(owner)
          .call(accountCenterApi.changeEmail, { body: { email, password: ciphertext } }),
      );

    const same = await change(owner.email.toUpperCase());
    expect(same.body).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      details: [{ field: 'email', code: 'EMAIL_UNCHANGED' }],
    });
    const taken = await change(other.email);
    expect(taken.body).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      details: [{ field: 'email', code: 'EMAIL_TAKEN' }],
    });
    const invalid = await change('not-an-email');
    expect(invalid.body).toMatchObject({ details: [{ field: 'email', code: 'EMAIL_INVALID' }] });

    expect((await change(newEmail)).status).toBe(200);
    // Nothing changes until the new address proves it reads its mail.
    expect((await profile(owner.headers)).data.email).toBe(owner.email);
    expect((await security(owner.headers)).pendingEmail).toBe(newEmail);
    const [requested] = await readMailTo(t, owner.email, 'email-change-requested');
    expect(requested!.text).toContain(newEmail);
    const [confirmMail] = await readMailTo(t, newEmail, 'email-change');
    expect(confirmMail!.subject).toBe('Confirm your new email for IdeaMatch');
    const token = /\/verify-email\?token=([\w-]+)/.exec(confirmMail!.text)![1]!;

    const opened = await client().call(accountApi.verifyEmail, { body: { token } });
    expect(opened.status).toBe(200);
    expect(opened.data).toEqual({ email: newEmail, alreadyVerified: false });
    expect((await profile(owner.headers)).data).toMatchObject({ email: newEmail, isEmailVerified: true });
    expect((await security(owner.headers)).pendingEmail).toBeNull();
    const [changed] = await readMailTo(t, owner.email, 'email-changed');
    expect(changed!.subject).toBe('The email address of your IdeaMatch account was changed');
    expect(changed!.text).toContain(newEmail);
    expect((await login(newEmail)).status).toBe(200);
    expect((await login(owner.email)).status).toBe(401);

    const again = await client().call(accountApi.verifyEmail, { body: { token } });
    expect(again.body).toMatchObject({ errorCode: 'EMAIL_VERIFY_TOKEN_INVALID' });
  });

  it('a newer email change replaces the older one, whose link then fails', async () => {
    const owner = await person();
    const first = `first-${owner.account.id.slice(-8)}@example.test`;
    const second = `second-${owner.account.id.slice(-8)}@example.test`;
    for (const email of [first, second]) {
      const res = await client()
        .as(owner)
        .call(accountCenterApi.changeEmail, { body: { email, password: await encrypted() } });
      expect(res.status).toBe(200);
    }
    const [oldLink] = await readMailTo(t, first, 'email-change');
    const token = /\/verify-email\?token=([\w-]+)/.exec(oldLink!.text)![1]!;
    const res = await client().call(accountApi.verifyEmail, { body: { token } });
    expect(res.body).toMatchObject({ errorCode: 'EMAIL_VERIFY_TOKEN_INVALID' });
    expect((await security(owner.headers)).pendingEmail).toBe(second);
  });

  it('deleting the account mails the address it had, and keeps no copy of it', async () => {
    const owner = await person({ language: 'EN' });
    const before = new Date();
    const res = await client()
      .as(owner)
      .call(accountCenterApi.delete, { body: { password: await encrypted() } });
    expect(res.status).toBe(200);
    await t.app.mailer.idle();
    const sent = logLines
      .map((line) => JSON.parse(line) as { to?: string; subject?: string; text?: string })
      .find((line) => line.to === owner.email);
    expect(sent).toMatchObject({ subject: 'Your IdeaMatch account was deleted' });
    expect(sent!.text).not.toContain('/forgot-password');
    // Once handed on, the stored copy keeps neither the address nor what it said.
    expect(await readMailTo(t, owner.email)).toEqual([]);
    const [stored] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'account-deleted'), gte(mailOutbox.createdAt, before)));
    expect(stored).toMatchObject({ toAddress: null, subject: '', text: '' });
  });

  it('a password reset keeps two-factor on and tells the owner so', async () => {
    const owner = await person({ language: 'EN' });
    const { secret } = await withTwoFactor(owner.headers);
    await client().call(accountApi.forgotPassword, { body: { email: owner.email } });
    const [resetMail] = await readMailTo(t, owner.email, 'password-reset');
    const token = /reset-password\?token=([\w-]+)/.exec(resetMail!.text)![1]!;
    const reset = await client().call(accountApi.resetPassword, {
      query: { token },
      body: { password: await encrypted('reset-pass-1'), confirmPassword: await encrypted('reset-pass-1') },
    });
    expect(reset.status).toBe(200);

    const notices = await readMailTo(t, owner.email, 'password-was-reset');
    expect(notices).toMatchObject([{ subject: 'Your IdeaMatch password was reset' }]);
    expect(notices[0]!.text).toContain('Two-factor sign-in stays on');
    const signIn = await login(owner.account.username, 'reset-pass-1');
    expect(signIn.data).toMatchObject({ twoFactorRequired: true });
    const second = await client().call(authApi.twoFactor, {
      body: {
        challengeToken: challengeTokenOf(signIn.data),
        code: authenticatorCode(secret, Date.now() + 30_000),
      },
    });
    expect(second.status).toBe(200);
  });
});

describe('an account without a password (Google only)', () => {
  it('proves it with a fresh Google credential of its own Google identity, and may so set a first password', async () => {
    const sub = `google-${Date.now()}`;
    const owner = await buildSignedIn(t.app.db, { googleSub: sub, language: 'EN' });
    const shop = { username: `g-shop-${owner.account.id.slice(-6)}`, firstName: 'Shop' };
    const save = (proof: Record<string, string>) =>
      client()
        .as(owner)
        .call(accountApi.saveSubAccounts, { body: { subAccounts: [shop], ...proof } });

    expect((await save({})).body).toMatchObject({ errorCode: 'REAUTH_REQUIRED' });
    expect((await save({ password: await encrypted() })).body).toMatchObject({ errorCode: 'REAUTH_REQUIRED' });
    const someoneElse = await save({ credential: await google.idToken({ sub: `${sub}-other` }) });
    expect(someoneElse.body).toMatchObject({ errorCode: 'GOOGLE_REAUTH_FAILED' });
    const expired = await save({
      credential: await google.idToken({ sub }, { expiresAt: Math.floor(Date.now() / 1000) - 60 }),
    });
    expect(expired.body).toMatchObject({ errorCode: 'GOOGLE_REAUTH_FAILED' });
    expect(await personas(owner.headers)).toEqual([]);

    const created = await save({ credential: await google.idToken({ sub }) });
    expect(created.status).toBe(200);

    const firstPassword = await client()
      .as(owner)
      .call(accountCenterApi.changePassword, {
        body: {
          credential: await google.idToken({ sub }),
          password: await encrypted('first-pass-1'),
          confirmPassword: await encrypted('first-pass-1'),
        },
      });
    expect(firstPassword.status).toBe(200);
    expect((await login(owner.account.username, 'first-pass-1')).status).toBe(200);
  });
});
