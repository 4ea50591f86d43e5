import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatListItem, ChatMessage } from '@ideamatch/shared';
import { chatMessageReactions, chatMessages, uploads } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { nextEvent, socketClients } from '../../test/sockets';
import { uploadTestPng } from '../../test/uploads';
import { callApi } from '../ideas/idea.test-helpers';
import { blockRepository } from '../partners/block.repository';
import { deleteAccount, personWithPassword } from '../account-center/account-center.test-helpers';
import { buildSubAccountSession, getAs, sendOk, type Person } from './chat.test-helpers';

describe('editing, unsending and reacting to chat messages', () => {
  let t: TestApp;
  const clients = socketClients(() => t.app);
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterEach(() => clients.closeAll());
  afterAll(() => t.close());

  const person = (): Promise<Person> => buildSignedIn(t.database.db);
  const act = (
    who: { headers: Record<string, string> },
    method: 'PATCH' | 'DELETE' | 'PUT',
    url: string,
    payload?: object,
  ) => callApi(t, { method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const pair = async () => {
    const a = await person();
    const b = await person();
    const sent = await sendOk(t, a, { toAccountId: b.account.id, text: 'first words' });
    return { a, b, sent };
  };
  const messagesOf = async (who: Person, chatId: string) =>
    (await getAs(t, who, `/api/chat/${chatId}`)).body.data.result as ChatMessage[];

  it('edits my text within 15 minutes, live on both people’s sockets, shown as edited', async () => {
    const { a, b, sent } = await pair();
    const [aSocket, bSocket] = await Promise.all([clients.connect(a.token), clients.connect(b.token)]);
    const heard = Promise.all([nextEvent(aSocket, 'chat_message_update'), nextEvent(bSocket, 'chat_message_update')]);
    const res = await act(a, 'PATCH', `/api/chat/message/${sent.id}`, { text: '  fixed words ' });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().data as ChatMessage;
    expect(edited).toMatchObject({ id: sent.id, text: 'fixed words', isRemoved: false });
    expect(edited.datetimeEdit).not.toBeNull();
    const [toA, toB] = await heard;
    expect(toA).toEqual(edited);
    expect(toB).toEqual(edited);
    expect((await messagesOf(b, sent.chatId))[0]).toMatchObject({
      text: 'fixed words',
      datetimeEdit: edited.datetimeEdit,
    });
  });

  it('refuses an edit after 15 minutes, by someone else, of an image message, or to empty text', async () => {
    const { a, b, sent } = await pair();
    expect((await act(b, 'PATCH', `/api/chat/message/${sent.id}`, { text: 'not mine' })).json().errorCode).toBe(
      'CHAT_MESSAGE_NOT_EDITABLE',
    );
    expect((await act(a, 'PATCH', `/api/chat/message/${sent.id}`, { text: '   ' })).statusCode).toBe(400);
    const stranger = await person();
    expect((await act(stranger, 'PATCH', `/api/chat/message/${sent.id}`, { text: 'x' })).statusCode).toBe(403);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await act(a, 'PATCH', `/api/chat/message/${missing}`, { text: 'x' })).statusCode).toBe(404);

    await t.app.db
      .update(chatMessages)
      .set({ createdAt: new Date(Date.now() - 15 * 60_000 - 1000) })
      .where(eq(chatMessages.id, sent.id));
    const late = await act(a, 'PATCH', `/api/chat/message/${sent.id}`, { text: 'too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe('CHAT_EDIT_EXPIRED');

    const key = await uploadTestPng(t.app, a.headers, 'chat');
    const image = await sendOk(t, a, { chatId: sent.chatId, imageKey: key, text: 'caption' });
    expect((await act(a, 'PATCH', `/api/chat/message/${image.id}`, { text: 'x' })).json().errorCode).toBe(
      'CHAT_MESSAGE_NOT_EDITABLE',
    );
  });

  it('unsends my message for both people, clears it and its image, and updates the list preview', async () => {
    const { a, b, sent } = await pair();
    const key = await uploadTestPng(t.app, a.headers, 'chat');
    const image = await sendOk(t, a, { chatId: sent.chatId, imageKey: key });
    await act(b, 'PUT', `/api/chat/message/${image.id}/reaction`, { emoji: '👍' });
    expect((await act(b, 'DELETE', `/api/chat/message/${image.id}`)).json().errorCode).toBe('CHAT_MESSAGE_NOT_YOURS');

    const bSocket = await clients.connect(b.token);
    const heard = nextEvent(bSocket, 'chat_message_update');
    const res = await act(a, 'DELETE', `/api/chat/message/${image.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: image.id, isRemoved: true, text: '', imageUrl: null, reactions: [] });
    expect(await heard).toMatchObject({ id: image.id, isRemoved: true });

    const [row] = await t.app.db.select().from(chatMessages).where(eq(chatMessages.id, image.id));
    expect(row).toMatchObject({ text: '', imageKey: null });
    expect(row!.removedAt).not.toBeNull();
    expect(await t.app.db.select().from(uploads).where(eq(uploads.key, key))).toEqual([]);
    expect(
      await t.app.db.select().from(chatMessageReactions).where(eq(chatMessageReactions.messageId, image.id)),
    ).toEqual([]);
    const list = (await getAs(t, b, '/api/chat')).body.data.result as ChatListItem[];
    expect(list[0]!.lastMessage).toMatchObject({ id: image.id, isRemoved: true, hasImage: false });
    // Unsending again changes nothing; a removed message takes no edit or reaction.
    expect((await act(a, 'DELETE', `/api/chat/message/${image.id}`)).statusCode).toBe(200);
    expect((await act(b, 'PUT', `/api/chat/message/${image.id}/reaction`, { emoji: '👍' })).json().errorCode).toBe(
      'CHAT_MESSAGE_REMOVED',
    );
  });

  it('keeps one reaction per person, replaced and removed live; refuses other emoji and blocked pairs', async () => {
    const { a, b, sent } = await pair();
    const aSocket = await clients.connect(a.token);
    const heard = nextEvent(aSocket, 'chat_message_update');
    expect((await act(b, 'PUT', `/api/chat/message/${sent.id}/reaction`, { emoji: '❤️' })).statusCode).toBe(200);
    expect((await heard).reactions).toEqual([{ accountId: b.account.id, emoji: '❤️' }]);
    await act(a, 'PUT', `/api/chat/message/${sent.id}/reaction`, { emoji: '😂' });
    const replaced = await act(b, 'PUT', `/api/chat/message/${sent.id}/reaction`, { emoji: '👍' });
    expect((replaced.json().data as ChatMessage).reactions).toEqual([
      { accountId: a.account.id, emoji: '😂' },
      { accountId: b.account.id, emoji: '👍' },
    ]);
    const bad = await act(b, 'PUT', `/api/chat/message/${sent.id}/reaction`, { emoji: '💩' });
    expect(bad.statusCode).toBe(400);

    const removedHeard = nextEvent(aSocket, 'chat_message_update');
    expect((await act(b, 'DELETE', `/api/chat/message/${sent.id}/reaction`)).statusCode).toBe(200);
    expect((await removedHeard).reactions).toEqual([{ accountId: a.account.id, emoji: '😂' }]);

    await blockRepository.insert(t.database.db, b.account.id, a.account.id);
    const blocked = await act(a, 'PUT', `/api/chat/message/${sent.id}/reaction`, { emoji: '👍' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errorCode).toBe('CHAT_BLOCKED');
  });

  it('lets a persona edit and react as itself in its own chats', async () => {
    const owner = await person();
    const other = await person();
    const persona = await buildSubAccountSession(t, owner, `shop_${Date.now()}`);
    const res = await callApi(t, {
      method: 'POST',
      url: '/api/chat/',
      headers: persona.headers,
      payload: { toAccountId: other.account.id, text: 'from the shop' },
    });
    const sent = res.json().data as ChatMessage;
    expect(sent.senderId).toBe(persona.account.id);
    expect((await act(persona, 'PATCH', `/api/chat/message/${sent.id}`, { text: 'from the shop!' })).statusCode).toBe(
      200,
    );
    // The main account is not in the persona's chat.
    expect((await act(owner, 'PUT', `/api/chat/message/${sent.id}/reaction`, { emoji: '👍' })).statusCode).toBe(403);
    const reacted = await act(persona, 'PUT', `/api/chat/message/${sent.id}/reaction`, { emoji: '🙏' });
    expect((reacted.json().data as ChatMessage).reactions).toEqual([{ accountId: persona.account.id, emoji: '🙏' }]);
  });

  it('deletes the reactions of a deleted account', async () => {
    const leaving = await personWithPassword(t);
    const other = await person();
    const sent = await sendOk(t, other, { toAccountId: leaving.account.id, text: 'react to me' });
    expect((await act(leaving, 'PUT', `/api/chat/message/${sent.id}/reaction`, { emoji: '😮' })).statusCode).toBe(200);
    expect((await deleteAccount(t, leaving.headers)).statusCode).toBe(200);
    expect((await messagesOf(other, sent.chatId))[0]!.reactions).toEqual([]);
  });
});
