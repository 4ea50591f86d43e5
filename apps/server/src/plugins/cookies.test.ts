import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRole } from '@ideamatch/shared';
import { buildTestApp, type TestApp } from '../test/build-app';
import { buildAccountWithPassword, buildIdea, buildSignedIn } from '../test/factories';
import { uuidv7 } from '../lib/uuid';
import { encryptFor, randomIp, register, accessTokenOf } from '../modules/auth/auth.test-helpers';
import { createSession } from '../modules/auth/session.service';
import { api } from '../test/api-client';
import { accountApi } from '@ideamatch/shared/api/account';
import { authApi } from '@ideamatch/shared/api/auth';

const dist = mkdtempSync(join(tmpdir(), 'ideamatch-dist-'));
let t: TestApp;
beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await buildTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Every Set-Cookie of the replies given. */
const setCookies = (replies: { headers: Record<string, unknown> }[]) =>
  replies.flatMap(({ headers }) => {
    const value = headers['set-cookie'];
    return value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];
  });

describe('cookies the server sets', () => {
  it('are all HttpOnly, on every route, signed in as staff or not, and through every sign-in', async () => {
    const replies: { headers: Record<string, unknown> }[] = [];
    const db = t.database.db;
    const staff = await buildSignedIn(db, { role: AccountRole.SuperAdmin });
    const idea = await buildIdea(db, staff.account.id);

    // Each sign-in as a person does it: sign-up, password, and the session it opens.
    const PASSWORD = 'secret1-ok';
    const person = await buildAccountWithPassword(db, PASSWORD);
    replies.push(await register(t.app));
    const login = await api(t).call(authApi.login, {
      body: { username: person.username, password: await encryptFor(t.app, PASSWORD) },
    });
    expect(login.status).toBe(200);
    replies.push(login);
    // Pages and an API path alike, by URL: the cookie works on both.
    for (const url of ['/', '/login', `/idea/${idea.id}`, accountApi.profile.path]) {
      replies.push(
        await api(t).request({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${accessTokenOf(login.data)}` },
        }),
      );
    }

    // Then every route of the route table, as a visitor and as a SuperAdmin (a fresh session each
    // time, since some routes end it), with a made-up id for each path parameter.
    const routes = t.app.routeTable.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, uuidv7()).replace('*', 'x');
      for (const signedIn of [false, true]) {
        const token = signedIn ? (await createSession(db, { accountId: staff.account.id })).token : null;
        replies.push(
          await api(t).request({
            method: route.method as 'GET',
            url,
            remoteAddress: randomIp(),
            headers: token ? { authorization: `Bearer ${token}` } : {},
            ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) ? { payload: {} } : {}),
          }),
        );
      }
    }

    expect(setCookies(replies).filter((cookie) => !/;\s*HttpOnly(;|$)/i.test(cookie))).toEqual([]);
  });
});
