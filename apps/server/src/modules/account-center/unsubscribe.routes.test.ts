import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRole, Permission } from '@ideamatch/shared';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { readMailTo } from '../../test/mail';
import { api } from '../../test/api-client';
import { adminApi } from '@ideamatch/shared/api/dashboard';
import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import { accountApi } from '@ideamatch/shared/api/account';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The List-Unsubscribe address of a mail, after checking it offers RFC 8058 one-click. */
function unsubscribeAddress(mail: { headers: Record<string, string> | null }): URL {
  expect(mail.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  return new URL(/^<(.+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!);
}

/** What a link scanner or a person's browser does with the link: GET it and follow where it leads. */
const open = (link: URL) => api(t).request({ method: 'GET', url: `${link.pathname}${link.search}` });
/** The confirmation page asks the server what the link stops. */
const read = (token: string) => api(t).call(accountCenterApi.readUnsubscribeLink, { query: { token: token } });
/** A mail client's one-click POST (RFC 8058), or the confirmation page's button. */
const confirm = (link: URL) =>
  api(t).request({
    method: 'POST',
    url: `${link.pathname}${link.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('unsubscribe links', () => {
  it('change nothing when opened (as mail scanners do), lead to the confirmation page, and act on POST', async () => {
    const me = await buildSignedIn(t.database.db, { emailDigest: 'weekly', isNewsAndPromotion: true });
    const preferences = async () => (await api(t).as(me).call(accountCenterApi.getPreferences)).data;
    await api(t).send(accountApi.forgotPassword, { body: { email: me.account.email } });
    const [mail] = await readMailTo(t, me.account.email!, 'password-reset');
    const link = unsubscribeAddress(mail!);
    const token = link.searchParams.get('token')!;

    for (let i = 0; i < 3; i += 1) {
      const opened = await open(link);
      expect(opened.status).toBe(302);
      expect(opened.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    }
    const read1 = await read(token);
    expect(read1.data).toEqual({ target: 'all' });
    expect(await preferences()).toMatchObject({
      emailDigest: 'weekly',
      emailOnMessage: true,
      isNewsAndPromotion: true,
    });

    expect((await confirm(link)).status).toBe(200);
    expect(await preferences()).toMatchObject({ emailDigest: 'off', emailOnMessage: false, isNewsAndPromotion: false });
  });

  it('refuse an altered link, when read and when confirmed', async () => {
    const me = await buildSignedIn(t.database.db);
    await api(t).send(accountApi.forgotPassword, { body: { email: me.account.email } });
    const link = unsubscribeAddress((await readMailTo(t, me.account.email!, 'password-reset'))[0]!);
    const altered = link.searchParams.get('token')!.replace('.all.', '.news.');
    expect((await read(altered)).body).toEqual({
      statusCode: 400,
      message: 'This unsubscribe link is invalid.',
      errorCode: 'UNSUBSCRIBE_LINK_INVALID',
    });
    const alteredLink = new URL(link);
    alteredLink.searchParams.set('token', altered);
    expect((await confirm(alteredLink)).body.errorCode).toBe('UNSUBSCRIBE_LINK_INVALID');
  });

  it('decline an admin invitation only once the invitee confirms; opening the link keeps it pending', async () => {
    const boss = await buildSignedIn(t.database.db, { role: AccountRole.SuperAdmin });
    const email = `invitee${Date.now()}@example.test`;
    await api(t)
      .as(boss)
      .call(adminApi.invite, { body: { email, permissions: [Permission.ReportManage] } });
    const pending = async () =>
      (await api(t).as(boss).call(adminApi.listInvitations)).data.filter((row) => row.email === email);
    const link = unsubscribeAddress((await readMailTo(t, email))[0]!);

    expect((await open(link)).status).toBe(302);
    expect((await read(link.searchParams.get('token')!)).data).toEqual({ target: 'invitation' });
    expect(await pending()).toHaveLength(1);

    expect((await confirm(link)).status).toBe(200);
    expect(await pending()).toEqual([]);
  });
});
