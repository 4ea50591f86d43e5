import { Permission, PERMISSIONS, type Permission as PermissionName } from '@ideamatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildIdea, buildSignedIn } from '../../test/factories';
import { asAdmin, asSubAccount, asSuperAdmin, call } from './dashboard.test-helpers';

let t: TestApp;
let callers: Record<string, Record<string, string>>;
let ids: { account: string; idea: string };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const owner = await buildAccount(db);
  const idea = await buildIdea(db, owner.id);
  ids = { account: owner.id, idea: idea.id };
  callers = { visitor: {}, user: (await buildSignedIn(db)).headers, subAccount: (await asSubAccount(db)).headers };
  for (const permission of PERMISSIONS) {
    callers[`admin:${permission}`] = (await asAdmin(db, [permission])).headers;
    // An Admin holding every permission except this one.
    callers[`admin:no-${permission}`] = (
      await asAdmin(
        db,
        PERMISSIONS.filter((p) => p !== permission),
      )
    ).headers;
  }
  callers.superAdmin = (await asSuperAdmin(db)).headers;
});
afterAll(() => t.close());

type Route = { method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE'; path: string; need: PermissionName | 'staff' };
const urlOf = (route: Route) => route.path.replace(':idea', ids.idea).replace(':id', ids.account).replace(':role', '1');
const ROUTES: Route[] = [
  { method: 'GET', path: '/api/dashboard/account', need: Permission.UserManage },
  { method: 'GET', path: '/api/dashboard/account/:id', need: Permission.UserManage },
  { method: 'PATCH', path: '/api/dashboard/account/:id', need: Permission.UserManage },
  { method: 'GET', path: '/api/dashboard/account/account-role/:role', need: Permission.AdminManage },
  { method: 'POST', path: '/api/dashboard/admin', need: Permission.AdminManage },
  { method: 'DELETE', path: '/api/dashboard/admin/:id', need: Permission.AdminManage },
  { method: 'GET', path: '/api/dashboard/admin/invitation', need: Permission.AdminManage },
  { method: 'DELETE', path: '/api/dashboard/admin/invitation/:id', need: Permission.AdminManage },
  { method: 'GET', path: '/api/dashboard/admin-permission', need: Permission.AdminManage },
  { method: 'PUT', path: '/api/dashboard/admin-permission/:id', need: Permission.AdminManage },
  { method: 'GET', path: '/api/dashboard/idea', need: Permission.IdeaManage },
  { method: 'GET', path: '/api/dashboard/idea/:idea', need: Permission.IdeaManage },
  { method: 'PATCH', path: '/api/dashboard/idea/:idea', need: Permission.IdeaManage },
  { method: 'DELETE', path: '/api/dashboard/idea/:id', need: Permission.IdeaManage },
  { method: 'DELETE', path: '/api/dashboard/comment/:id', need: Permission.IdeaManage },
  { method: 'GET', path: '/api/dashboard/report', need: Permission.ReportManage },
  { method: 'PATCH', path: '/api/dashboard/report/:id', need: Permission.ReportManage },
  { method: 'GET', path: '/api/dashboard/content-report', need: Permission.ReportManage },
  { method: 'PATCH', path: '/api/dashboard/content-report/:id', need: Permission.ReportManage },
  { method: 'GET', path: '/api/dashboard/audit-log', need: 'staff' },
  { method: 'GET', path: '/api/dashboard/staff', need: 'staff' },
  { method: 'GET', path: '/api/dashboard/overview', need: 'staff' },
];

/** Who gets past the access check; a body-less write then answers 400 (validation), never 2xx by accident. */
const allowedStatus = (route: Route) =>
  route.method === 'GET' || route.method === 'DELETE' ? [200, 404, 409, 400] : [400];

describe('every dashboard route refuses whoever lacks its permission', () => {
  it('walks the route table: every /api/dashboard route is listed here', () => {
    const listed = new Set(ROUTES.map((route) => `${route.method} ${route.path.replace(':idea', ':id')}`));
    const table = t.app.routeTable
      .filter((route) => route.url.startsWith('/api/dashboard') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !route.endsWith('/dev-outbox') && !route.endsWith('/account/profile'));
    expect(table.filter((route) => !listed.has(route))).toEqual([]);
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.path}`, async () => {
      const send = (who: string) => call(t, { method: route.method, url: urlOf(route), headers: callers[who] });
      expect((await send('visitor')).statusCode).toBe(401);
      expect((await send('user')).statusCode).toBe(403);
      expect((await send('subAccount')).statusCode).toBe(403);
      if (route.need !== 'staff') {
        const refused = await send(`admin:no-${route.need}`);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ errorCode: 'FORBIDDEN', message: 'You have no permission.' });
        expect(allowedStatus(route)).toContain((await send(`admin:${route.need}`)).statusCode);
      } else {
        expect((await send('admin:idea.manage')).statusCode).toBe(200);
      }
      expect(allowedStatus(route)).toContain((await send('superAdmin')).statusCode);
    });
  }
});
