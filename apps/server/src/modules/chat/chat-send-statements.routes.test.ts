import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatApi } from '@ideamatch/shared/api/chat';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { chatFanOutsSettled } from './chat.routes';
import { postMessage, sendOk } from './chat.test-helpers';

/**
 * How many statements one message costs (`POST /api/chat` into an existing chat), as drizzle sends
 * them: the send path must keep up with hundreds of messages a second, so the count cannot creep back.
 * The recipient wants no mail and has no push device, as most people chatting.
 */
let t: TestApp;
const heard: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ onQuery: (query) => heard.push(query) });
});
afterAll(() => t.close());

describe('one send', () => {
  it('stores the message and its counts in one statement after the membership check, and fans out with one read', async () => {
    const db = t.database.db;
    const a = await buildSignedIn(db);
    const b = await buildSignedIn(db, { emailOnMessage: false });
    const { chatId } = await sendOk(t, a, { toAccountId: b.account.id, text: 'hi' });
    // b answers: a has a message unread, which a's next send marks read (its badge changes too).
    await sendOk(t, b, { chatId, text: 'yo' });
    await chatFanOutsSettled();

    heard.length = 0;
    const res = await postMessage(t, a, { chatId, text: 'again' });
    expect(res.statusCode).toBe(200);
    await chatFanOutsSettled();
    // Before: 11 statements (the membership check, the insert, the owners, the mail recipients, the
    // sender's name, then for each member whose badge changed, both here as the sender had a message
    // unread, the unread chat count and the activity check, and for the recipient its main account
    // and push devices). Now: the check and the insert (all the reply waits for), then one read of
    // both badges with who a mail or a push could reach.
    expect(heard).toHaveLength(3);
    expect(heard[0]).toMatch(/^select .* from "chats" left join "chat_members"/);
    expect(heard[1]).toMatch(/^with "inserted" as \(insert into "chat_messages"/);
    expect(heard[2]).toMatch(/^select .* from "accounts" where \("accounts"."id" = \$1 or "accounts"."id" = \$2\)$/);

    // What the one read gave is what the badge says.
    const summary = await api(t).as(b).call(chatApi.summary);
    expect(summary.data).toEqual({ unreadChatCount: 1, isAcknowledge: false });
    const list = await api(t).as(b).call(chatApi.list);
    expect(list.data.result[0]).toMatchObject({ id: chatId, unreadCount: 1 });
    // Sending read the sender's chat: b's message no longer counts for a.
    expect((await api(t).as(a).call(chatApi.summary)).data).toEqual({ unreadChatCount: 0, isAcknowledge: false });
    expect((await api(t).as(a).call(chatApi.list)).data.result[0]).toMatchObject({ id: chatId, unreadCount: 0 });
  });
});
