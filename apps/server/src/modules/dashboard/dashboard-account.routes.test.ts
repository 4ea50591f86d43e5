import { AccountRole, Permission } from '@ideamatch/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, sessions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccountWithPassword, buildIdea, buildSignedIn } from '../../test/factories';
import { readMailTo } from '../../test/mail';
import { encryptFor } from '../auth/auth.test-helpers';
import { asAdmin, asSuperAdmin, call } from './dashboard.test-helpers';

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
    const found = await call(t, { method: 'GET', url: `/api/dashboard/account?q=${unique}&sortBy=name`, headers });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ currentPage: 1, totalItems: 2, totalPages: 1 });
    expect(found.json().data.result.map((row: { username: string }) => row.username)).toEqual([
      `${unique}a`,
      `${unique}b`,
    ]);
    const tab = await call(t, { method: 'GET', url: `/api/dashboard/account?q=${unique}&status=deactivated`, headers });
    expect(tab.json().data.result).toHaveLength(1);
    expect(tab.json().data.result[0]).toMatchObject({ username: `${unique}b`, isDeactivated: true });
    const paged = await call(t, { method: 'GET', url: '/api/dashboard/account?pageSize=1&page=2', headers });
    expect(paged.json().data).toMatchObject({ currentPage: 2, pageSize: 1 });
    expect(paged.json().data.result).toHaveLength(1);
    const bad = await call(t, { method: 'GET', url: '/api/dashboard/account?sortBy=nope', headers });
    expect(bad.statusCode).toBe(400);
  });

  it('deactivates with a reason: sessions end at once, login is refused, content is hidden; reactivation brings it back', async () => {
    const { headers, account: admin } = await asAdmin(t.database.db, [Permission.UserManage]);
    const user = await buildAccountWithPassword(t.database.db, 'secret123');
    const idea = await buildIdea(t.database.db, user.id, { name: `Hidden when gone ${Date.now()}` });
    const token = (
      await call(t, {
        method: 'POST',
        url: '/api/authentication/login',
        payload: { username: user.username, password: await encryptFor(t.app, 'secret123') },
      })
    ).json().data.accessToken as string;
    const userHeaders = { authorization: `Bearer ${token}` };
    expect((await call(t, { method: 'GET', url: '/api/account/profile', headers: userHeaders })).statusCode).toBe(200);

    const noReason = await call(t, {
      method: 'PATCH',
      url: `/api/dashboard/account/${user.id}`,
      headers,
      payload: { isDeactivated: true },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details).toEqual([
      { field: 'reason', code: 'REASON_REQUIRED', message: 'Please give a reason.' },
    ]);

    const res = await call(t, {
      method: 'PATCH',
      url: `/api/dashboard/account/${user.id}`,
      headers,
      payload: { isDeactivated: true, reason: 'Spam ring' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ isDeactivated: true, deactivatedReason: 'Spam ring' });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.accountId, user.id))).toEqual([]);
    expect((await call(t, { method: 'GET', url: '/api/account/profile', headers: userHeaders })).statusCode).toBe(401);
    const login = await call(t, {
      method: 'POST',
      url: '/api/authentication/login',
      payload: { username: user.username, password: await encryptFor(t.app, 'secret123') },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      errorCode: 'ACCOUNT_DEACTIVATED',
      message: 'This account has been deactivated.',
    });
    expect((await call(t, { method: 'GET', url: `/api/idea/${idea.id}` })).statusCode).toBe(404);
    expect((await call(t, { method: 'GET', url: `/api/account/${user.id}` })).statusCode).toBe(404);

    const again = await call(t, {
      method: 'PATCH',
      url: `/api/dashboard/account/${user.id}`,
      headers,
      payload: { isDeactivated: true, reason: 'x' },
    });
    expect(again.statusCode).toBe(409);

    const back = await call(t, {
      method: 'PATCH',
      url: `/api/dashboard/account/${user.id}`,
      headers,
      payload: { isDeactivated: false },
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ isDeactivated: false, deactivatedReason: null, ideaCount: 1 });
    expect((await call(t, { method: 'GET', url: `/api/idea/${idea.id}` })).statusCode).toBe(200);

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
      call(t, {
        method: 'PATCH',
        url: `/api/dashboard/account/${target.account.id}`,
        headers: actor.headers,
        payload: { isDeactivated: true, reason: 'crossed' },
      });
    const replies = await Promise.all([deactivate(first, second), deactivate(second, first)]);
    expect(replies.map((res) => res.statusCode)).toEqual([200, 200]);
  });

  it('protects yourself and SuperAdmins from an Admin', async () => {
    const { headers, account } = await asAdmin(t.database.db, [Permission.UserManage]);
    const superAdmin = await asSuperAdmin(t.database.db);
    const self = await call(t, {
      method: 'PATCH',
      url: `/api/dashboard/account/${account.id}`,
      headers,
      payload: { isDeactivated: true, reason: 'x' },
    });
    expect(self.json()).toMatchObject({ statusCode: 403, errorCode: 'CANNOT_MODERATE_SELF' });
    const sa = await call(t, {
      method: 'PATCH',
      url: `/api/dashboard/account/${superAdmin.account.id}`,
      headers,
      payload: { isDeactivated: true, reason: 'x' },
    });
    expect(sa.json()).toMatchObject({ statusCode: 403, errorCode: 'SUPER_ADMIN_PROTECTED' });
  });
});

