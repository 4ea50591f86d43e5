import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatJoinAck, ChatMessage } from '@ideamatch/shared';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/index';
import { accountApi } from '@ideamatch/shared/api/account';
import { chatApi } from '@ideamatch/shared/api/chat';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { eventWhere, nextEvent, socketClients, type TestSocket } from '../../test/sockets';
import { buildSubAccountSession, sendOk, type Person } from './chat.test-helpers';

describe('chat over real sockets', () => {
  let t: TestApp;
  const clients = socketClients(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterEach(() => clients.closeAll());
  afterAll(() => t.close());

  const connect = (who: { token: string }, query?: Record<string, string>) => clients.connect(who.token, { query });
  const person = (): Promise<Person> => buildSignedIn(t.database.db);
  const join = (socket: TestSocket, chatId: string) =>
    new Promise<ChatJoinAck>((resolve) => socket.emit('chat_join', { chatId }, resolve));

  it('stores a message, then delivers it to both people with their new summaries', async () => {
    const a = await person();
    const b = await person();
    const [aSocket, bSocket] = await Promise.all([connect(a), connect(b)]);
    const heard = Promise.all([
      nextEvent(aSocket, 'chat_message'),
      nextEvent(bSocket, 'chat_message'),
      nextEvent(bSocket, 'chat_summary_update'),
    ]);
    const sent = await sendOk(t, a, { toAccountId: b.account.id, text: 'Realtime hello', clientId: 'opt-1' });
    const [toA, toB, summary] = await heard;
    expect(toA).toEqual(sent);
    expect(toB).toMatchObject({ id: sent.id, text: 'Realtime hello', senderId: a.account.id, clientId: 'opt-1' });
    expect(summary).toEqual({ unreadChatCount: 1, isAcknowledge: false });

    // B reads: A hears "seen", B's count clears (the dot stays until B opens the chat page).
    const readHeard = Promise.all([nextEvent(aSocket, 'chat_read'), nextEvent(bSocket, 'chat_summary_update')]);
    await api(t)
      .as(b)
      .call(chatApi.markRead, { params: { id: sent.chatId } });
    const [read, cleared] = await readHeard;
    expect(read).toMatchObject({ chatId: sent.chatId, accountId: b.account.id });
    expect(new Date(read.lastReadAt).getTime()).toBeGreaterThanOrEqual(new Date(sent.datetimeCreate).getTime());
    expect(cleared).toEqual({ unreadChatCount: 0, isAcknowledge: false });
  });

  it("clears the sender's own badge when a reply marks an unread chat read", async () => {
    const a = await person();
    const b = await person();
    const { chatId } = await sendOk(t, a, { toAccountId: b.account.id, text: 'unread for b' });
    expect((await api(t).as(b).call(chatApi.summary)).data.unreadChatCount).toBe(1);
    const bSocket = await connect(b);
    // A's send also updated B's badge; through Redis that update may arrive after B connects, so
    // wait for the one B's own reply brings.
    const cleared = eventWhere(bSocket, 'chat_summary_update', (summary) => summary.unreadChatCount === 0);
    await sendOk(t, b, { chatId, text: 'replying without opening' });
    expect(await cleared).toEqual({ unreadChatCount: 0, isAcknowledge: false });
  });

  it('relays typing inside a chat room only, and refuses a stranger joining the room', async () => {
    const a = await person();
    const b = await person();
    const stranger = await person();
    const { chatId } = await sendOk(t, a, { toAccountId: b.account.id, text: 'hi' });
    const aSocket = await connect(a, { chatId });
    const bSocket = await connect(b);
    expect(await join(bSocket, chatId)).toEqual({ ok: true });

    const typing = nextEvent(aSocket, 'typing');
    bSocket.emit('typing', { chatId, isTyping: true });
    expect(await typing).toEqual({ chatId, accountId: b.account.id, isTyping: true });

    await expect(connect(stranger, { chatId })).rejects.toThrow('FORBIDDEN');
    const strangerSocket = await connect(stranger);
    expect(await join(strangerSocket, chatId)).toEqual({ ok: false, errorCode: 'FORBIDDEN' });
    expect(await join(strangerSocket, 'not-a-chat')).toEqual({ ok: false, errorCode: 'VALIDATION_ERROR' });
    // A stranger's typing never reaches the room; A's next event is B's.
    strangerSocket.emit('typing', { chatId, isTyping: true });
    const next = nextEvent(aSocket, 'typing');
    bSocket.emit('typing', { chatId, isTyping: false });
    expect(await next).toEqual({ chatId, accountId: b.account.id, isTyping: false });
  });

  it('refuses a handshake with an expired session', async () => {
    const a = await person();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.accountId, a.account.id));
    await expect(connect(a)).rejects.toThrow('UNAUTHORIZED');
  });

  it('after a reconnect, fetches what was missed since its last message: nothing lost, nothing twice', async () => {
    const a = await person();
    const b = await person();
    const first = await sendOk(t, a, { toAccountId: b.account.id, text: 'before' });
    let bSocket = await connect(b);
    const received: ChatMessage[] = [first];
    bSocket.close();

    for (const text of ['missed 1', 'missed 2', 'missed 3']) await sendOk(t, a, { chatId: first.chatId, text });

    bSocket = await connect(b);
    bSocket.on('chat_message', (message) => received.push(message));
    const last = received[received.length - 1]!;
    const missed = await api(t)
      .as(b)
      .call(chatApi.messages, {
        params: { id: first.chatId },
        query: { direction: 'newer', datetimeCreate: last.datetimeCreate, id: last.id },
      });
    for (const message of missed.data.result) {
      if (!received.some((m) => m.id === message.id)) received.push(message);
    }
    const live = nextEvent(bSocket, 'chat_message');
    await sendOk(t, a, { chatId: first.chatId, text: 'live again' });
    await live;
    expect(received.map((m) => m.text)).toEqual(['before', 'missed 1', 'missed 2', 'missed 3', 'live again']);
  });

  it('delivers to a sub-account session’s socket only', async () => {
    const owner = await person();
    const customer = await person();
    const shop = await buildSubAccountSession(t, owner, `shop${Date.now()}`);
    const [shopSocket, ownerSocket] = await Promise.all([connect(shop), connect(owner)]);
    const ownerHeard: string[] = [];
    ownerSocket.on('chat_message', (message) => ownerHeard.push(message.text));
    const heard = nextEvent(shopSocket, 'chat_message');
    await sendOk(t, customer, { toAccountId: shop.account.id, text: 'for the shop' });
    expect(await heard).toMatchObject({ text: 'for the shop' });
    const ownOwn = nextEvent(ownerSocket, 'chat_message');
    await sendOk(t, customer, { toAccountId: owner.account.id, text: 'for the owner' });
    expect(await ownOwn).toMatchObject({ text: 'for the owner' });
    expect(ownerHeard).toEqual(['for the owner']);
  });

  it("tells the main account its sub-account's new unread count, and not its own summary", async () => {
    const owner = await person();
    const customer = await person();
    const shop = await buildSubAccountSession(t, owner, `shop${Date.now()}`);
    const ownerSocket = await connect(owner);
    const ownerSummaries: unknown[] = [];
    ownerSocket.on('chat_summary_update', (summary) => ownerSummaries.push(summary));
    const update = nextEvent(ownerSocket, 'sub_account_chat_update');
    await sendOk(t, customer, { toAccountId: shop.account.id, text: 'is the shop open?' });
    expect(await update).toEqual({ subAccountId: shop.account.id, unreadChatCount: 1 });
    // The popover's list agrees with the pushed count.
    const list = await api(t).as(owner).call(accountApi.subAccounts);
    expect(list.data).toEqual([expect.objectContaining({ subAccountId: shop.account.id, unreadChatCount: 1 })]);
    expect(ownerSummaries).toEqual([]);
  });
});
