import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AccountRole } from '@ideamatch/shared';
import { accounts } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildAccountWithPassword } from '../../test/factories';
import { encryptFor, accessTokenOf } from './auth.test-helpers';
import { api } from '../../test/api-client';
import { authApi } from '@ideamatch/shared/api/auth';
import { accountApi } from '@ideamatch/shared/api/account';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'secret1';

const login = async (username: string, password = PASSWORD, extra: { isDashboard?: boolean } = {}) =>
  api(t).call(authApi.login, { body: { username, password: await encryptFor(t.app, password), ...extra } });

const profileStatus = async (accessToken: string) =>
  (await api(t).call(accountApi.profile, { headers: { authorization: `Bearer ${accessToken}` } })).status;

const expectInvalid = (res: Awaited<ReturnType<typeof login>>) => {
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject({ errorCode: 'INVALID_CREDENTIALS', message: 'Invalid username or password' });
};

describe('POST /api/authentication/login', () => {
  it('logs in by username or by email, any casing, and records activity', async () => {
    const account = await buildAccountWithPassword(t.app.db, PASSWORD, {
      username: 'login.user',
      email: 'Login@Example.test',
    });

    for (const identifier of ['login.user', 'LOGIN.User', 'login@example.test', ' LOGIN@EXAMPLE.TEST ']) {
      const res = await login(identifier);
      expect(res.status).toBe(200);
      expect(await profileStatus(accessTokenOf(res.data))).toBe(200);
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
    const send = (password: string) => api(t).call(authApi.login, { body: { username: account.username, password } });
    const ciphertext = await encryptFor(t.app, PASSWORD);

    expect((await send(ciphertext)).status).toBe(200);
    const replay = await send(ciphertext);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({
      errorCode: 'PASSWORD_UNREADABLE',
      message: 'The password could not be read. Please reload the page and try again.',
    });
    const stale = await send(await encryptFor(t.app, PASSWORD, Date.now() - 6 * 60_000));
    expect(stale.body.errorCode).toBe('PASSWORD_UNREADABLE');
    const future = await send(await encryptFor(t.app, PASSWORD, Date.now() + 6 * 60_000));
    expect(future.body.errorCode).toBe('PASSWORD_UNREADABLE');
    const plaintext = await send(PASSWORD);
    expect(plaintext.status).toBe(400);
    expect(plaintext.body.errorCode).toBe('PASSWORD_UNREADABLE');
  });

  it('lets only Admin and SuperAdmin into the dashboard', async () => {
    const user = await buildAccountWithPassword(t.app.db, PASSWORD);
    const admin = await buildAccountWithPassword(t.app.db, PASSWORD, { role: AccountRole.Admin });
    const superAdmin = await buildAccountWithPassword(t.app.db, PASSWORD, { role: AccountRole.SuperAdmin });

    const refused = await login(user.username, PASSWORD, { isDashboard: true });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'NO_PERMISSION', message: 'You have no permission.' });
    expect((await login(user.username, PASSWORD, { isDashboard: false })).status).toBe(200);
    expect((await login(admin.username, PASSWORD, { isDashboard: true })).status).toBe(200);
    expect((await login(superAdmin.username, PASSWORD, { isDashboard: true })).status).toBe(200);
  });

  it('refuses a deactivated account only after a correct password', async () => {
    const account = await buildAccountWithPassword(t.app.db, PASSWORD, { isDeactivated: true });

    expectInvalid(await login(account.username, 'wrong-password'));
    const res = await login(account.username);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      errorCode: 'ACCOUNT_DEACTIVATED',
      message: 'This account has been deactivated.',
    });
  });
});
// The limits on failed sign-ins are tested in sign-in-limits.routes.test.ts.

describe('DELETE /api/authentication/logout', () => {
  it('ends the session so the old token no longer works', async () => {
    const account = await buildAccountWithPassword(t.app.db, PASSWORD);
    const accessToken = accessTokenOf((await login(account.username)).data);
    const headers = { authorization: `Bearer ${accessToken}` };

    const res = await api(t).call(authApi.logout, { headers });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ statusCode: 200, message: 'OK', data: null });

    expect(await profileStatus(accessToken)).toBe(401);
    const again = await api(t).call(authApi.logout, { headers });
    expect(again.status).toBe(401);
  });
});
