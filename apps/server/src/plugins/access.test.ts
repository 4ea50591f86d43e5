import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRole, Permission } from '@ideamatch/shared';
import { buildTestApp, type TestApp } from '../test/build-app';
import { buildAccount, buildSignedIn } from '../test/factories';
import { createSession } from '../modules/auth/session.service';
import { ideaPayload } from '../modules/ideas/idea.test-helpers';
import { api } from '../test/api-client';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { authApi } from '@ideamatch/shared/api/auth';
import { accountApi } from '@ideamatch/shared/api/account';
import { endpoint } from '@ideamatch/shared/endpoint';
import { z } from 'zod';

/**
 * Routes this test registers to exercise each kind of access declaration; no contract of the app
 * describes them, so their paths are written here once.
 */
const testApi = {
  permission: endpoint({ method: 'GET', path: '/api/test/permission', summary: 'Needs a permission', tag: 'test' }),
  thing: endpoint({
    method: 'GET',
    path: '/api/test/thing/:id',
    summary: 'Owner only',
    tag: 'test',
    params: z.object({ id: z.string() }),
  }),
  userOnly: endpoint({ method: 'GET', path: '/api/test/user-only', summary: 'Main accounts only', tag: 'test' }),
  actor: endpoint({ method: 'GET', path: '/api/test/actor', summary: 'The caller', tag: 'test' }),
  actorOnVisitorRoute: endpoint({
    method: 'GET',
    path: '/api/test/actor-on-visitor-route',
    summary: 'The caller where a session is optional',
    tag: 'test',
  }),
};

let t: TestApp;
const owned = new Map<string, string>();

beforeAll(async () => {
  t = await buildTestApp({
    extend: (app) => {
      app.get(testApi.permission.path, { config: { access: { permission: Permission.IdeaManage } } }, async () => ({
        statusCode: 200,
        message: 'OK',
        data: 'yes',
      }));
      app.get<{ Params: { id: string } }>(
        testApi.thing.path,
        { config: { access: { owner: async (request) => owned.get((request.params as { id: string }).id) } } },
        async () => ({ statusCode: 200, message: 'OK', data: 'mine' }),
      );
      app.get(testApi.userOnly.path, { config: { access: 'user' } }, async () => ({
        statusCode: 200,
        message: 'OK',
        data: 'user',
      }));
      app.get(testApi.actor.path, { config: { access: 'user' } }, async (request) => ({
        statusCode: 200,
        message: 'OK',
        data: request.actor().accountId,
      }));
      app.get(testApi.actorOnVisitorRoute.path, { config: { access: 'visitor' } }, async (request) => ({
        statusCode: 200,
        message: 'OK',
        data: request.actor().accountId,
      }));
    },
  });
});
afterAll(() => t.close());

