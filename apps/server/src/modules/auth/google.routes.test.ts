import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { accounts } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount } from '../../test/factories';
import { randomIp } from './auth.test-helpers';
import { usernameBase } from './google.service';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
let t: TestApp;
let jwksServer: Server;
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  t = await buildTestApp({
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/jwks` },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

let sequence = 0;
const uniqueSub = () => `sub-${Date.now()}-${(sequence += 1)}`;

const idToken = (
  claims: JWTPayload & Record<string, unknown>,
  options: { audience?: string; expiresAt?: number } = {},
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expiresAt ?? Math.floor(Date.now() / 1000) + 3600)
    .sign(privateKey);

const signIn = async (credential: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authentication/google',
    remoteAddress: randomIp(),
    payload: { credential },
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
