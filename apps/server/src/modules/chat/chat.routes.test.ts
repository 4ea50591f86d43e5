import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema/index';
import { blockAccount } from '../partners/block.service';
import { uuidv7 } from '../../lib/uuid';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdea, buildSignedIn } from '../../test/factories';
import { uploadTestPng } from '../../test/uploads';
import { accountApi } from '@ideamatch/shared/api/account';
import { chatApi } from '@ideamatch/shared/api/chat';
import { api, type ApiReply } from '../../test/api-client';
import { buildSubAccountSession, postMessage, sendOk, type Person } from './chat.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const person = (firstName?: string): Promise<Person> => buildSignedIn(t.database.db, firstName ? { firstName } : {});
const as = (who: { token: string } | null) => api(t).as(who);

describe('starting and listing chats', () => {
  it('starts a chat from an idea, lists it for both with the idea, last message and unread count', async () => {
    const owner = await person('Malee');
    const asker = await person('Somchai');
    const { id: ideaId } = await buildIdea(t.database.db, owner.account.id, { name: 'Tea bar' });
    const message = await sendOk(t, asker, {
      toAccountId: owner.account.id,
      ideaId,
      text: 'Hello, is this open?',
      clientId: 'c1',
    });
    expect(message).toMatchObject({
      senderId: asker.account.id,
      text: 'Hello, is this open?',
      clientId: 'c1',
      imageUrl: null,
    });

    const ownerList = await as(owner).call(chatApi.list);
    expect(ownerList.status).toBe(200);
    expect(ownerList.data).toMatchObject({ currentPage: 1, totalItems: 1, totalPages: 1 });
    expect(ownerList.data.result[0]).toMatchObject({
      id: message.chatId,
      otherAccount: { id: asker.account.id, firstName: 'Somchai' },
      idea: { id: ideaId, name: 'Tea bar', category: 'food' },
      lastMessage: { id: message.id, text: 'Hello, is this open?', hasImage: false, hasIdea: false },
      unreadCount: 1,
    });
    const askerList = await as(asker).call(chatApi.list);
    expect(askerList.data.result[0]).toMatchObject({ id: message.chatId, unreadCount: 0 });

    // A second send to the same person joins the same conversation; a resend with the same client id is not stored twice.
    const reply = await sendOk(t, owner, { toAccountId: asker.account.id, text: 'Yes!' });
    expect(reply.chatId).toBe(message.chatId);
    const again = await sendOk(t, asker, { chatId: message.chatId, text: 'Hello, is this open?', clientId: 'c1' });
    expect(again.id).toBe(message.id);
    const page = await as(owner).call(chatApi.messages, { params: { id: message.chatId } });
    expect(page.data.result.map((m) => m.text)).toEqual(['Yes!', 'Hello, is this open?']);
  });

  it('orders chats newest first, searches by the other name and finds the chat with one person', async () => {
    const me = await person('Anan');
    const first = await person('Pimchanok');
    const second = await person('Kittisak');
    await sendOk(t, me, { toAccountId: first.account.id, text: 'one' });
    await sendOk(t, me, { toAccountId: second.account.id, text: 'two' });
    const list = await as(me).call(chatApi.list);
    expect(list.data.result.map((c) => c.otherAccount.id)).toEqual([second.account.id, first.account.id]);
    const searched = await as(me).call(chatApi.list, { query: { q: 'pimch' } });
    expect(searched.data.result).toHaveLength(1);
    expect(searched.data.result[0]!.otherAccount.id).toBe(first.account.id);
    const withOne = await as(me).call(chatApi.list, { query: { accountId: second.account.id } });
    expect(withOne.data.totalItems).toBe(1);
    const none = await as(me).call(chatApi.list, { query: { accountId: uuidv7() } });
    expect(none.data).toMatchObject({ totalItems: 0, result: [] });
  });

  it('sends an uploaded image and shares an idea as a card', async () => {
    const a = await person();
    const b = await person();
    const imageKey = await uploadTestPng(t.app, a.headers, 'chat');
    const image = await sendOk(t, a, { toAccountId: b.account.id, imageKey });
    // A link signed for the chat's members, not a public address.
    expect(image.imageUrl).toMatch(new RegExp(`^/api/storage/chat/${imageKey.slice('chat/'.length)}\\?exp=\\d+&sig=`));
    const { id: ideaId } = await buildIdea(t.database.db, b.account.id, { name: 'Shared idea' });
    const card = await sendOk(t, a, { chatId: image.chatId, sharedIdeaId: ideaId });
    expect(card.sharedIdea).toMatchObject({ id: ideaId, name: 'Shared idea' });
    const list = await as(b).call(chatApi.list);
    expect(list.data.result[0]!.lastMessage).toMatchObject({ hasIdea: true, hasImage: false, text: '' });
  });
});