describe('admin management and permissions', () => {
  it('promotes an existing account by email, lists it by role, and changes permissions for its next request', async () => {
    const boss = await asSuperAdmin(t.database.db);
    const user = await buildSignedIn(t.database.db);
    const invite = await call(t, {
      method: 'POST',
      url: '/api/dashboard/admin',
      headers: boss.headers,
      payload: {
        email: user.account.email!.toUpperCase(),
        role: AccountRole.Admin,
        permissions: [Permission.IdeaManage],
      },
    });
    expect(invite.json().data).toEqual({ outcome: 'promoted', email: user.account.email, accountId: user.account.id });
    // An admin needs at least one permission (a super admin holds them all).
    const bare = await call(t, {
      method: 'POST',
      url: '/api/dashboard/admin',
      headers: boss.headers,
      payload: { email: 'nobody-yet@example.test', role: AccountRole.Admin, permissions: [] },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().details).toEqual([
      expect.objectContaining({ field: 'permissions', code: 'ADMIN_PERMISSIONS_REQUIRED' }),
    ]);
    // The user's existing session is now an Admin with idea.manage only.
    expect((await call(t, { method: 'GET', url: '/api/dashboard/idea', headers: user.headers })).statusCode).toBe(200);
    expect((await call(t, { method: 'GET', url: '/api/dashboard/account', headers: user.headers })).statusCode).toBe(
      403,
    );

    const list = await call(t, {
      method: 'GET',
      url: `/api/dashboard/account/account-role/2?q=${user.account.username}`,
      headers: boss.headers,
    });
    expect(list.json().data.result).toEqual([
      expect.objectContaining({ id: user.account.id, role: 2, permissions: ['idea.manage'] }),
    ]);

    const grant = await call(t, {
      method: 'PUT',
      url: `/api/dashboard/admin-permission/${user.account.id}`,
      headers: boss.headers,
      payload: { permissions: [Permission.IdeaManage, Permission.UserManage] },
    });
    expect(grant.json().data.permissions).toEqual(['idea.manage', 'user.manage']);
    expect((await call(t, { method: 'GET', url: '/api/dashboard/account', headers: user.headers })).statusCode).toBe(
      200,
    );

    const removed = await call(t, {
      method: 'DELETE',
      url: `/api/dashboard/admin/${user.account.id}`,
      headers: boss.headers,
    });
    expect(removed.json().data).toMatchObject({ role: 0, permissions: [] });
    expect((await call(t, { method: 'GET', url: '/api/dashboard/idea', headers: user.headers })).statusCode).toBe(403);

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
      call(t, {
        method: 'POST',
        url: '/api/dashboard/admin',
        headers: boss.headers,
        payload: { email: user.account.email, role: AccountRole.Admin, permissions: [permission] },
      });
    const replies = await Promise.all([invite(Permission.IdeaManage), invite(Permission.ReportManage)]);
    const codes = replies.map((res) => (res.statusCode === 200 ? 'promoted' : res.json().errorCode)).sort();
    expect(codes).toEqual(['ALREADY_ADMIN', 'promoted']);
    expect((await auditFor(user.account.id)).filter((entry) => entry.action === 'admin.promote')).toHaveLength(1);
  });

  it('mails an invitation to a new email; registering with its token starts in the role, once', async () => {
    const boss = await asSuperAdmin(t.database.db);
    const email = `invitee${Date.now()}@example.test`;
    const res = await call(t, {
      method: 'POST',
      url: '/api/dashboard/admin',
      headers: boss.headers,
      payload: { email, permissions: [Permission.ReportManage] },
    });
    expect(res.json().data).toEqual({ outcome: 'invited', email, accountId: null });
    const pending = await call(t, { method: 'GET', url: '/api/dashboard/admin/invitation', headers: boss.headers });
    expect(pending.json().data).toEqual([expect.objectContaining({ email, role: 2, permissions: ['report.manage'] })]);

    const text = (await readMailTo(t, email))[0]!.text;
    const link = new URL(text.match(/https?:\/\/\S+/)![0]);
    const inviteToken = link.searchParams.get('invite')!;
    expect(link.pathname).toBe('/register');

    const register = async (as: string, username: string) =>
      call(t, {
        method: 'POST',
        url: '/api/account/register',
        payload: {
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
    expect(wrongEmail.json()).toMatchObject({ statusCode: 400, errorCode: 'INVITATION_INVALID' });
    const ok = await register(email, `invitee${Date.now()}`);
    expect(ok.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${ok.json().data.accessToken}` };
    const profile = await call(t, { method: 'GET', url: '/api/dashboard/account/profile', headers });
    // The invitation was mailed to this address, so opening it proved the mailbox.
    expect(profile.json().data).toMatchObject({ role: 2, permissions: ['report.manage'], isEmailVerified: true });
    const reuse = await register(`again${Date.now()}@example.test`, `again${Date.now()}`);
    expect(reuse.json().errorCode).toBe('INVITATION_INVALID');
    const accepted = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.inviteAccept'), eq(auditLog.targetId, profile.json().data.id)));
    expect(accepted[0]).toMatchObject({
      actorAccountId: boss.account.id,
      after: { role: 2, permissions: ['report.manage'] },
    });
  });

  it('cancelling an invitation stops its link; invite and cancel are both audited', async () => {
    const boss = await asSuperAdmin(t.database.db);
    const email = `cancelled${Date.now()}@example.test`;
    await call(t, {
      method: 'POST',
      url: '/api/dashboard/admin',
      headers: boss.headers,
      payload: { email, permissions: [Permission.ReportManage] },
    });
    const [invitation] = (
      await call(t, { method: 'GET', url: '/api/dashboard/admin/invitation', headers: boss.headers })
    )
      .json()
      .data.filter((row: { email: string }) => row.email === email);
    const revoked = await call(t, {
      method: 'DELETE',
      url: `/api/dashboard/admin/invitation/${invitation.id}`,
      headers: boss.headers,
    });
    expect(revoked.json().data).toEqual({ id: invitation.id });
    const again = await call(t, {
      method: 'DELETE',
      url: `/api/dashboard/admin/invitation/${invitation.id}`,
      headers: boss.headers,
    });
    expect(again.statusCode).toBe(404);
    const entries = await auditFor(invitation.id);
    expect(entries.map((e) => [e.action, e.actorAccountId])).toEqual([
      ['admin.invite', boss.account.id],
      ['admin.inviteRevoke', boss.account.id],
    ]);
    expect(entries[0]).toMatchObject({ after: { email, role: 2, permissions: [Permission.ReportManage] } });
    const log = await call(t, {
      method: 'GET',
      url: `/api/dashboard/audit-log?targetType=invitation&targetId=${invitation.id}`,
      headers: boss.headers,
    });
    expect(log.json().data.result.map((e: { targetLabel: string }) => e.targetLabel)).toEqual([email, email]);
  });

  it('the invitee declines in one click from the mail (RFC 8058): the invitation is revoked, by no staff member', async () => {
    const boss = await asSuperAdmin(t.database.db);
    const email = `declined${Date.now()}@example.test`;
    await call(t, {
      method: 'POST',
      url: '/api/dashboard/admin',
      headers: boss.headers,
      payload: { email, permissions: [Permission.ReportManage] },
    });
    const pendingFor = async () =>
      (await call(t, { method: 'GET', url: '/api/dashboard/admin/invitation', headers: boss.headers }))
        .json()
        .data.filter((row: { email: string }) => row.email === email) as { id: string }[];
    const [invitation] = await pendingFor();
    const [mail] = await readMailTo(t, email);
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const url = new URL(/^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);
    const oneClick = (search: string) =>
      call(t, {
        method: 'POST',
        url: `${url.pathname}${search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    // The token names the invitation; it cannot be turned into another target.
    const token = url.searchParams.get('token')!;
    const tampered = await oneClick(`?token=${encodeURIComponent(token.replace('.invitation.', '.all.'))}`);
    expect(tampered.json()).toMatchObject({ errorCode: 'UNSUBSCRIBE_LINK_INVALID' });

    expect((await oneClick(url.search)).statusCode).toBe(200);
    expect(await pendingFor()).toEqual([]);
    const register = await call(t, {
      method: 'POST',
      url: '/api/account/register',
      payload: {
        email,
        username: `declined${Date.now()}`,
        password: await encryptFor(t.app, 'secret123'),
        confirmPassword: await encryptFor(t.app, 'secret123'),
        isTerm: true,
        isPdpa: true,
        inviteToken: new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('invite'),
      },
    });
    expect(register.json().errorCode).toBe('INVITATION_INVALID');
    const entries = await auditFor(invitation!.id);
    expect(entries.map((e) => [e.action, e.actorAccountId])).toEqual([
      ['admin.invite', boss.account.id],
      ['admin.inviteRevoke', null],
    ]);
    // A second click changes nothing and still answers 200.
    expect((await oneClick(url.search)).statusCode).toBe(200);
    expect(await auditFor(invitation!.id)).toHaveLength(2);
  });

  it('an Admin cannot create or remove a SuperAdmin; the last SuperAdmin cannot be removed', async () => {
    const manager = await asAdmin(t.database.db, [Permission.AdminManage]);
    const other = await buildSignedIn(t.database.db);
    const createSuper = await call(t, {
      method: 'POST',
      url: '/api/dashboard/admin',
      headers: manager.headers,
      payload: { email: other.account.email, role: AccountRole.SuperAdmin },
    });
    expect(createSuper.json()).toMatchObject({ statusCode: 403, errorCode: 'SUPER_ADMIN_PROTECTED' });

    // Every other SuperAdmin goes back to User so exactly one remains.
    await t.database.db
      .update(accounts)
      .set({ role: AccountRole.User })
      .where(eq(accounts.role, AccountRole.SuperAdmin));
    const last = await asSuperAdmin(t.database.db);
    const byAdmin = await call(t, {
      method: 'DELETE',
      url: `/api/dashboard/admin/${last.account.id}`,
      headers: manager.headers,
    });
    expect(byAdmin.json()).toMatchObject({ statusCode: 403, errorCode: 'SUPER_ADMIN_PROTECTED' });
    const stepDown = await call(t, {
      method: 'DELETE',
      url: `/api/dashboard/admin/${last.account.id}`,
      headers: last.headers,
    });
    expect(stepDown.json()).toMatchObject({
      statusCode: 409,
      errorCode: 'LAST_SUPER_ADMIN',
      message: 'The last super admin cannot be removed.',
    });
    expect(
      (await call(t, { method: 'GET', url: '/api/dashboard/account/profile', headers: last.headers })).json().data.role,
    ).toBe(1);

    // With a second SuperAdmin, one may remove the other, and then the survivor is the last one again.
    const second = await asSuperAdmin(t.database.db);
    expect(
      (await call(t, { method: 'DELETE', url: `/api/dashboard/admin/${last.account.id}`, headers: second.headers }))
        .statusCode,
    ).toBe(200);
    const again = await call(t, {
      method: 'DELETE',
      url: `/api/dashboard/admin/${second.account.id}`,
      headers: second.headers,
    });
    expect(again.json().errorCode).toBe('LAST_SUPER_ADMIN');
  });
});
