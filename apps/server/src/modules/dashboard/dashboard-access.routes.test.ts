import { Permission, PERMISSIONS, type Permission as PermissionName } from '@ideamatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildIdea, buildSignedIn } from '../../test/factories';
import {
  adminApi,
  auditApi,
  dashboardAccountApi,
  dashboardOverviewApi,
  ideaModerationApi,
  reportApi,
} from '@ideamatch/shared/api/dashboard';
import type { Endpoint } from '@ideamatch/shared/endpoint';
import { contentReportApi } from '@ideamatch/shared/api/report';
import { api } from '../../test/api-client';
import { asAdmin, asSubAccount, asSuperAdmin } from './dashboard.test-helpers';

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

type Route = {
  endpoint: Endpoint;
  /** A permission, any staff member, or the SuperAdmin alone (operations such as backups). */
  need: PermissionName | 'staff' | 'superAdmin';
  /** The path's id names the idea (otherwise an account, which some routes then do not find). */
  onIdea?: true;
};
const paramsOf = ({ endpoint, onIdea }: Route) =>
  endpoint.path.includes(':role')
    ? { role: '1' }
    : endpoint.path.includes(':id')
      ? { id: onIdea ? ids.idea : ids.account }
      : {};
const ROUTES: Route[] = [
  { endpoint: dashboardAccountApi.list, need: Permission.UserManage },
  { endpoint: dashboardAccountApi.get, need: Permission.UserManage },
  { endpoint: dashboardAccountApi.update, need: Permission.UserManage },
  { endpoint: adminApi.listByRole, need: Permission.AdminManage },
  { endpoint: adminApi.invite, need: Permission.AdminManage },
  { endpoint: adminApi.remove, need: Permission.AdminManage },
  { endpoint: adminApi.listInvitations, need: Permission.AdminManage },
  { endpoint: adminApi.revokeInvitation, need: Permission.AdminManage },
  { endpoint: adminApi.listPermissions, need: Permission.AdminManage },
  { endpoint: adminApi.setPermissions, need: Permission.AdminManage },
  { endpoint: ideaModerationApi.list, need: Permission.IdeaManage },
  { endpoint: ideaModerationApi.get, need: Permission.IdeaManage, onIdea: true },
  { endpoint: ideaModerationApi.update, need: Permission.IdeaManage, onIdea: true },
  { endpoint: ideaModerationApi.delete, need: Permission.IdeaManage },
  { endpoint: ideaModerationApi.deleteComment, need: Permission.IdeaManage },
  { endpoint: ideaModerationApi.warn, need: Permission.IdeaManage, onIdea: true },
  { endpoint: reportApi.list, need: Permission.ReportManage },
  { endpoint: reportApi.decide, need: Permission.ReportManage },
  { endpoint: reportApi.appeals, need: Permission.ReportManage },
  { endpoint: reportApi.decideAppeal, need: Permission.ReportManage },
  { endpoint: contentReportApi.list, need: Permission.ReportManage },
  { endpoint: contentReportApi.decide, need: Permission.ReportManage },
  { endpoint: auditApi.list, need: 'staff' },
  { endpoint: adminApi.listStaff, need: 'staff' },
  { endpoint: dashboardOverviewApi.get, need: 'staff' },
  { endpoint: dashboardOverviewApi.backup, need: 'superAdmin' },
];

/** Who gets past the access check; a body-less write then answers 400 (validation), never 2xx by accident. */
const allowedStatus = ({ endpoint }: Route) =>
  endpoint.method === 'GET' || endpoint.method === 'DELETE' ? [200, 404, 409, 400] : [400];

describe('every dashboard route refuses whoever lacks its permission', () => {
  it('walks the route table: every /api/dashboard route is listed here', () => {
    const listed = new Set(ROUTES.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`));
    const table = t.app.routeTable
      // A prefix of the route table, not a call: every route under it, described by a contract or not.
      .filter((route) => route.url.startsWith('/api/dashboard') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !route.endsWith('/dev-outbox') && !route.endsWith('/account/profile'));
    expect(table.filter((route) => !listed.has(route))).toEqual([]);
  });

  for (const route of ROUTES) {
    it(`${route.endpoint.method} ${route.endpoint.path}`, async () => {
      // No body: a write that passes the access check answers 400.
      const send = (who: string) =>
        api(t)
          .as({ headers: callers[who] })
          .send(route.endpoint, { params: paramsOf(route) });
      expect((await send('visitor')).status).toBe(401);
      expect((await send('user')).status).toBe(403);
      expect((await send('subAccount')).status).toBe(403);
      if (route.need === 'superAdmin') {
        expect((await send('admin:idea.manage')).status).toBe(403);
      } else if (route.need !== 'staff') {
        const refused = await send(`admin:no-${route.need}`);
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({ errorCode: 'FORBIDDEN', message: 'You have no permission.' });
        expect(allowedStatus(route)).toContain((await send(`admin:${route.need}`)).status);
      } else {
        expect((await send('admin:idea.manage')).status).toBe(200);
      }
      expect(allowedStatus(route)).toContain((await send('superAdmin')).status);
    });
  }
});
