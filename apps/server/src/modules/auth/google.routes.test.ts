import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { accounts } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildAccountWithPassword } from '../../test/factories';
import { GOOGLE_TEST_CLIENT_ID as CLIENT_ID, startGoogleKeys } from '../../test/google';
import { readMailTo } from '../../test/mail';
import { encryptFor, randomIp } from './auth.test-helpers';
import { usernameBase } from './google.service';

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
  t.app.inject({
    method: 'POST',
    url: '/api/authentication/google',
    remoteAddress: randomIp(),
    payload: { credential, ...consent },
  });

const profileOf = async (accessToken: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/account/profile',
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).json().data;

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
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ accessToken: expect.any(String), isNewAccount: true });
    const profile = await profileOf(first.json().data.accessToken);
    expect(profile).toMatchObject({
      username: 'somchai.jnews',
      email: 'Somchai.J+news@gmail.test',
      firstName: 'Somchai',
      lastName: 'Jaidee',
    });
    const [row] = await t.app.db.select().from(accounts).where(eq(accounts.googleSub, sub));
    expect(row).toMatchObject({ isTerm: true, isPdpa: true, passwordHash: null });

    const second = await signIn(await idToken(claims));
    expect(second.statusCode).toBe(200);
    expect(second.json().data.isNewAccount).toBe(false);
    expect((await profileOf(second.json().data.accessToken)).id).toBe(profile.id);
  });

  it('creates no account on a first sign-in without both consents, and asks for them', async () => {
    const sub = uniqueSub();
    const claims = { sub, email: `${sub}@gmail.test`, email_verified: true, given_name: 'Nok' };
    for (const consent of [{}, { isTerm: true }, { isPdpa: true }, { isTerm: true, isPdpa: false }]) {
      const res = await signIn(await idToken(claims), consent);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'CONSENT_REQUIRED',
        message:
          'To proceed, you must accept the terms and conditions and the privacy policy established by the product',
      });
    }
    expect(await t.app.db.select().from(accounts).where(eq(accounts.googleSub, sub))).toEqual([]);

    const res = await signIn(await idToken(claims), { isTerm: true, isPdpa: true, isNewsAndPromotion: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.isNewAccount).toBe(true);
    const [row] = await t.app.db.select().from(accounts).where(eq(accounts.googleSub, sub));
    expect(row).toMatchObject({ isTerm: true, isPdpa: true, isNewsAndPromotion: true });

    // The account exists now: later sign-ins need no consent again.
    const again = await signIn(await idToken(claims), {});
    expect(again.statusCode).toBe(200);
    expect(again.json().data.isNewAccount).toBe(false);
  });

  it('makes the username unique with a number suffix', async () => {
    await buildAccount(t.app.db, { username: 'dup.name' });
    const res = await signIn(await idToken({ sub: uniqueSub(), email: 'dup.name@gmail.test', email_verified: true }));
    expect((await profileOf(res.json().data.accessToken)).username).toBe('dup.name2');
  });

  it('refuses a token for another audience, an expired token and a token signed by another key', async () => {
    const wrongAudience = await signIn(await idToken({ sub: uniqueSub() }, { audience: 'someone-else' }));
    expect(wrongAudience.statusCode).toBe(401);
    expect(wrongAudience.json().errorCode).toBe('INVALID_CREDENTIALS');

    const expired = await signIn(
      await idToken({ sub: uniqueSub() }, { expiresAt: Math.floor(Date.now() / 1000) - 600 }),
    );
    expect(expired.statusCode).toBe(401);

    const other = await generateKeyPair('RS256');
    const forged = await new SignJWT({ sub: uniqueSub() })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setExpirationTime('1h')
      .sign(other.privateKey);
    expect((await signIn(forged)).statusCode).toBe(401);
    expect((await signIn('not-a-jwt')).statusCode).toBe(401);
  });

  it('links an existing email account only when Google has verified the email', async () => {
    const existing = await buildAccount(t.app.db, { email: 'Owner@Example.test' });
    const sub = uniqueSub();

    const unverified = await signIn(await idToken({ sub, email: 'owner@example.test', email_verified: false }));
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json()).toMatchObject({
      errorCode: 'GOOGLE_EMAIL_NOT_VERIFIED',
      message: 'This email is not verified by Google. Please log in with your password instead.',
    });
    const [untouched] = await t.app.db.select().from(accounts).where(eq(accounts.id, existing.id));
    expect(untouched!.googleSub).toBeNull();

    const verified = await signIn(await idToken({ sub, email: 'owner@example.test', email_verified: true }));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.isNewAccount).toBe(false);
    expect((await profileOf(verified.json().data.accessToken)).id).toBe(existing.id);
    const [linked] = await t.app.db.select().from(accounts).where(eq(accounts.id, existing.id));
    expect(linked!.googleSub).toBe(sub);
  });

  it('refuses a deactivated account', async () => {
    const sub = uniqueSub();
    await buildAccount(t.app.db, { googleSub: sub, isDeactivated: true });
    const res = await signIn(await idToken({ sub, email_verified: true }));
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('ACCOUNT_DEACTIVATED');
  });

  it('is not found when Google sign-in is not configured', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/authentication/google',
        payload: { credential: await idToken({ sub: uniqueSub() }) },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('Google sign-in into an account registered with a password', () => {
  const passwordLogin = async (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      remoteAddress: randomIp(),
      payload: { username, password: await encryptFor(t.app, password) },
    });
  const statusWith = async (accessToken: string, url = '/api/account/profile') =>
    (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${accessToken}` } })).statusCode;

  it('takes the account from a squatter who registered the address without verifying it', async () => {
    const victim = `victim${uniqueSub().replace(/\W/g, '')}@gmail.test`;
    const username = `squat${sequence}${Date.now().toString(36)}`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      remoteAddress: randomIp(),
      payload: {
        email: victim,
        username,
        isTerm: true,
        isPdpa: true,
        password: await encryptFor(t.app, 'squatter-pass'),
        confirmPassword: await encryptFor(t.app, 'squatter-pass'),
      },
    });
    expect(registered.statusCode).toBe(200);
    const squatterToken = registered.json().data.accessToken as string;
    const squatterLogin = await passwordLogin(username, 'squatter-pass');
    expect(squatterLogin.statusCode).toBe(200);
    // A sub-account session opened from the squatter's session must end too.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/account/upsert-all-as-sub-accounts',
      headers: { authorization: `Bearer ${squatterToken}` },
      payload: {
        subAccounts: [{ username: `${username}-shop`, firstName: 'Shop' }],
        password: await encryptFor(t.app, 'squatter-pass'),
      },
    });
    expect(created.statusCode).toBe(200);
    const subLogin = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/sub-account/login',
      headers: { authorization: `Bearer ${squatterToken}` },
      payload: { subAccountId: created.json().data[0].subAccountId },
    });
    expect(subLogin.statusCode).toBe(200);
    const subToken = subLogin.json().data.accessToken as string;

    const owner = await signIn(await idToken({ sub: uniqueSub(), email: victim, email_verified: true }));
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.isNewAccount).toBe(false);
    const ownerToken = owner.json().data.accessToken as string;
    expect((await profileOf(ownerToken)).isEmailVerified).toBe(true);

    // Every session the squatter held is over, and the password they chose no longer works.
    expect(await statusWith(squatterToken)).toBe(401);
    expect(await statusWith(squatterLogin.json().data.accessToken)).toBe(401);
    expect(await statusWith(subToken)).toBe(401);
    const again = await passwordLogin(username, 'squatter-pass');
    expect(again.statusCode).toBe(401);
    expect(again.json().errorCode).toBe('INVALID_CREDENTIALS');
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
    expect(before.statusCode).toBe(200);

    const google = await signIn(await idToken({ sub: uniqueSub(), email, email_verified: true }));
    expect(google.statusCode).toBe(200);
    expect(await statusWith(before.json().data.accessToken)).toBe(200);
    expect((await passwordLogin(username, 'owner-pass')).statusCode).toBe(200);
  });
});

describe('Google sign-in under the sign-in limits', () => {
  const from = async (remoteAddress: string, credential: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/authentication/google',
      remoteAddress,
      payload: { credential, isTerm: true, isPdpa: true },
    });

  it('counts a credential that fails verification as a failed sign-in of the address', async () => {
    const ip = randomIp();
    const wrongLogin = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/authentication/login',
        remoteAddress: ip,
        payload: { username: 'nobody-here', password: await encryptFor(t.app, 'wrong-password') },
      });
    for (let i = 0; i < 20; i += 1) expect((await wrongLogin()).statusCode).toBe(401);
    const forged = await idToken({ sub: uniqueSub() }, { audience: 'someone-else.apps.googleusercontent.com' });
    for (let i = 0; i < 5; i += 1) expect((await from(ip, forged)).json().errorCode).toBe('INVALID_CREDENTIALS');
    // Twenty-five failures from this address: neither a password nor a Google credential is checked now.
    expect((await from(ip, forged)).statusCode).toBe(429);
    expect((await wrongLogin()).statusCode).toBe(429);
  });

  it('counts each account it creates as a sign-up of the address; signing in again is not one', async () => {
    const ip = randomIp();
    const first = await idToken({ sub: uniqueSub(), email: `g${Date.now()}@gmail.test`, email_verified: true });
    expect((await from(ip, first)).json().data.isNewAccount).toBe(true);
    for (let i = 0; i < 5; i += 1) expect((await from(ip, first)).json().data.isNewAccount).toBe(false);
    for (let i = 0; i < 9; i += 1) {
      expect((await from(ip, await idToken({ sub: uniqueSub() }))).json().data.isNewAccount).toBe(true);
    }
    const eleventh = await from(ip, await idToken({ sub: uniqueSub() }));
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().retryAfterSeconds).toBeGreaterThan(0);
    // An existing account still signs in from there.
    expect((await from(ip, first)).statusCode).toBe(200);
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
