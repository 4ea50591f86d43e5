import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRole, Permission } from '@ideamatch/shared';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/index';
import { buildAccountWithPassword, buildSignedIn, buildSubAccount } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { disconnected, socketClients } from '../../test/sockets';
import { readMailTo } from '../../test/mail';
import { encryptFor } from './auth.test-helpers';
import { endAccountSessions, hashToken } from './session.service';
import { api } from '../../test/api-client';
import { adminApi, dashboardAccountApi } from '@ideamatch/shared/api/dashboard';
import { accountApi } from '@ideamatch/shared/api/account';
import { chatApi } from '@ideamatch/shared/api/chat';
import { authApi } from '@ideamatch/shared/api/auth';

let t: TestApp;
const { connect, closeAll } = socketClients(() => t.app);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  closeAll();
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const profileStatus = async (token: string) =>
  (await api(t).call(accountApi.profile, { headers: bearer(token) })).status;

async function login(username: string, password: string): Promise<string> {
  const res = await api(t).call(authApi.login, { body: { username, password: await encryptFor(t.app, password) } });
  expect(res.status).toBe(200);
  return (res.body as { data: { accessToken: string } }).data.accessToken;
}

async function enterSubAccount(mainToken: string, subAccountId: string): Promise<string> {
  const res = await api(t).call(authApi.subAccountLogin, { body: { subAccountId }, headers: bearer(mainToken) });
  expect(res.status).toBe(200);
  return (res.body as { data: { accessToken: string } }).data.accessToken;
}

/** A main account with a password and one sub-account (a persona, linked as the app links them). */
async function personWithSubAccount() {
  const main = await buildAccountWithPassword(t.database.db, 'secret-pass');
  const persona = await buildSubAccount(t.database.db, main.id, {
    username: `persona_${randomBytes(4).toString('hex')}`,
  });
  return { main, persona };
}

describe('ending a session ends its sockets and the sessions opened from it', () => {
  it('logout disconnects that session’s sockets at once, and they cannot come back', async () => {
    const person = await buildSignedIn(t.database.db);
    const socket = await connect(person.token);
    const closed = disconnected(socket);

    const res = await api(t).as(person).call(authApi.logout);
    expect(res.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await expect(connect(person.token)).rejects.toThrow('UNAUTHORIZED');
  });

  it("a main account's logout ends the sub-account sessions opened from it: no token minting, sockets cut", async () => {
    const { main, persona } = await personWithSubAccount();
    const mainToken = await login(main.username, 'secret-pass');
    const subToken = await enterSubAccount(mainToken, persona.id);
    const subSocket = await connect(subToken);
    const closed = disconnected(subSocket);
    // A sign-in on another device stays.
    const otherDevice = await login(main.username, 'secret-pass');

    const res = await api(t).call(authApi.logout, { headers: bearer(mainToken) });
    expect(res.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    const mint = await api(t).call(authApi.subAccountLogout, { headers: bearer(subToken) });
    expect(mint.status).toBe(401);
    expect(await profileStatus(mainToken)).toBe(401);
    expect(await profileStatus(otherDevice)).toBe(200);
  });

  it('leaving a sub-account keeps the sign-in: the handed-back main session ends with it on logout', async () => {
    const { main, persona } = await personWithSubAccount();
    const mainToken = await login(main.username, 'secret-pass');
    const subToken = await enterSubAccount(mainToken, persona.id);
    const back = await api(t).call(authApi.subAccountLogout, { headers: bearer(subToken) });
    expect(back.status).toBe(200);
    const handedBack = (back.body as { data: { mainAccountToken: string } }).data.mainAccountToken;
    expect(await profileStatus(subToken)).toBe(401);
    const again = await enterSubAccount(handedBack, persona.id);

    // Logging out from the handed-back session ends the whole sign-in, the first session included.
    const res = await api(t).call(authApi.logout, { headers: bearer(handedBack) });
    expect(res.status).toBe(200);
    expect([await profileStatus(mainToken), await profileStatus(handedBack)]).toEqual([401, 401]);
    expect((await api(t).call(chatApi.summary, { headers: bearer(again) })).status).toBe(401);
  });

  it('a password reset disconnects every session’s sockets, sub-account ones included', async () => {
    const { main, persona } = await personWithSubAccount();
    const mainToken = await login(main.username, 'secret-pass');
    const subToken = await enterSubAccount(mainToken, persona.id);
    const [mainSocket, subSocket] = await Promise.all([connect(mainToken), connect(subToken)]);
    const closed = Promise.all([disconnected(mainSocket), disconnected(subSocket)]);

    await api(t).call(accountApi.forgotPassword, { body: { email: main.email! } });
    const [mail] = await readMailTo(t, main.email!, 'password-reset');
    const token = decodeURIComponent(/reset-password\?token=([^\s&"]+)/.exec(mail!.text)![1]!);
    const password = await encryptFor(t.app, 'brand-new-pass');
    const res = await api(t).call(accountApi.resetPassword, {
      query: { token },
      body: { password, confirmPassword: password },
    });
    expect(res.status).toBe(200);
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
    expect([await profileStatus(mainToken), await profileStatus(subToken)]).toEqual([401, 401]);
  });

  it('endAccountSessions with `except` keeps that sign-in and ends every other one', async () => {
    const { main, persona } = await personWithSubAccount();
    const keep = await login(main.username, 'secret-pass');
    const keepSub = await enterSubAccount(keep, persona.id);
    const other = await login(main.username, 'secret-pass');
    const otherSocket = await connect(other);
    const closed = disconnected(otherSocket);
    const keptSocket = await connect(keepSub);

    const [kept] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(keep)));
    const ended = await endAccountSessions(t.app, main.id, { except: kept!.id });
    expect(ended).toHaveLength(1);
    expect(await closed).toBe('io server disconnect');
    expect(await profileStatus(other)).toBe(401);
    expect(await profileStatus(keep)).toBe(200);
    expect(keptSocket.connected).toBe(true);
  });

  it('role changes apply to the next request despite the session cache', async () => {
    const superAdmin = await buildSignedIn(t.database.db, { role: AccountRole.SuperAdmin });
    const admin = await buildSignedIn(t.database.db, { role: AccountRole.Admin, permissions: [Permission.UserManage] });
    const list = () => api(t).as(admin).call(dashboardAccountApi.list);
    expect((await list()).status).toBe(200);
    const removed = await api(t)
      .as(superAdmin)
      .call(adminApi.remove, { params: { id: admin.account.id } });
    expect(removed.status).toBe(200);
    expect((await list()).status).toBe(403);
  });
});
