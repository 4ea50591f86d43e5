import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRole, Permission } from '@ideamatch/shared';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { readMailTo } from '../../test/mail';
import { api } from '../../test/api-client';
import { mailApi } from '@ideamatch/shared/api/mail';
import { accountApi } from '@ideamatch/shared/api/account';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const forgot = (email: string) => api(t).call(accountApi.forgotPassword, { body: { email } });

/** `query` may name a recipient, which no contract lists: the outbox ignores it. */
const outbox = async (headers: Record<string, string>, query: Record<string, string> = {}) => {
  const res = await api(t).send(mailApi.list, { query, headers });
  expect(res.status).toBe(200);
  return res.data;
};

describe('GET /api/dashboard/dev-outbox', () => {
  it("never shows an Admin the SuperAdmin's reset link, only the Admin's own mail", async () => {
    const boss = await buildSignedIn(t.database.db, { role: AccountRole.SuperAdmin });
    const admin = await buildSignedIn(t.database.db, { role: AccountRole.Admin, permissions: [Permission.IdeaManage] });

    expect((await forgot(boss.account.email!)).status).toBe(200);
    expect((await forgot(admin.account.email!)).status).toBe(200);
    // The reset link exists (the operator finds it in the log and the table) ...
    const [bossMail] = await readMailTo(t, boss.account.email!);
    const bossLink = /token=[\w-]+/.exec(bossMail!.text)![0];

    // ... but the Admin reads only mail to their own address, however they ask.
    const queries: Record<string, string>[] = [{}, { to: boss.account.email! }];
    for (const query of queries) {
      const mails = await outbox(admin.headers, query);
      expect(mails.map((mail) => mail.to)).toEqual([admin.account.email!.toLowerCase()]);
      expect(JSON.stringify(mails)).not.toContain(bossLink);
    }
  });
});