describe('route access declarations', () => {
  it('every route in the route table declares who may call it', () => {
    const undeclared = t.app.routeTable
      .filter((route) => route.access === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(t.app.routeTable.length).toBeGreaterThan(5);
    expect(undeclared).toEqual([]);
  });

  it('asks a visitor to log in for a member route', async () => {
    const res = await api(t).call(accountApi.profile);
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('UNAUTHORIZED');
  });

  it('refuses an unknown or malformed token', async () => {
    for (const authorization of ['Bearer nope', 'Basic abc', 'Bearer ']) {
      const res = await api(t).call(accountApi.profile, { headers: { authorization } });
      expect(res.status).toBe(401);
    }
  });

  it('gives a signed-in user their profile, never another account', async () => {
    const { account, headers } = await buildSignedIn(t.database.db, { firstName: 'Somchai' });
    const res = await api(t).call(accountApi.profile, { headers });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      id: account.id,
      username: account.username,
      firstName: 'Somchai',
      role: 0,
      permissions: [],
      subAccountInfo: null,
    });
  });

  it('hands a route that needs a session its caller, and refuses request.actor() where a session is optional', async () => {
    const { account, headers } = await buildSignedIn(t.database.db);
    const res = await api(t).call(testApi.actor, { headers });
    expect(res.data).toBe(account.id);
    // A programming error even with a session present: such a route must read request.session.
    const misuse = await api(t).call(testApi.actorOnVisitorRoute, { headers });
    expect(misuse.status).toBe(500);
  });

  it('ends the session on logout', async () => {
    const { headers } = await buildSignedIn(t.database.db);
    const out = await api(t).call(authApi.logout, { headers });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ statusCode: 200, message: 'OK', data: null });
    const after = await api(t).call(accountApi.profile, { headers });
    expect(after.status).toBe(401);
  });

  it('refuses a deactivated account at once', async () => {
    const { headers } = await buildSignedIn(t.database.db, { isDeactivated: true });
    const res = await api(t).call(accountApi.profile, { headers });
    expect(res.status).toBe(401);
  });

  it('limits a sub-account session to sub-account routes', async () => {
    const main = await buildAccount(t.database.db);
    const persona = await buildAccount(t.database.db, { ownerAccountId: main.id, email: null });
    const { token } = await createSession(t.database.db, { accountId: main.id, subAccountId: persona.id });
    const headers = { authorization: `Bearer ${token}` };
    const profile = await api(t).call(accountApi.profile, { headers });
    expect(profile.status).toBe(200);
    expect(profile.data.subAccountInfo).toMatchObject({ id: persona.id, username: persona.username });
    const userOnly = await api(t).call(testApi.userOnly, { headers });
    expect(userOnly.status).toBe(403);
    // A persona reads the public idea list and ideas (to share them in chat), not the home page feed.
    expect((await api(t).call(ideaApi.list, { headers })).status).toBe(200);
    expect((await api(t).call(ideaApi.home, { headers })).status).toBe(403);
    const owner = await buildSignedIn(t.database.db);
    const posted = await api(t).as(owner).call(ideaApi.create, { body: ideaPayload() });
    const ideaId = posted.data.id;
    const read = await api(t).call(ideaApi.get, { params: { id: ideaId }, headers });
    expect(read.status).toBe(200);
    expect(read.data).toMatchObject({ id: ideaId, isOwner: false });
    await api(t)
      .as(owner)
      .call(ideaApi.hide, { params: { id: ideaId }, body: { isHidden: true } });
    expect((await api(t).call(ideaApi.get, { params: { id: ideaId }, headers })).status).toBe(404);
    // Writing stays for main accounts.
    expect((await api(t).call(ideaApi.create, { body: ideaPayload(), headers })).status).toBe(403);
    expect((await api(t).call(accountApi.get, { params: { id: main.id }, headers })).status).toBe(200);
    expect((await api(t).call(ideaApi.list)).status).toBe(200);
  });

  it('lets only staff read the dashboard profile', async () => {
    const user = await buildSignedIn(t.database.db);
    const admin = await buildSignedIn(t.database.db, { role: AccountRole.Admin });
    expect((await api(t).as(user).call(accountApi.staffProfile)).status).toBe(403);
    const res = await api(t).as(admin).call(accountApi.staffProfile);
    expect(res.status).toBe(200);
    expect(res.data.role).toBe(AccountRole.Admin);
  });

  it('checks permissions: Admin without it 403, with it 200, SuperAdmin always', async () => {
    const without = await buildSignedIn(t.database.db, {
      role: AccountRole.Admin,
      permissions: [Permission.UserManage],
    });
    const withIt = await buildSignedIn(t.database.db, {
      role: AccountRole.Admin,
      permissions: [Permission.IdeaManage],
    });
    const superAdmin = await buildSignedIn(t.database.db, { role: AccountRole.SuperAdmin });
    const user = await buildSignedIn(t.database.db, { permissions: [] });
    const call = (headers?: Record<string, string>) => api(t).call(testApi.permission, headers ? { headers } : {});
    expect((await call()).status).toBe(401);
    expect((await call(user.headers)).status).toBe(403);
    expect((await call(without.headers)).status).toBe(403);
    expect((await call(withIt.headers)).status).toBe(200);
    expect((await call(superAdmin.headers)).status).toBe(200);
  });

  it('lets only the owner through an owner route, and 404s a missing thing', async () => {
    const owner = await buildSignedIn(t.database.db);
    const other = await buildSignedIn(t.database.db);
    owned.set('t1', owner.account.id);
    expect(
      (
        await api(t)
          .as(owner)
          .call(testApi.thing, { params: { id: 't1' } })
      ).status,
    ).toBe(200);
    expect(
      (
        await api(t)
          .as(other)
          .call(testApi.thing, { params: { id: 't1' } })
      ).status,
    ).toBe(403);
    expect(
      (
        await api(t)
          .as(owner)
          .call(testApi.thing, { params: { id: 'none' } })
      ).status,
    ).toBe(404);
    expect((await api(t).call(testApi.thing, { params: { id: 't1' } })).status).toBe(401);
  });
});
