import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRole, Permission } from '@ideamatch/shared';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { readMailTo } from '../../test/mail';
import { randomIp } from '../auth/auth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/forgot-password', remoteAddress: randomIp(), payload: { email } });

const outbox = async (headers: Record<string, string>, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/dashboard/dev-outbox${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { to: string; subject: string; text: string }[];
};

describe('GET /api/dashboard/dev-outbox', () => {
  it("never shows an Admin the SuperAdmin's reset link, only the Admin's own mail", async () => {
    const boss = await buildSignedIn(t.database.db, { role: AccountRole.SuperAdmin });
    const admin = await buildSignedIn(t.database.db, { role: AccountRole.Admin, permissions: [Permission.IdeaManage] });

    expect((await forgot(boss.account.email!)).statusCode).toBe(200);
    expect((await forgot(admin.account.email!)).statusCode).toBe(200);
    // The reset link exists (the operator finds it in the log and the table) ...
    const [bossMail] = await readMailTo(t, boss.account.email!);
    const bossLink = /token=[\w-]+/.exec(bossMail!.text)![0];

    // ... but the Admin reads only mail to their own address, however they ask.
    for (const query of ['', `?to=${encodeURIComponent(boss.account.email!)}`]) {
      const mails = await outbox(admin.headers, query);
      expect(mails.map((mail) => mail.to)).toEqual([admin.account.email!.toLowerCase()]);
      expect(JSON.stringify(mails)).not.toContain(bossLink);
    }
  });
});
