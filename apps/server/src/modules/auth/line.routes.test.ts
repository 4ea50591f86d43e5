import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authApi } from '@ideamatch/shared/api/auth';
import { accountApi } from '@ideamatch/shared/api/account';
import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import { accounts } from '../../db/schema/index';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccountWithPassword, buildSignedIn } from '../../test/factories';
import { LINE_TEST_CHANNEL_ID, type LineTestUser, startLineStandIn } from '../../test/line';
import { encryptFor } from './auth.test-helpers';

let t: TestApp;
let line: Awaited<ReturnType<typeof startLineStandIn>>;

beforeAll(async () => {
  line = await startLineStandIn();
  t = await buildTestApp({ env: line.env });
});
afterAll(async () => {
  await t.close();
  await line.close();
});

let sequence = 0;
const uniqueSub = () => `U${Date.now().toString(16)}${(sequence += 1)}`;

/** Starts a sign-in in "the browser": where the app sends it, and the cookie it keeps. */
async function start(returnTo?: string) {
  const res = await api(t).call(authApi.lineStart, { query: returnTo ? { returnTo } : {} });
  const cookie = res.raw.cookies.find((c) => c.name === 'line_sign_in');
  return { status: res.status, location: new URL(String(res.headers.location)), cookie };
}

/** A whole LINE sign-in as `user` (null: they cancel at LINE); answers where the callback sends the browser. */
async function signInWithLine(
  user: LineTestUser | null,
  { returnTo = '/idea', cookieFrom }: { returnTo?: string; cookieFrom?: string | null } = {},
) {
  const started = await start(returnTo);
  line.consentAs(user);
  const back = await line.authorize(started.location.toString());
  const cookie = cookieFrom === undefined ? started.cookie?.value : cookieFrom;
  const res = await api(t).request({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: cookie ? { cookie: `line_sign_in=${cookie}` } : {},
  });
  expect(res.status).toBe(302);
  return new URL(String(res.headers.location));
}

const profileOf = async (accessToken: string) =>
  (await api(t).call(accountApi.profile, { headers: { authorization: `Bearer ${accessToken}` } })).data;

