import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission } from '@ideamatch/shared';
import { accounts, auditLog } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { readMailTo } from '../../test/mail';
import { encryptFor, register } from '../auth/auth.test-helpers';
import { asSuperAdmin } from '../dashboard/dashboard.test-helpers';
import { api } from '../../test/api-client';
import { adminApi } from '@ideamatch/shared/api/dashboard';
import { accountApi } from '@ideamatch/shared/api/account';
import { authApi } from '@ideamatch/shared/api/auth';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const invite = (headers: Record<string, string>, email: string) =>
  api(t).call(adminApi.invite, { body: { email, permissions: [Permission.ReportManage] }, headers });

/** The token of the invitation mailed to `email` (the latest one). */
async function mailedToken(email: string): Promise<string> {
  const mails = await readMailTo(t, email, 'admin-invitation');
  const link = new URL(mails.at(-1)!.text.match(/https?:\/\/\S+/)![0]);
  return link.searchParams.get('invite')!;
}

const profileOf = async (token: string) =>
  (await api(t).call(accountApi.profile, { headers: { authorization: `Bearer ${token}` } })).data;

const dashboardLogin = async (username: string, password: string) =>
  api(t).call(authApi.login, { body: { username, password: await encryptFor(t.app, password), isDashboard: true } });

describe('staff invitations bind to a proven mailbox', () => {
  it('an account squatting the invited address gets no role; the mailbox owner registers and takes the address', async () => {
    const boss = await asSuperAdmin(t.database.db);
    const email = `future-admin${Date.now()}@example.test`;
    // The attacker registers the address before the invitation, and never verifies it.
    const squat = await register(t.app, { email, username: `squatter${Date.now()}`, password: 'squatter-pass-1' });
    expect(squat.status).toBe(200);
    const squatter = await profileOf(squat.data.accessToken);

    const res = await invite(boss.headers, email);
    expect(res.data).toEqual({ outcome: 'invited', email, accountId: null });
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, squatter.id));
    expect(row).toMatchObject({ role: 0 });
    const denied = await dashboardLogin(row!.username, 'squatter-pass-1');
    expect(denied.body).toMatchObject({ statusCode: 403, errorCode: 'NO_PERMISSION' });

    // The squatter cannot accept it either: the token only comes by mail.
    const guessed = await api(t).call(accountApi.acceptAdminInvitation, {
      body: { token: 'not-the-mailed-token' },
      headers: { authorization: `Bearer ${squat.data.accessToken}` },
    });
    expect(guessed.body).toMatchObject({ statusCode: 400, errorCode: 'INVITATION_INVALID' });

    // The person who reads the mailbox registers with the link: the address moves to them.
    const owner = await register(t.app, {
      email,
      username: `realadmin${Date.now()}`,
      password: 'real-admin-pass-1',
      inviteToken: await mailedToken(email),
    });
    expect(owner.status).toBe(200);
    expect(await profileOf(owner.data.accessToken)).toMatchObject({ role: 2, email, isEmailVerified: true });
    const [after] = await t.database.db.select().from(accounts).where(eq(accounts.id, squatter.id));
    expect(after).toMatchObject({ role: 0, email: null });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, squatter.id));
    expect(audit.map((entry) => entry.action)).toEqual(['account.emailReleased']);
  });

  it('the holder of an unverified address accepts the mailed invitation signed in, which verifies it', async () => {
    const boss = await asSuperAdmin(t.database.db);
    const email = `slow-verifier${Date.now()}@example.test`;
    const mine = await register(t.app, { email, username: `slow${Date.now()}` });
    const token = mine.data.accessToken;
    expect(await profileOf(token)).toMatchObject({ isEmailVerified: false, role: 0 });
    expect((await invite(boss.headers, email)).data.outcome).toBe('invited');

    // Someone else signed in cannot use it, even with the right token.
    const other = await register(t.app, { username: `other${Date.now()}` });
    const accept = (accessToken: string, inviteToken: string) =>
      api(t).call(accountApi.acceptAdminInvitation, {
        body: { token: inviteToken },
        headers: { authorization: `Bearer ${accessToken}` },
      });
    const inviteToken = await mailedToken(email);
    expect((await accept(other.data.accessToken, inviteToken)).body).toMatchObject({
      statusCode: 403,
      errorCode: 'INVITATION_EMAIL_MISMATCH',
    });

    const accepted = await accept(token, inviteToken);
    expect(accepted.body).toMatchObject({ statusCode: 200, data: { role: 2 } });
    expect(await profileOf(token)).toMatchObject({ role: 2, isEmailVerified: true });
    const again = await accept(token, inviteToken);
    expect(again.body).toMatchObject({ statusCode: 400, errorCode: 'INVITATION_INVALID' });
  });

  it('an account whose address is verified is promoted at once, as before', async () => {
    const boss = await asSuperAdmin(t.database.db);
    const email = `verified${Date.now()}@example.test`;
    const [account] = await t.database.db
      .insert(accounts)
      .values({ username: `verified${Date.now()}`, email, emailVerifiedAt: new Date(), isTerm: true, isPdpa: true })
      .returning();
    const res = await invite(boss.headers, email);
    expect(res.data).toEqual({ outcome: 'promoted', email, accountId: account!.id });
    expect(await readMailTo(t, email, 'admin-invitation')).toEqual([]);
  });
});