describe('refusals', () => {
  it('answers 400 for an empty, too long or recipient-less message, or a message to yourself', async () => {
    const a = await person();
    const b = await person();
    const empty = await postMessage(t, a, { toAccountId: b.account.id, text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      details: [{ field: 'text', code: 'CHAT_EMPTY', message: 'Write a message, attach an image or share an idea.' }],
    });
    const long = await postMessage(t, a, { toAccountId: b.account.id, text: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual([
      { field: 'text', code: 'CHAT_TOO_LONG', message: 'A message can be at most 2000 characters' },
    ]);
    const nobody = await postMessage(t, a, { text: 'hi' });
    expect(nobody.json().details).toEqual([
      { field: 'toAccountId', code: 'CHAT_RECIPIENT_REQUIRED', message: 'Choose whom to message.' },
    ]);
    const self = await postMessage(t, a, { toAccountId: a.account.id, text: 'hi' });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      errorCode: 'CHAT_RECIPIENT_INVALID',
      message: 'This person cannot receive messages.',
    });
    const someoneElsesImage = await postMessage(t, a, { toAccountId: b.account.id, imageKey: 'idea/x.png' });
    expect(someoneElsesImage.statusCode).toBe(400);
  });

  it('refuses messages between blocked people, in either direction, but keeps the chat readable', async () => {
    const a = await person();
    const b = await person();
    const first = await sendOk(t, a, { toAccountId: b.account.id, text: 'before' });
    await blockAccount(t.database.db, b.account.id, a.account.id);
    for (const [from, body] of [
      [a, { toAccountId: b.account.id, text: 'after' }],
      [b, { chatId: first.chatId, text: 'after' }],
    ] as const) {
      const res = await postMessage(t, from, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errorCode: 'CHAT_BLOCKED', message: 'You cannot message this person.' });
    }
    const info = await as(a).call(chatApi.info, { params: { id: first.chatId } });
    expect(info.data).toMatchObject({ isBlocked: true, otherAccount: { id: b.account.id } });
  });

  it('answers 403 to a stranger reading, sending into or marking someone else’s chat, 404 for no chat', async () => {
    const a = await person();
    const b = await person();
    const stranger = await person();
    const { chatId } = await sendOk(t, a, { toAccountId: b.account.id, text: 'private' });
    for (const endpoint of [chatApi.messages, chatApi.info]) {
      const res = await as(stranger).call(endpoint, { params: { id: chatId } });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ errorCode: 'FORBIDDEN' });
    }
    expect((await postMessage(t, stranger, { chatId, text: 'let me in' })).statusCode).toBe(403);
    const read = await as(stranger).call(chatApi.markRead, { params: { id: chatId } });
    expect(read.status).toBe(403);
    expect((await as(stranger).call(chatApi.messages, { params: { id: uuidv7() } })).status).toBe(404);
    expect((await as(null).call(chatApi.list)).status).toBe(401);
  });

  it('limits sends per account with 429, a clear message and Retry-After', async () => {
    const a = await person();
    const b = await person();
    const { chatId } = await sendOk(t, a, { toAccountId: b.account.id, text: '0' });
    let limited;
    for (let i = 1; i <= 25 && !limited; i += 1) {
      const res = await postMessage(t, a, { chatId, text: String(i) });
      if (res.statusCode === 429) limited = res;
    }
    expect(limited?.json()).toEqual({
      statusCode: 429,
      errorCode: 'CHAT_SEND_RATE_LIMITED',
      message: 'You are sending messages too fast. Please wait a moment.',
    });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    expect((await postMessage(t, b, { chatId, text: 'still fine' })).statusCode).toBe(200);
  });
});

describe('history paging', () => {
  it('pages by datetimeCreate newest first with no gaps or repeats, even for equal times', async () => {
    const a = await person();
    const b = await person();
    const { chatId } = await sendOk(t, a, { toAccountId: b.account.id, text: 'm0' });
    const base = Date.now() - 60_000;
    // 40 more messages, every 4 sharing one millisecond.
    await t.database.db.insert(chatMessages).values(
      Array.from({ length: 40 }, (_, i) => ({
        id: uuidv7(),
        chatId,
        senderAccountId: i % 2 ? a.account.id : b.account.id,
        text: `old${i}`,
        createdAt: new Date(base + Math.floor(i / 4)),
      })),
    );
    const seen: string[] = [];
    let cursor: { datetimeCreate: string; id: string } | Record<string, never> = {};
    for (let guard = 0; guard < 20; guard += 1) {
      const res: ApiReply<typeof chatApi.messages> = await as(b).call(chatApi.messages, {
        params: { id: chatId },
        query: { pageSize: 7, ...cursor },
      });
      expect(res.status).toBe(200);
      const { result, hasMore } = res.data;
      seen.push(...result.map((m) => m.id));
      if (!hasMore) break;
      const last = result[result.length - 1]!;
      cursor = { datetimeCreate: last.datetimeCreate, id: last.id };
    }
    expect(seen).toHaveLength(41);
    expect(new Set(seen).size).toBe(41);

    // Catching up: everything newer than a message, oldest first.
    const all = (await as(b).call(chatApi.messages, { params: { id: chatId }, query: { pageSize: 100 } })).data.result;
    const pivot = all[20]!;
    const newer = await as(b).call(chatApi.messages, {
      params: { id: chatId },
      query: { direction: 'newer', pageSize: 100, datetimeCreate: pivot.datetimeCreate, id: pivot.id },
    });
    expect(newer.data.result.map((m) => m.id)).toEqual(
      all
        .slice(0, 20)
        .map((m) => m.id)
        .reverse(),
    );
  });
});

