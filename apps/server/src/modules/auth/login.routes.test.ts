import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AccountRole } from '@ideamatch/shared';
import { accounts } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildAccountWithPassword } from '../../test/factories';
import { encryptFor, randomIp } from './auth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'secret1';

const login = async (username: string, password = PASSWORD, extra: { isDashboard?: boolean } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authentication/login',
    remoteAddress: randomIp(),
    payload: { username, password: await encryptFor(t.app, password), ...extra },
  });

const profileStatus = async (accessToken: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/account/profile',
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).statusCode;

const expectInvalid = (res: Awaited<ReturnType<typeof login>>) => {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ errorCode: 'INVALID_CREDENTIALS', message: 'Invalid username or password' });
};

describe('POST /api/authentication/login', () => {
  it('logs in by username or by email, any casing, and records activity', async () => {
    const account = await buildAccountWithPassword(t.app.db, PASSWORD, {
      username: 'login.user',
      email: 'Login@Example.test',
    });

    for (const identifier of ['login.user', 'LOGIN.User', 'login@example.test', ' LOGIN@EXAMPLE.TEST ']) {
      const res = await login(identifier);
      expect(res.statusCode).toBe(200);
      expect(await profileStatus(res.json().data.accessToken)).toBe(200);
    }
    const [row] = await t.app.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row!.lastActiveAt).toBeInstanceOf(Date);
  });

  it('refuses a wrong password, an unknown user, a Google-only account and a sub-account alike', async () => {
    const owner = await buildAccountWithPassword(t.app.db, PASSWORD);
    const googleOnly = await buildAccount(t.app.db, { googleSub: `g-${owner.id}` });
    const sub = await buildAccount(t.app.db, { ownerAccountId: owner.id, email: null });

    expectInvalid(await login(owner.username, 'wrong-password'));
    expectInvalid(await login('nobody-here'));
    expectInvalid(await login(googleOnly.username));
    expectInvalid(await login(sub.username));
  });

  it('refuses the same ciphertext twice, a stale or future one, and a plaintext password', async () => {
    const account = await buildAccountWithPassword(t.app.db, PASSWORD);
    const send = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/authentication/login',
        remoteAddress: randomIp(),
        payload: { username: account.username, password },
      });
    const ciphertext = await encryptFor(t.app, PASSWORD);

    expect((await send(ciphertext)).statusCode).toBe(200);
    const replay = await send(ciphertext);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      errorCode: 'PASSWORD_UNREADABLE',
      message: 'The password could not be read. Please reload the page and try again.',
    });
    const stale = await send(await encryptFor(t.app, PASSWORD, Date.now() - 6 * 60_000));
    expect(stale.json().errorCode).toBe('PASSWORD_UNREADABLE');
    const future = await send(await encryptFor(t.app, PASSWORD, Date.now() + 6 * 60_000));
    expect(future.json().errorCode).toBe('PASSWORD_UNREADABLE');
    const plaintext = await send(PASSWORD);
    expect(plaintext.statusCode).toBe(400);
    expect(plaintext.json().errorCode).toBe('PASSWORD_UNREADABLE');
  });

  it('lets only Admin and SuperAdmin into the dashboard', async () => {
    const user = await buildAccountWithPassword(t.app.db, PASSWORD);
    const admin = await buildAccountWithPassword(t.app.db, PASSWORD, { role: AccountRole.Admin });
    const superAdmin = await buildAccountWithPassword(t.app.db, PASSWORD, { role: AccountRole.SuperAdmin });

    const refused = await login(user.username, PASSWORD, { isDashboard: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'NO_PERMISSION', message: 'You have no permission.' });
    expect((await login(user.username, PASSWORD, { isDashboard: false })).statusCode).toBe(200);
    expect((await login(admin.username, PASSWORD, { isDashboard: true })).statusCode).toBe(200);
    expect((await login(superAdmin.username, PASSWORD, { isDashboard: true })).statusCode).toBe(200);
  });

  it('refuses a deactivated account only after a correct password', async () => {
    const account = await buildAccountWithPassword(t.app.db, PASSWORD, { isDeactivated: true });

    expectInvalid(await login(account.username, 'wrong-password'));
    const res = await login(account.username);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      errorCode: 'ACCOUNT_DEACTIVATED',
      message: 'This account has been deactivated.',
    });
  });
});
// The limits on failed sign-ins are tested in sign-in-limits.routes.test.ts.

describe('DELETE /api/authentication/logout', () => {
  it('ends the session so the old token no longer works', async () => {
    const account = await buildAccountWithPassword(t.app.db, PASSWORD);
    const { accessToken } = (await login(account.username)).json().data;
    const headers = { authorization: `Bearer ${accessToken}` };

    const res = await t.app.inject({ method: 'DELETE', url: '/api/authentication/logout', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: 'OK', data: null });

    expect(await profileStatus(accessToken)).toBe(401);
    const again = await t.app.inject({ method: 'DELETE', url: '/api/authentication/logout', headers });
    expect(again.statusCode).toBe(401);
  });
});
