import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { connectSocket, listenOnFreePort } from '../../test/sockets';
import { MESSAGE_MAIL_QUIET_MS, mailAwayMembers } from './chat.mail';
import { sendOk, type Person } from './chat.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const URL_BASE = 'http://ideamatch.test';

const messageMails = (to: Person) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to.account.email!.toLowerCase()), eq(mailOutbox.kind, 'chat-message')));

describe('a mail when a message arrives (emailOnMessage)', () => {
  it('mails an away person once per quiet period, in their language, with one-click unsubscribe', async () => {
    const sender = await buildSignedIn(t.app.db, { firstName: 'Somchai', lastName: 'Jaidee' });
    const away = await buildSignedIn(t.app.db, { firstName: 'Malee', language: 'TH' });

    const first = await sendOk(t, sender, { toAccountId: away.account.id, text: 'สนใจร่วมทำไอเดียนี้ไหมครับ' });
    await vi.waitFor(async () => expect(await messageMails(away)).toHaveLength(1));
    const [mail] = await messageMails(away);
    expect(mail).toMatchObject({
      language: 'TH',
      subject: 'ข้อความใหม่จาก Somchai Jaidee บน IdeaMatch',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    expect(mail!.text).toContain('สนใจร่วมทำไอเดียนี้ไหมครับ');
    expect(mail!.text).toContain(`/chat?id=${first.chatId}`);

    // The same message again inside the quiet period mails no one; after it, it mails again.
    const sent = {
      message: first,
      memberIds: [sender.account.id, away.account.id],
      summaryAccountIds: [],
      isNew: true,
    };
    expect(await mailAwayMembers(t.app, sent, URL_BASE)).toBe(0);
    const later = new Date(Date.now() + MESSAGE_MAIL_QUIET_MS + 1000);
    expect(await mailAwayMembers(t.app, sent, URL_BASE, later)).toBe(1);

    // The unsubscribe link of the mail turns the preference off; then nothing is mailed.
    const link = new URL(/^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);
    const off = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(off.statusCode).toBe(200);
    const muchLater = new Date(later.getTime() + MESSAGE_MAIL_QUIET_MS + 1000);
    expect(await mailAwayMembers(t.app, sent, URL_BASE, muchLater)).toBe(0);
  });

  it('does not mail a person who is connected, and mails an English speaker in English', async () => {
    const sender = await buildSignedIn(t.app.db, { firstName: 'Anan' });
    const online = await buildSignedIn(t.app.db, { language: 'EN' });
    const message = await sendOk(t, sender, { toAccountId: online.account.id, text: 'Hello there' });
    const sent = { message, memberIds: [sender.account.id, online.account.id], summaryAccountIds: [], isNew: true };
    const later = new Date(Date.now() + MESSAGE_MAIL_QUIET_MS + 1000);

    const socket = await connectSocket(await listenOnFreePort(t.app), online.token);
    try {
      expect(await mailAwayMembers(t.app, sent, URL_BASE, later)).toBe(0);
    } finally {
      socket.disconnect();
    }
    await vi.waitFor(async () => expect(await mailAwayMembers(t.app, sent, URL_BASE, later)).toBe(1));
    await t.app.mailer.close();
    const subjects = (await messageMails(online)).map((mail) => mail.subject);
    expect(subjects).toContain('New message from Anan on IdeaMatch');
  });
});
