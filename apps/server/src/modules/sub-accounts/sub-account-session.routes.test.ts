import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildSignedIn } from '../../test/factories';
import { encryptFor } from '../auth/auth.test-helpers';
import { api } from '../../test/api-client';
import { authApi } from '@ideamatch/shared/api/auth';
import { accountApi } from '@ideamatch/shared/api/account';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const login = (headers: Record<string, string>, subAccountId: string) =>
  api(t).call(authApi.subAccountLogin, { body: { subAccountId }, headers });
const logout = (headers: Record<string, string>) => api(t).call(authApi.subAccountLogout, { headers });
const profile = (headers: Record<string, string>) => api(t).call(accountApi.profile, { headers });

async function mainWithSubAccount() {
  const main = await buildSignedIn(t.database.db, { firstName: 'Somchai', password: 'secret1-ok' });
  const res = await api(t)
    .as(main)
    .call(accountApi.saveSubAccounts, {
      body: {
        subAccounts: [{ username: `shop-${main.account.id.slice(-8)}`, firstName: 'Shop' }],
        password: await encryptFor(t.app, 'secret1-ok'),
      },
    });
  const [entry] = res.data;
  return { ...main, subAccountId: entry!.subAccountId };
}

describe('sub-account sessions', () => {
  it('logs in as a sub-account and back out to a fresh main-account token', async () => {
    const { account, headers, subAccountId } = await mainWithSubAccount();
    const res = await login(headers, subAccountId);
    expect(res.status).toBe(200);
    const subToken = res.data.accessToken;

    const asSub = await profile(bearer(subToken));
    expect(asSub.status).toBe(200);
    expect(asSub.data).toMatchObject({
      id: account.id,
      subAccountInfo: { id: subAccountId, firstName: 'Shop' },
    });

    const out = await logout(bearer(subToken));
    expect(out.status).toBe(200);
    const mainToken = out.data.mainAccountToken;
    expect(mainToken).toEqual(expect.any(String));
    const asMain = await profile(bearer(mainToken));
    expect(asMain.status).toBe(200);
    expect(asMain.data).toMatchObject({ id: account.id, subAccountInfo: null });
    expect((await profile(bearer(subToken))).status).toBe(401);
    // The original main session is untouched.
    expect((await profile(headers)).status).toBe(200);
  });

  it('limits a sub-account session: 403 on user routes, 200 on profile read and logout', async () => {
    const { account, headers, subAccountId } = await mainWithSubAccount();
    const subHeaders = bearer((await login(headers, subAccountId)).data.accessToken);
    const edit = await api(t).call(accountApi.update, {
      params: { id: subAccountId },
      body: { firstName: 'Nope' },
      headers: subHeaders,
    });
    expect(edit.status).toBe(403);
    expect((await api(t).call(accountApi.subAccounts, { headers: subHeaders })).status).toBe(403);
    expect((await login(subHeaders, subAccountId)).status).toBe(403);
    expect((await profile(subHeaders)).data.id).toBe(account.id);
    const out = await api(t).call(authApi.logout, { headers: subHeaders });
    expect(out.status).toBe(200);
    expect((await profile(subHeaders)).status).toBe(401);
  });

  it("refuses someone else's sub-account and a plain account", async () => {
    const { subAccountId } = await mainWithSubAccount();
    const { headers } = await buildSignedIn(t.database.db);
    const res = await login(headers, subAccountId);
    expect(res.status).toBe(403);
    const plain = await buildAccount(t.database.db);
    expect((await login(headers, plain.id)).status).toBe(403);
  });

  it('answers 400 to a sub-account logout from a main-account session', async () => {
    const { headers } = await buildSignedIn(t.database.db);
    const res = await logout(headers);
    expect(res.status).toBe(400);
    expect((await profile(headers)).status).toBe(200);
  });
});