describe('Sign in with LINE', () => {
  it('starts at LINE with the channel, the callback, openid, a state and a nonce, bound to the browser by an HttpOnly cookie', async () => {
    const { status, location, cookie } = await start('/idea/123');
    expect(status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(line.env.LINE_AUTH_URL);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: LINE_TEST_CHANNEL_ID,
      redirect_uri: `${t.config.publicUrl}/api/authentication/line/callback`,
      scope: 'openid profile email',
    });
    expect(params.state).toMatch(/^[\w-]{20,}$/);
    expect(params.nonce).toMatch(/^[\w-]{20,}$/);
    expect(params.nonce).not.toBe(params.state);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/authentication/line' });
    expect((await start()).location.searchParams.get('state')).not.toBe(params.state);
  });

  it('asks a new person for the consents, then creates the account and signs the same account in next time', async () => {
    const sub = uniqueSub();
    const user = { sub, name: 'Nok Srisuk', email: `nok.${sub}@line.test` };
    const first = await signInWithLine(user, { returnTo: '/idea/abc' });
    expect(first.pathname).toBe('/login');
    expect(first.searchParams.get('line')).toBe('consent');
    expect(first.searchParams.get('next')).toBe('/idea/abc');
    const lineToken = first.searchParams.get('lineToken')!;

    const refused = await api(t).call(authApi.lineComplete, { body: { lineToken } });
    expect(refused.body.errorCode).toBe('CONSENT_REQUIRED');
    const forged = await api(t).call(authApi.lineComplete, {
      body: { lineToken: `${lineToken.split('.')[0]}.AAAA`, isTerm: true, isPdpa: true },
    });
    expect(forged.body.errorCode).toBe('LINE_TOKEN_INVALID');

    const created = await api(t).call(authApi.lineComplete, { body: { lineToken, isTerm: true, isPdpa: true } });
    expect(created.data).toEqual({ accessToken: expect.any(String), isNewAccount: true });
    const profile = await profileOf((created.data as { accessToken: string }).accessToken);
    // Named as on LINE; the email LINE gave is not stored, since LINE does not say it verified it.
    expect(profile).toMatchObject({ firstName: 'Nok Srisuk', email: null });

    const again = await signInWithLine(user, { returnTo: '/idea/abc?tab=reviews' });
    expect(again.pathname).toBe('/idea/abc');
    expect(again.searchParams.get('tab')).toBe('reviews');
    expect((await profileOf(again.searchParams.get('accessToken')!)).id).toBe(profile.id);
    // The code was traded with the channel's secret, for the callback it was issued to.
    expect(line.tokenRequests.at(-1)?.get('client_secret')).toBe(line.env.LINE_CHANNEL_SECRET);
  });

  it('links an account that has the same email only after the person signs in to it with its password', async () => {
    const sub = uniqueSub();
    const email = `malee.${sub}@example.test`;
    const holder = await buildAccountWithPassword(t.app.db, 'secret1-ok', { email, emailVerifiedAt: new Date() });
    const stranger = await buildSignedIn(t.app.db);

    const first = await signInWithLine({ sub, name: 'Malee', email: email.toUpperCase() });
    expect(first.pathname).toBe('/login');
    expect(first.searchParams.get('line')).toBe('link');
    expect(first.searchParams.has('accessToken')).toBe(false);
    const lineToken = first.searchParams.get('lineToken')!;
    // Not a sign-in by itself, and not for a consent of a new account.
    expect(
      (await api(t).call(authApi.lineComplete, { body: { lineToken, isTerm: true, isPdpa: true } })).body.errorCode,
    ).toBe('LINE_TOKEN_INVALID');
    expect((await api(t).call(authApi.lineLink, { body: { lineToken } })).status).toBe(401);
    expect((await api(t).as(stranger).call(authApi.lineLink, { body: { lineToken } })).body.errorCode).toBe(
      'LINE_LINK_MISMATCH',
    );

    const login = await api(t).call(authApi.login, {
      body: { username: holder.username, password: await encryptFor(t.app, 'secret1-ok') },
    });
    const accessToken = (login.data as { accessToken: string }).accessToken;
    const linked = await api(t).call(authApi.lineLink, {
      body: { lineToken },
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(linked.status).toBe(200);
    const [row] = await t.app.db.select().from(accounts).where(eq(accounts.id, holder.id));
    expect(row!.lineSub).toBe(sub);

    const next = await signInWithLine({ sub, email });
    expect(next.pathname).toBe('/idea');
    expect((await profileOf(next.searchParams.get('accessToken')!)).id).toBe(holder.id);
  });

  it('asks for the second factor of an account that has it on', async () => {
    const sub = uniqueSub();
    await buildSignedIn(t.app.db, { lineSub: sub, twoFactorEnabledAt: new Date(), twoFactorSecret: 'x' });
    const next = await signInWithLine({ sub });
    expect(next.pathname).toBe('/login');
    expect(next.searchParams.get('lineChallenge')).toMatch(/.+/);
    expect(next.searchParams.has('accessToken')).toBe(false);
  });

  it.each([
    ['a token from another issuer', { issuer: 'https://evil.example' }],
    ['a token for another channel', { audience: '999' }],
    ['a token signed with another secret', { secret: 'not-the-channel-secret-0123456789' }],
    ['a token of another sign-in (nonce)', { nonce: 'replayed' }],
    ['an expired token', { expired: true }],
  ])('signs nobody in with %s', async (_, tamper) => {
    const sub = uniqueSub();
    await buildSignedIn(t.app.db, { lineSub: sub });
    const next = await signInWithLine({ sub, tamper });
    expect(next.pathname).toBe('/login');
    expect(next.searchParams.get('lineError')).toBe('LINE_SIGN_IN_FAILED');
    expect(next.searchParams.has('accessToken')).toBe(false);
  });

  it('signs nobody in when the person cancels at LINE, or the answer reaches another browser', async () => {
    const sub = uniqueSub();
    await buildSignedIn(t.app.db, { lineSub: sub });
    expect((await signInWithLine(null)).searchParams.get('lineError')).toBe('LINE_SIGN_IN_FAILED');
    const elsewhere = await signInWithLine({ sub }, { cookieFrom: null });
    expect(elsewhere.searchParams.get('lineError')).toBe('LINE_SIGN_IN_FAILED');
    const otherFlow = (await start()).cookie!.value;
    const mixed = await signInWithLine({ sub }, { cookieFrom: otherFlow });
    expect(mixed.searchParams.get('lineError')).toBe('LINE_SIGN_IN_FAILED');
  });

  it('never sends the browser off the site', async () => {
    const sub = uniqueSub();
    await buildSignedIn(t.app.db, { lineSub: sub });
    const next = await signInWithLine({ sub }, { returnTo: '//evil.example/steal' });
    expect(next.origin).toBe(new URL(t.config.publicUrl).origin);
    expect(next.pathname).toBe('/');
  });
});

describe('Connect LINE from the settings', () => {
  /** A signed-in person connects LINE as `user` (null: they cancel at LINE); answers where they land. */
  async function connectAs(who: { headers: Record<string, string> }, user: LineTestUser | null) {
    const started = await api(t)
      .as(who)
      .call(authApi.lineConnect, { body: { returnTo: '/settings' } });
    expect(started.status).toBe(200);
    const cookie = started.raw.cookies.find((c) => c.name === 'line_sign_in');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/authentication/line' });
    line.consentAs(user);
    const back = await line.authorize(started.data.location);
    const res = await api(t).request({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: `line_sign_in=${cookie!.value}` },
    });
    expect(res.status).toBe(302);
    return new URL(String(res.headers.location));
  }
  const hasLine = async (who: { headers: Record<string, string> }) =>
    (await api(t).as(who).call(accountCenterApi.getSecurity)).data.hasLine;

  it('connects LINE to the signed-in account, which then signs in with it', async () => {
    const me = await buildSignedIn(t.app.db);
    expect(await hasLine(me)).toBe(false);
    expect((await api(t).call(authApi.lineConnect, { body: {} })).status).toBe(401);

    const sub = uniqueSub();
    const landed = await connectAs(me, { sub, name: 'Nok', email: `other.${sub}@line.test` });
    expect(`${landed.pathname}${landed.search}`).toBe('/settings?line=connected');
    expect(landed.searchParams.has('accessToken')).toBe(false);
    expect(await hasLine(me)).toBe(true);

    const next = await signInWithLine({ sub });
    expect((await profileOf(next.searchParams.get('accessToken')!)).id).toBe(me.account.id);
  });

  it('refuses a LINE account another account signs in with, and changes nothing when cancelled', async () => {
    const sub = uniqueSub();
    const holder = await buildSignedIn(t.app.db, { lineSub: sub });
    const me = await buildSignedIn(t.app.db);
    const taken = await connectAs(me, { sub });
    expect(taken.pathname).toBe('/settings');
    expect(taken.searchParams.get('lineError')).toBe('LINE_ALREADY_LINKED');
    expect(await hasLine(me)).toBe(false);
    expect((await profileOf((await signInWithLine({ sub })).searchParams.get('accessToken')!)).id).toBe(
      holder.account.id,
    );

    const cancelled = await connectAs(me, null);
    expect(`${cancelled.pathname}${cancelled.searchParams.get('lineError')}`).toBe('/settingsLINE_SIGN_IN_FAILED');
    expect(await hasLine(me)).toBe(false);
  });
});

describe('Sign in with LINE when it is not configured', () => {
  it('answers 404 on every LINE route', async () => {
    const plain = await buildTestApp();
    try {
      expect((await api(plain).call(authApi.lineStart, { query: {} })).status).toBe(404);
      expect((await api(plain).call(authApi.lineComplete, { body: { lineToken: 'x' } })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
