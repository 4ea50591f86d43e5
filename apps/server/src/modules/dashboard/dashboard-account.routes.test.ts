import { AccountRole, Permission } from '@ideamatch/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, sessions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccountWithPassword, buildIdea, buildSignedIn } from '../../test/factories';
import { readMailTo } from '../../test/mail';
import { encryptFor, accessTokenOf } from '../auth/auth.test-helpers';
import { asAdmin, asSuperAdmin } from './dashboard.test-helpers';
import { api } from '../../test/api-client';
import { adminApi, auditApi, dashboardAccountApi, ideaModerationApi } from '@ideamatch/shared/api/dashboard';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { accountApi } from '@ideamatch/shared/api/account';
import { authApi } from '@ideamatch/shared/api/auth';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const auditFor = (targetId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);

describe('user management', () => {
  it('lists, searches and pages main accounts; the deactivated tab shows only deactivated ones', async () => {
    const { headers } = await asAdmin(t.database.db, [Permission.UserManage]);
    const unique = `zebra${Date.now()}`;
    await buildSignedIn(t.database.db, { username: `${unique}a`, firstName: 'Zed' });
    await buildSignedIn(t.database.db, { username: `${unique}b`, isDeactivated: true, deactivatedAt: new Date() });
    const found = await api(t).call(dashboardAccountApi.list, { query: { q: unique, sortBy: 'name' }, headers });
    expect(found.status).toBe(200);
    expect(found.data).toMatchObject({ currentPage: 1, totalItems: 2, totalPages: 1 });
    expect(found.data.result.map((row) => row.username)).toEqual([`${unique}a`, `${unique}b`]);
    const tab = await api(t).call(dashboardAccountApi.list, { query: { q: unique, status: 'deactivated' }, headers });
    expect(tab.data.result).toHaveLength(1);
    expect(tab.data.result[0]).toMatchObject({ username: `${unique}b`, isDeactivated: true });
    const paged = await api(t).call(dashboardAccountApi.list, { query: { pageSize: 1, page: 2 }, headers });
    expect(paged.data).toMatchObject({ currentPage: 2, pageSize: 1 });
    expect(paged.data.result).toHaveLength(1);
    const bad = await api(t).send(dashboardAccountApi.list, { query: { sortBy: 'nope' }, headers });
    expect(bad.status).toBe(400);
  });

  it('deactivates with a reason: sessions end at once, login is refused, content is hidden; reactivation brings it back', async () => {
    const { headers, account: admin } = await asAdmin(t.database.db, [Permission.UserManage]);
    const user = await buildAccountWithPassword(t.database.db, 'secret123');
    const idea = await buildIdea(t.database.db, user.id, { name: `Hidden when gone ${Date.now()}` });
    const token = accessTokenOf(
      (
        await api(t).call(authApi.login, {
          body: { username: user.username, password: await encryptFor(t.app, 'secret123') },
        })
      ).data,
    );
    const userHeaders = { authorization: `Bearer ${token}` };
    expect((await api(t).call(accountApi.profile, { headers: userHeaders })).status).toBe(200);

    const noReason = await api(t).call(dashboardAccountApi.update, {
      params: { id: user.id },
      body: { isDeactivated: true },
      headers,
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details).toEqual([
      { field: 'reason', code: 'REASON_REQUIRED', message: 'Please give a reason.' },
    ]);

    const res = await api(t).call(dashboardAccountApi.update, {
      params: { id: user.id },
      body: { isDeactivated: true, reason: 'Spam ring' },
      headers,
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ isDeactivated: true, deactivatedReason: 'Spam ring' });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.accountId, user.id))).toEqual([]);
    expect((await api(t).call(accountApi.profile, { headers: userHeaders })).status).toBe(401);
    const login = await api(t).call(authApi.login, {
      body: { username: user.username, password: await encryptFor(t.app, 'secret123') },
    });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({
      errorCode: 'ACCOUNT_DEACTIVATED',
      message: 'This account has been deactivated.',
    });
    expect((await api(t).call(ideaApi.get, { params: { id: idea.id } })).status).toBe(404);
    expect((await api(t).call(accountApi.get, { params: { id: user.id } })).status).toBe(404);

    const again = await api(t).call(dashboardAccountApi.update, {
      params: { id: user.id },
      body: { isDeactivated: true, reason: 'x' },
      headers,
    });
    expect(again.status).toBe(409);

    const back = await api(t).call(dashboardAccountApi.update, {
      params: { id: user.id },
      body: { isDeactivated: false },
      headers,
    });
    expect(back.status).toBe(200);
    expect(back.data).toMatchObject({ isDeactivated: false, deactivatedReason: null, ideaCount: 1 });
    expect((await api(t).call(ideaApi.get, { params: { id: idea.id } })).status).toBe(200);

    const entries = await auditFor(user.id);
    expect(entries.map((e) => [e.action, e.actorAccountId])).toEqual([
      ['account.deactivate', admin.id],
      ['account.reactivate', admin.id],
    ]);
    expect(entries[0]).toMatchObject({
      before: { isDeactivated: false },
      after: { isDeactivated: true, deactivatedReason: 'Spam ring' },
      note: 'Spam ring',
    });
  });

  it('lets two SuperAdmins deactivate each other at the same moment without a database deadlock', async () => {
    const [first, second] = [await asSuperAdmin(t.database.db), await asSuperAdmin(t.database.db)];
    // A third stays active, so both pass the last-SuperAdmin check.
    await asSuperAdmin(t.database.db);
    const deactivate = (actor: typeof first, target: typeof first) =>
      api(t)
        .as(actor)
        .call(dashboardAccountApi.update, {
          params: { id: target.account.id },
          body: { isDeactivated: true, reason: 'crossed' },
        });
    const replies = await Promise.all([deactivate(first, second), deactivate(second, first)]);
    expect(replies.map((res) => res.status)).toEqual([200, 200]);
  });

  it('protects yourself and SuperAdmins from an Admin', async () => {
    const { headers, account } = await asAdmin(t.database.db, [Permission.UserManage]);
    const superAdmin = await asSuperAdmin(t.database.db);
    const self = await api(t).call(dashboardAccountApi.update, {
      params: { id: account.id },
      body: { isDeactivated: true, reason: 'x' },
      headers,
    });
    expect(self.body).toMatchObject({ statusCode: 403, errorCode: 'CANNOT_MODERATE_SELF' });
    const sa = await api(t).call(dashboardAccountApi.update, {
      params: { id: superAdmin.account.id },
      body: { isDeactivated: true, reason: 'x' },
      headers,
    });
    expect(sa.body).toMatchObject({ statusCode: 403, errorCode: 'SUPER_ADMIN_PROTECTED' });
  });
});