describe('unread counts and summary', () => {
  it('counts unread chats after a send and clears them after a read', async () => {
    const a = await person();
    const b = await person();
    const c = await person();
    const first = await sendOk(t, a, { toAccountId: b.account.id, text: 'one' });
    await sendOk(t, a, { chatId: first.chatId, text: 'two' });
    await sendOk(t, c, { toAccountId: b.account.id, text: 'three' });
    expect((await as(b).call(chatApi.summary)).body.data).toEqual({ unreadChatCount: 2, isAcknowledge: false });
    const list = await as(b).call(chatApi.list);
    expect(list.data.result.map((row) => row.unreadCount)).toEqual([1, 2]);

    const read = await as(b).call(chatApi.markRead, { params: { id: first.chatId } });
    expect(read.status).toBe(200);
    expect(read.data).toMatchObject({ chatId: first.chatId });
    expect((await as(b).call(chatApi.summary)).body.data).toEqual({ unreadChatCount: 1, isAcknowledge: false });
    const info = await as(a).call(chatApi.info, { params: { id: first.chatId } });
    expect(new Date(info.data.otherLastReadAt!).getTime()).toBeGreaterThanOrEqual(
      new Date(
        (await as(a).call(chatApi.messages, { params: { id: first.chatId } })).data.result[0]!.datetimeCreate,
      ).getTime(),
    );
    expect((await as(a).call(chatApi.summary)).body.data).toEqual({ unreadChatCount: 0, isAcknowledge: true });
  });

  it('keeps the chat dot for messages read away from the chat page until the chat page is opened', async () => {
    const a = await person();
    const b = await person();
    const { chatId } = await sendOk(t, a, { toAccountId: b.account.id, text: 'read on the phone' });
    await as(b).call(chatApi.markRead, { params: { id: chatId } });
    expect((await as(b).call(chatApi.summary)).body.data).toEqual({ unreadChatCount: 0, isAcknowledge: false });

    const seen = await as(b).call(chatApi.markSeen);
    expect(seen.data).toEqual({ unreadChatCount: 0, isAcknowledge: true });
    expect((await as(b).call(chatApi.summary)).body.data).toEqual({ unreadChatCount: 0, isAcknowledge: true });

    await sendOk(t, a, { chatId, text: 'and one more' });
    expect((await as(b).call(chatApi.summary)).body.data).toEqual({ unreadChatCount: 1, isAcknowledge: false });
    expect((await as(null).call(chatApi.markSeen)).status).toBe(401);
  });
});

describe('sub-accounts', () => {
  it('a sub-account session reads and sends only its own chats, and its owner sees its unread count', async () => {
    const owner = await person();
    const customer = await person();
    const shop = await buildSubAccountSession(t, owner, `shop${Date.now()}`);
    const toShop = await sendOk(t, customer, { toAccountId: shop.account.id, text: 'Do you deliver?' });
    const toOwner = await sendOk(t, customer, { toAccountId: owner.account.id, text: 'Hi owner' });

    const shopList = await as(shop).call(chatApi.list);
    expect(shopList.data.result.map((c) => c.id)).toEqual([toShop.chatId]);
    expect((await as(shop).call(chatApi.messages, { params: { id: toOwner.chatId } })).status).toBe(403);
    expect((await as(shop).call(chatApi.summary)).data.unreadChatCount).toBe(1);
    const reply = await sendOk(t, shop as Person, { chatId: toShop.chatId, text: 'Yes, we do' });
    expect(reply.senderId).toBe(shop.account.id);

    const ownerList = await as(owner).call(chatApi.list);
    expect(ownerList.data.result.map((c) => c.id)).toEqual([toOwner.chatId]);
    const subs = await as(owner).call(accountApi.subAccounts);
    expect(subs.data[0]).toMatchObject({ subAccountId: shop.account.id, unreadChatCount: 0 });
    await sendOk(t, customer, { chatId: toShop.chatId, text: 'Great' });
    expect((await as(owner).call(accountApi.subAccounts)).data[0]!.unreadChatCount).toBe(1);
  });
});
