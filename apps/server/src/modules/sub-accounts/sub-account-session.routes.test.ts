import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildSignedIn } from '../../test/factories';
import { encryptFor } from '../auth/auth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const login = (headers: Record<string, string>, subAccountId: string) =>
  t.app.inject({ method: 'POST', url: '/api/authentication/sub-account/login', headers, payload: { subAccountId } });
const logout = (headers: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url: '/api/authentication/sub-account/logout', headers });
const profile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/account/profile', headers });

async function mainWithSubAccount() {
  const main = await buildSignedIn(t.database.db, { firstName: 'Somchai', password: 'secret1-ok' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/upsert-all-as-sub-accounts',
    headers: main.headers,
    payload: {
      subAccounts: [{ username: `shop-${main.account.id.slice(-8)}`, firstName: 'Shop' }],
      password: await encryptFor(t.app, 'secret1-ok'),
    },
  });
  const [entry] = res.json().data as { subAccountId: string }[];
  return { ...main, subAccountId: entry!.subAccountId };
}

describe('sub-account sessions', () => {
  it('logs in as a sub-account and back out to a fresh main-account token', async () => {
    const { account, headers, subAccountId } = await mainWithSubAccount();
    const res = await login(headers, subAccountId);
    expect(res.statusCode).toBe(200);
    const subToken = res.json().data.accessToken as string;

    const asSub = await profile(bearer(subToken));
    expect(asSub.statusCode).toBe(200);
    expect(asSub.json().data).toMatchObject({
      id: account.id,
      subAccountInfo: { id: subAccountId, firstName: 'Shop' },
    });

    const out = await logout(bearer(subToken));
    expect(out.statusCode).toBe(200);
    const mainToken = out.json().data.mainAccountToken as string;
    expect(mainToken).toEqual(expect.any(String));
    const asMain = await profile(bearer(mainToken));
    expect(asMain.statusCode).toBe(200);
    expect(asMain.json().data).toMatchObject({ id: account.id, subAccountInfo: null });
    expect((await profile(bearer(subToken))).statusCode).toBe(401);
    // The original main session is untouched.
    expect((await profile(headers)).statusCode).toBe(200);
  });

  it('limits a sub-account session: 403 on user routes, 200 on profile read and logout', async () => {
    const { account, headers, subAccountId } = await mainWithSubAccount();
    const subHeaders = bearer((await login(headers, subAccountId)).json().data.accessToken as string);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/account/${subAccountId}`,
      headers: subHeaders,
      payload: { firstName: 'Nope' },
    });
    expect(edit.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/sub-accounts', headers: subHeaders })).statusCode,
    ).toBe(403);
    expect((await login(subHeaders, subAccountId)).statusCode).toBe(403);
    expect((await profile(subHeaders)).json().data.id).toBe(account.id);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/authentication/logout', headers: subHeaders });
    expect(out.statusCode).toBe(200);
    expect((await profile(subHeaders)).statusCode).toBe(401);
  });

  it("refuses someone else's sub-account and a plain account", async () => {
    const { subAccountId } = await mainWithSubAccount();
    const { headers } = await buildSignedIn(t.database.db);
    const res = await login(headers, subAccountId);
    expect(res.statusCode).toBe(403);
    const plain = await buildAccount(t.database.db);
    expect((await login(headers, plain.id)).statusCode).toBe(403);
  });

  it('answers 400 to a sub-account logout from a main-account session', async () => {
    const { headers } = await buildSignedIn(t.database.db);
    const res = await logout(headers);
    expect(res.statusCode).toBe(400);
    expect((await profile(headers)).statusCode).toBe(200);
  });
});
