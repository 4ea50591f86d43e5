import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { accounts } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildAccountWithPassword } from '../../test/factories';
import { GOOGLE_TEST_CLIENT_ID as CLIENT_ID, startGoogleKeys } from '../../test/google';
import { readMailTo } from '../../test/mail';
import { encryptFor, randomIp, accessTokenOf } from './auth.test-helpers';
import { usernameBase } from './outside-account';
import { api } from '../../test/api-client';
import { authApi } from '@ideamatch/shared/api/auth';
import { accountApi } from '@ideamatch/shared/api/account';

let t: TestApp;
let google: Awaited<ReturnType<typeof startGoogleKeys>>;

beforeAll(async () => {
  google = await startGoogleKeys();
  t = await buildTestApp({ env: google.env });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

let sequence = 0;
const uniqueSub = () => `sub-${Date.now()}-${(sequence += 1)}`;

const idToken: typeof google.idToken = (...args) => google.idToken(...args);

type Consent = { isTerm?: boolean; isPdpa?: boolean; isNewsAndPromotion?: boolean };
/** Signs in with Google; the consents default to given, as the web sends them after asking. */
const signIn = async (credential: string, consent: Consent = { isTerm: true, isPdpa: true }) =>
  api(t).call(authApi.google, { body: { credential, ...consent } });

const profileOf = async (accessToken: string) =>
  (await api(t).call(accountApi.profile, { headers: { authorization: `Bearer ${accessToken}` } })).data;

describe('POST /api/authentication/google', () => {
  it('creates an account on first sign-in and logs the same account in next time', async () => {
    const sub = uniqueSub();
    const claims = {
      sub,
      email: 'Somchai.J+news@gmail.test',
      email_verified: true,
      given_name: 'Somchai',
      family_name: 'Jaidee',
    };

    const first = await signIn(await idToken(claims));
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ accessToken: expect.any(String), isNewAccount: true });
    const profile = await profileOf(accessTokenOf(first.data));
    expect(profile).toMatchObject({
      username: 'somchai.jnews',
      email: 'Somchai.J+news@gmail.test',
      firstName: 'Somchai',
      lastName: 'Jaidee',
    });
    const [row] = await t.app.db.select().from(accounts).where(eq(accounts.googleSub, sub));
    expect(row).toMatchObject({ isTerm: true, isPdpa: true, passwordHash: null });

    const second = await signIn(await idToken(claims));
    expect(second.status).toBe(200);
    expect(second.data.isNewAccount).toBe(false);
    expect((await profileOf(accessTokenOf(second.data))).id).toBe(profile.id);
  });

  it('creates no account on a first sign-in without both consents, and asks for them', async () => {
    const sub = uniqueSub();
    const claims = { sub, email: `${sub}@gmail.test`, email_verified: true, given_name: 'Nok' };
    for (const consent of [{}, { isTerm: true }, { isPdpa: true }, { isTerm: true, isPdpa: false }]) {
      const res = await signIn(await idToken(claims), consent);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        errorCode: 'CONSENT_REQUIRED',
        message:
          'To proceed, you must accept the terms and conditions and the privacy policy established by the product',
      });
    }
    expect(await t.app.db.select().from(accounts).where(eq(accounts.googleSub, sub))).toEqual([]);

    const res = await signIn(await idToken(claims), { isTerm: true, isPdpa: true, isNewsAndPromotion: true });
    expect(res.status).toBe(200);
    expect(res.data.isNewAccount).toBe(true);
    const [row] = await t.app.db.select().from(accounts).where(eq(accounts.googleSub, sub));
    expect(row).toMatchObject({ isTerm: true, isPdpa: true, isNewsAndPromotion: true });

    // The account exists now: later sign-ins need no consent again.
    const again = await signIn(await idToken(claims), {});
    expect(again.status).toBe(200);
    expect(again.data.isNewAccount).toBe(false);
  });

  it('makes the username unique with a number suffix', async () => {
    await buildAccount(t.app.db, { username: 'dup.name' });
    const res = await signIn(await idToken({ sub: uniqueSub(), email: 'dup.name@gmail.test', email_verified: true }));
    expect((await profileOf(accessTokenOf(res.data))).username).toBe('dup.name2');
  });

  it('refuses a token for another audience, an expired token and a token signed by another key', async () => {
    const wrongAudience = await signIn(await idToken({ sub: uniqueSub() }, { audience: 'someone-else' }));
    expect(wrongAudience.status).toBe(401);
    expect(wrongAudience.body.errorCode).toBe('INVALID_CREDENTIALS');

    const expired = await signIn(
      await idToken({ sub: uniqueSub() }, { expiresAt: Math.floor(Date.now() / 1000) - 600 }),
    );
    expect(expired.status).toBe(401);

    const other = await generateKeyPair('RS256');
    const forged = await new SignJWT({ sub: uniqueSub() })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setExpirationTime('1h')
      .sign(other.privateKey);
    expect((await signIn(forged)).status).toBe(401);
    expect((await signIn('not-a-jwt')).status).toBe(401);
  });

  it('links an existing email account only when Google has verified the email', async () => {
    const existing = await buildAccount(t.app.db, { email: 'Owner@Example.test' });
    const sub = uniqueSub();

    const unverified = await signIn(await idToken({ sub, email: 'owner@example.test', email_verified: false }));
    expect(unverified.status).toBe(400);
    expect(unverified.body).toMatchObject({
      errorCode: 'GOOGLE_EMAIL_NOT_VERIFIED',
      message: 'This email is not verified by Google. Please log in with your password instead.',
    });
    const [untouched] = await t.app.db.select().from(accounts).where(eq(accounts.id, existing.id));
    expect(untouched!.googleSub).toBeNull();

    const verified = await signIn(await idToken({ sub, email: 'owner@example.test', email_verified: true }));
    expect(verified.status).toBe(200);
    expect(verified.data.isNewAccount).toBe(false);
    expect((await profileOf(accessTokenOf(verified.data))).id).toBe(existing.id);
    const [linked] = await t.app.db.select().from(accounts).where(eq(accounts.id, existing.id));
    expect(linked!.googleSub).toBe(sub);
  });

  it('refuses a deactivated account', async () => {
    const sub = uniqueSub();
    await buildAccount(t.app.db, { googleSub: sub, isDeactivated: true });
    const res = await signIn(await idToken({ sub, email_verified: true }));
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('ACCOUNT_DEACTIVATED');
  });

  it('is not found when Google sign-in is not configured', async () => {
    const plain = await buildTestApp();
    try {
      const res = await api(plain).call(authApi.google, { body: { credential: await idToken({ sub: uniqueSub() }) } });
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('Google sign-in into an account registered with a password', () => {
  const passwordLogin = async (username: string, password: string) =>
    api(t).call(authApi.login, { body: { username, password: await encryptFor(t.app, password) } });
  const statusWith = async (accessToken: string) => (await api(t).as(accessToken).call(accountApi.profile)).status;

  it('takes the account from a squatter who registered the address without verifying it', async () => {
    const victim = `victim${uniqueSub().replace(/\W/g, '')}@gmail.test`;
    const username = `squat${sequence}${Date.now().toString(36)}`;
    const registered = await api(t).call(accountApi.register, {
      body: {
        email: victim,
        username,
        isTerm: true,
        isPdpa: true,
        password: await encryptFor(t.app, 'squatter-pass'),
        confirmPassword: await encryptFor(t.app, 'squatter-pass'),
      },
    });
    expect(registered.status).toBe(200);
    const squatterToken = registered.data.accessToken;
    const squatterLogin = await passwordLogin(username, 'squatter-pass');
    expect(squatterLogin.status).toBe(200);
    // A sub-account session opened from the squatter's session must end too.
    const created = await api(t).call(accountApi.saveSubAccounts, {
      body: {
        subAccounts: [{ username: `${username}-shop`, firstName: 'Shop' }],
        password: await encryptFor(t.app, 'squatter-pass'),
      },
      headers: { authorization: `Bearer ${squatterToken}` },
    });
    expect(created.status).toBe(200);
    const subLogin = await api(t).call(authApi.subAccountLogin, {
      body: { subAccountId: created.data[0]!.subAccountId },
      headers: { authorization: `Bearer ${squatterToken}` },
    });
    expect(subLogin.status).toBe(200);
    const subToken = subLogin.data.accessToken;

    const owner = await signIn(await idToken({ sub: uniqueSub(), email: victim, email_verified: true }));
    expect(owner.status).toBe(200);
    expect(owner.data.isNewAccount).toBe(false);
    const ownerToken = accessTokenOf(owner.data);
    expect((await profileOf(ownerToken)).isEmailVerified).toBe(true);

    // Every session the squatter held is over, and the password they chose no longer works.
    expect(await statusWith(squatterToken)).toBe(401);
    expect(await statusWith(accessTokenOf(squatterLogin.data))).toBe(401);
    expect(await statusWith(subToken)).toBe(401);
    const again = await passwordLogin(username, 'squatter-pass');
    expect(again.status).toBe(401);
    expect(again.body.errorCode).toBe('INVALID_CREDENTIALS');
    expect(await statusWith(ownerToken)).toBe(200);

    const [row] = await t.app.db.select().from(accounts).where(eq(accounts.username, username));
    expect(row!.passwordHash).toBeNull();
    expect(row!.emailVerifiedAt).not.toBeNull();

    // The owner is told by mail, with a way to set a password of their own.
    const [notice] = await readMailTo(t, victim, 'google-takeover');
    expect(notice).toMatchObject({ subject: 'บัญชี IdeaMatch ของคุณเชื่อมกับ Google แล้ว' });
    expect(notice!.text).toContain(`${t.config.publicUrl}/forgot-password`);
  });

  it('keeps the password and sessions of an account whose address was verified', async () => {
    const email = `verified${sequence}${Date.now().toString(36)}@gmail.test`;
    const username = `keeps${sequence}${Date.now().toString(36)}`;
    await buildAccountWithPassword(t.app.db, 'owner-pass', { email, username, emailVerifiedAt: new Date() });
    const before = await passwordLogin(username, 'owner-pass');
    expect(before.status).toBe(200);

    const google = await signIn(await idToken({ sub: uniqueSub(), email, email_verified: true }));
    expect(google.status).toBe(200);
    expect(await statusWith(accessTokenOf(before.data))).toBe(200);
    expect((await passwordLogin(username, 'owner-pass')).status).toBe(200);
  });
});

describe('Google sign-in under the sign-in limits', () => {
  const from = async (remoteAddress: string, credential: string) =>
    api(t).call(authApi.google, { body: { credential, isTerm: true, isPdpa: true }, remoteAddress });

  it('counts a credential that fails verification as a failed sign-in of the address', async () => {
    const ip = randomIp();
    const wrongLogin = async () =>
      api(t).call(authApi.login, {
        body: { username: 'nobody-here', password: await encryptFor(t.app, 'wrong-password') },
        remoteAddress: ip,
      });
    for (let i = 0; i < 20; i += 1) expect((await wrongLogin()).status).toBe(401);
    const forged = await idToken({ sub: uniqueSub() }, { audience: 'someone-else.apps.googleusercontent.com' });
    for (let i = 0; i < 5; i += 1) expect((await from(ip, forged)).body.errorCode).toBe('INVALID_CREDENTIALS');
    // Twenty-five failures from this address: neither a password nor a Google credential is checked now.
    expect((await from(ip, forged)).status).toBe(429);
    expect((await wrongLogin()).status).toBe(429);
  });

  it('counts each account it creates as a sign-up of the address; signing in again is not one', async () => {
    const ip = randomIp();
    const first = await idToken({ sub: uniqueSub(), email: `g${Date.now()}@gmail.test`, email_verified: true });
    expect((await from(ip, first)).data.isNewAccount).toBe(true);
    for (let i = 0; i < 5; i += 1) expect((await from(ip, first)).data.isNewAccount).toBe(false);
    for (let i = 0; i < 9; i += 1) {
      expect((await from(ip, await idToken({ sub: uniqueSub() }))).data.isNewAccount).toBe(true);
    }
    const eleventh = await from(ip, await idToken({ sub: uniqueSub() }));
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.retryAfterSeconds).toBeGreaterThan(0);
    // An existing account still signs in from there.
    expect((await from(ip, first)).status).toBe(200);
  });
});

describe('usernameBase', () => {
  it.each([
    [{ email: 'John.Doe@gmail.com' }, 'john.doe'],
    [{ email: '12345@gmail.com' }, 'user12345'],
    [{ email: 'admin@gmail.com' }, 'useradmin'],
    [{ email: '_x@gmail.com' }, 'userx'],
    [{ name: 'สมชาย' }, 'user'],
    [{ email: `${'a'.repeat(40)}@gmail.com` }, 'a'.repeat(24)],
  ])('%o → %s', (claims, expected) => {
    expect(usernameBase(claims)).toBe(expected);
  });
});