describe('admin management and permissions', () => {
  it('promotes an existing account by email, lists it by role, and changes permissions for its next request', async () => {
    const boss = await asSuperAdmin(t.database.db);
    const user = await buildSignedIn(t.database.db);
    const invite = await api(t)
      .as(boss)
      .call(adminApi.invite, {
        body: {
          email: user.account.email!.toUpperCase(),
          role: AccountRole.Admin,
          permissions: [Permission.IdeaManage],
        },
      });
    expect(invite.data).toEqual({ outcome: 'promoted', email: user.account.email, accountId: user.account.id });
    // An admin needs at least one permission (a super admin holds them all).
    const bare = await api(t)
      .as(boss)
      .call(adminApi.invite, { body: { email: 'nobody-yet@example.test', role: AccountRole.Admin, permissions: [] } });
    expect(bare.status).toBe(400);
    expect(bare.body.details).toEqual([
      expect.objectContaining({ field: 'permissions', code: 'ADMIN_PERMISSIONS_REQUIRED' }),
    ]);
    // The user's existing session is now an Admin with idea.manage only.
    expect((await api(t).as(user).call(ideaModerationApi.list)).status).toBe(200);
    expect((await api(t).as(user).call(dashboardAccountApi.list)).status).toBe(403);

    const list = await api(t)
      .as(boss)
      .call(adminApi.listByRole, { params: { role: '2' }, query: { q: user.account.username } });
    expect(list.data.result).toEqual([
      expect.objectContaining({ id: user.account.id, role: 2, permissions: ['idea.manage'] }),
    ]);

    const grant = await api(t)
      .as(boss)
      .call(adminApi.setPermissions, {
        params: { id: user.account.id },
        body: { permissions: [Permission.IdeaManage, Permission.UserManage] },
      });
    expect(grant.data.permissions).toEqual(['idea.manage', 'user.manage']);
    expect((await api(t).as(user).call(dashboardAccountApi.list)).status).toBe(200);

    const removed = await api(t)
      .as(boss)
      .call(adminApi.remove, { params: { id: user.account.id } });
    expect(removed.data).toMatchObject({ role: 0, permissions: [] });
    expect((await api(t).as(user).call(ideaModerationApi.list)).status).toBe(403);

    const entries = await auditFor(user.account.id);
    expect(entries.map((e) => e.action)).toEqual(['admin.promote', 'admin.permissions', 'admin.remove']);
    expect(entries[1]).toMatchObject({
      before: { permissions: ['idea.manage'] },
      after: { permissions: ['idea.manage', 'user.manage'] },
    });
  });

  it('promotes once when two invitations for the same account arrive together; the other is refused', async () => {
    const boss = await asSuperAdmin(t.database.db);
    const user = await buildSignedIn(t.database.db);
    const invite = (permission: Permission) =>
      api(t)
        .as(boss)
        .send(adminApi.invite, {
          body: { email: user.account.email, role: AccountRole.Admin, permissions: [permission] },
        });
    const replies = await Promise.all([invite(Permission.IdeaManage), invite(Permission.ReportManage)]);
    const codes = replies.map((res) => (res.status === 200 ? 'promoted' : res.body.errorCode)).sort();
    expect(codes).toEqual(['ALREADY_ADMIN', 'promoted']);
    expect((await auditFor(user.account.id)).filter((entry) => entry.action === 'admin.promote')).toHaveLength(1);
  });

  it('mails an invitation to a new email; registering with its token starts in the role, once', async () => {
    const boss = await asSuperAdmin(t.database.db);
    const email = `invitee${Date.now()}@example.test`;
    const res = await api(t)
      .as(boss)
      .call(adminApi.invite, { body: { email, permissions: [Permission.ReportManage] } });
    expect(res.data).toEqual({ outcome: 'invited', email, accountId: null });
    const pending = await api(t).as(boss).call(adminApi.listInvitations);
    expect(pending.data).toEqual([expect.objectContaining({ email, role: 2, permissions: ['report.manage'] })]);

    const text = (await readMailTo(t, email))[0]!.text;
    const link = new URL(text.match(/https?:\/\/\S+/)![0]);
    const inviteToken = link.searchParams.get('invite')!;
    expect(link.pathname).toBe('/register');

    const register = async (as: string, username: string) =>
      api(t).call(accountApi.register, {
        body: {
          email: as,
          username,
          password: await encryptFor(t.app, 'secret123'),
          confirmPassword: await encryptFor(t.app, 'secret123'),
          isTerm: true,
          isPdpa: true,
          inviteToken,
        },
      });
    const wrongEmail = await register(`other${Date.now()}@example.test`, `other${Date.now()}`);
    expect(wrongEmail.body).toMatchObject({ statusCode: 400, errorCode: 'INVITATION_INVALID' });
    const ok = await register(email, `invitee${Date.now()}`);
    expect(ok.status).toBe(200);
    const headers = { authorization: `Bearer ${ok.data.accessToken}` };
    const profile = await api(t).call(accountApi.staffProfile, { headers });
    // The invitation was mailed to this address, so opening it proved the mailbox.
    expect(profile.data).toMatchObject({ role: 2, permissions: ['report.manage'], isEmailVerified: true });
    const reuse = await register(`again${Date.now()}@example.test`, `again${Date.now()}`);
    expect(reuse.body.errorCode).toBe('INVITATION_INVALID');
    const accepted = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.inviteAccept'), eq(auditLog.targetId, profile.data.id)));
    expect(accepted[0]).toMatchObject({
      actorAccountId: boss.account.id,
      after: { role: 2, permissions: ['report.manage'] },
    });
  });

  it('cancelling an invitation stops its link; invite and cancel are both audited', async () => {
    const boss = await asSuperAdmin(t.database.db);
    const email = `cancelled${Date.now()}@example.test`;
    await api(t)
      .as(boss)
      .call(adminApi.invite, { body: { email, permissions: [Permission.ReportManage] } });
    const [invitation] = (await api(t).as(boss).call(adminApi.listInvitations)).data.filter(
      (row) => row.email === email,
    );
    const revoked = await api(t)
      .as(boss)
      .call(adminApi.revokeInvitation, { params: { id: invitation!.id } });
    expect(revoked.data).toEqual({ id: invitation!.id });
    const again = await api(t)
      .as(boss)
      .call(adminApi.revokeInvitation, { params: { id: invitation!.id } });
    expect(again.status).toBe(404);
    const entries = await auditFor(invitation!.id);
    expect(entries.map((e) => [e.action, e.actorAccountId])).toEqual([
      ['admin.invite', boss.account.id],
      ['admin.inviteRevoke', boss.account.id],
    ]);
    expect(entries[0]).toMatchObject({ after: { email, role: 2, permissions: [Permission.ReportManage] } });
    const log = await api(t)
      .as(boss)
      .call(auditApi.list, { query: { targetType: 'invitation', targetId: invitation!.id } });
    expect(log.data.result.map((e) => e.targetLabel)).toEqual([email, email]);
  });

  it('the invitee declines in one click from the mail (RFC 8058): the invitation is revoked, by no staff member', async () => {
    const boss = await asSuperAdmin(t.database.db);
    const email = `declined${Date.now()}@example.test`;
    await api(t)
      .as(boss)
      .call(adminApi.invite, { body: { email, permissions: [Permission.ReportManage] } });
    const pendingFor = async () =>
      (await api(t).as(boss).call(adminApi.listInvitations)).data.filter((row) => row.email === email) as {
        id: string;
      }[];
    const [invitation] = await pendingFor();
    const [mail] = await readMailTo(t, email);
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const url = new URL(/^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);
    const oneClick = (search: string) =>
      api(t).request({
        method: 'POST',
        url: `${url.pathname}${search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    // The token names the invitation; it cannot be turned into another target.
    const token = url.searchParams.get('token')!;
    const tampered = await oneClick(`?token=${encodeURIComponent(token.replace('.invitation.', '.all.'))}`);
    expect(tampered.body).toMatchObject({ errorCode: 'UNSUBSCRIBE_LINK_INVALID' });

    expect((await oneClick(url.search)).status).toBe(200);
    expect(await pendingFor()).toEqual([]);
    const register = await api(t).send(accountApi.register, {
      body: {
        email,
        username: `declined${Date.now()}`,
        password: await encryptFor(t.app, 'secret123'),
        confirmPassword: await encryptFor(t.app, 'secret123'),
        isTerm: true,
        isPdpa: true,
        inviteToken: new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('invite'),
      },
    });
    expect(register.body.errorCode).toBe('INVITATION_INVALID');
    const entries = await auditFor(invitation!.id);
    expect(entries.map((e) => [e.action, e.actorAccountId])).toEqual([
      ['admin.invite', boss.account.id],
      ['admin.inviteRevoke', null],
    ]);
    // A second click changes nothing and still answers 200.
    expect((await oneClick(url.search)).status).toBe(200);
    expect(await auditFor(invitation!.id)).toHaveLength(2);
  });

  it('an Admin cannot create or remove a SuperAdmin; the last SuperAdmin cannot be removed', async () => {
    const manager = await asAdmin(t.database.db, [Permission.AdminManage]);
    const other = await buildSignedIn(t.database.db);
    const createSuper = await api(t)
      .as(manager)
      .send(adminApi.invite, { body: { email: other.account.email, role: AccountRole.SuperAdmin } });
    expect(createSuper.body).toMatchObject({ statusCode: 403, errorCode: 'SUPER_ADMIN_PROTECTED' });

    // Every other SuperAdmin goes back to User so exactly one remains.
    await t.database.db
      .update(accounts)
      .set({ role: AccountRole.User })
      .where(eq(accounts.role, AccountRole.SuperAdmin));
    const last = await asSuperAdmin(t.database.db);
    const byAdmin = await api(t)
      .as(manager)
      .call(adminApi.remove, { params: { id: last.account.id } });
    expect(byAdmin.body).toMatchObject({ statusCode: 403, errorCode: 'SUPER_ADMIN_PROTECTED' });
    const stepDown = await api(t)
      .as(last)
      .call(adminApi.remove, { params: { id: last.account.id } });
    expect(stepDown.body).toMatchObject({
      statusCode: 409,
      errorCode: 'LAST_SUPER_ADMIN',
      message: 'The last super admin cannot be removed.',
    });
    expect((await api(t).as(last).call(accountApi.staffProfile)).data.role).toBe(1);

    // With a second SuperAdmin, one may remove the other, and then the survivor is the last one again.
    const second = await asSuperAdmin(t.database.db);
    expect(
      (
        await api(t)
          .as(second)
          .call(adminApi.remove, { params: { id: last.account.id } })
      ).status,
    ).toBe(200);
    const again = await api(t)
      .as(second)
      .call(adminApi.remove, { params: { id: second.account.id } });
    expect(again.body.errorCode).toBe('LAST_SUPER_ADMIN');
  });
});
