import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatApi } from '@ideamatch/shared/api/chat';
import { chatMessageReactions, chatMessages, uploads } from '../../db/schema/index';
import { api, type Caller } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { nextEvent, socketClients } from '../../test/sockets';
import { uploadTestPng } from '../../test/uploads';
import { blockAccount } from '../partners/block.service';
import { deleteAccount, personWithPassword } from '../account-center/account-center.test-helpers';
import { buildSubAccountSession, sendOk, type Person } from './chat.test-helpers';

describe('editing, unsending and reacting to chat messages', () => {
  let t: TestApp;
  const clients = socketClients(() => t.app);
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterEach(() => clients.closeAll());
  afterAll(() => t.close());

  const person = (): Promise<Person> => buildSignedIn(t.database.db);
  const as = (who: Caller) => api(t).as(who);
  const edit = (who: Caller, id: string, text: string) =>
    as(who).call(chatApi.editMessage, { params: { id }, body: { text } });
  const unsend = (who: Caller, id: string) => as(who).call(chatApi.removeMessage, { params: { id } });
  /** Any emoji, the refused ones included. */
  const react = (who: Caller, id: string, emoji: string) =>
    as(who).send(chatApi.react, { params: { id }, body: { emoji } });
  const unreact = (who: Caller, id: string) => as(who).call(chatApi.unreact, { params: { id } });
  const pair = async () => {
    const a = await person();
    const b = await person();
    const sent = await sendOk(t, a, { toAccountId: b.account.id, text: 'first words' });
    return { a, b, sent };
  };
  const messagesOf = async (who: Person, chatId: string) =>
    (await as(who).call(chatApi.messages, { params: { id: chatId } })).data.result;

  it('edits my text within 15 minutes, live on both people’s sockets, shown as edited', async () => {
    const { a, b, sent } = await pair();
    const [aSocket, bSocket] = await Promise.all([clients.connect(a.token), clients.connect(b.token)]);
    const heard = Promise.all([nextEvent(aSocket, 'chat_message_update'), nextEvent(bSocket, 'chat_message_update')]);
    const res = await edit(a, sent.id, '  fixed words ');
    expect(res.status, res.raw.payload).toBe(200);
    const edited = res.data;
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
    expect((await edit(b, sent.id, 'not mine')).body.errorCode).toBe('CHAT_MESSAGE_NOT_EDITABLE');
    expect((await edit(a, sent.id, '   ')).status).toBe(400);
    const stranger = await person();
    expect((await edit(stranger, sent.id, 'x')).status).toBe(403);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await edit(a, missing, 'x')).status).toBe(404);

    await t.app.db
      .update(chatMessages)
      .set({ createdAt: new Date(Date.now() - 15 * 60_000 - 1000) })
      .where(eq(chatMessages.id, sent.id));
    const late = await edit(a, sent.id, 'too late');
    expect(late.status).toBe(409);
    expect(late.body.errorCode).toBe('CHAT_EDIT_EXPIRED');

    const key = await uploadTestPng(t.app, a.headers, 'chat');
    const image = await sendOk(t, a, { chatId: sent.chatId, imageKey: key, text: 'caption' });
    expect((await edit(a, image.id, 'x')).body.errorCode).toBe('CHAT_MESSAGE_NOT_EDITABLE');
  });

  it('unsends my message for both people, clears it and its image, and updates the list preview', async () => {
    const { a, b, sent } = await pair();
    const key = await uploadTestPng(t.app, a.headers, 'chat');
    const image = await sendOk(t, a, { chatId: sent.chatId, imageKey: key });
    await react(b, image.id, '👍');
    expect((await unsend(b, image.id)).body.errorCode).toBe('CHAT_MESSAGE_NOT_YOURS');

    const bSocket = await clients.connect(b.token);
    const heard = nextEvent(bSocket, 'chat_message_update');
    const res = await unsend(a, image.id);
    expect(res.status, res.raw.payload).toBe(200);
    expect(res.data).toMatchObject({ id: image.id, isRemoved: true, text: '', imageUrl: null, reactions: [] });
    expect(await heard).toMatchObject({ id: image.id, isRemoved: true });

    const [row] = await t.app.db.select().from(chatMessages).where(eq(chatMessages.id, image.id));
    expect(row).toMatchObject({ text: '', imageKey: null });
    expect(row!.removedAt).not.toBeNull();
    expect(await t.app.db.select().from(uploads).where(eq(uploads.key, key))).toEqual([]);
    expect(
      await t.app.db.select().from(chatMessageReactions).where(eq(chatMessageReactions.messageId, image.id)),
    ).toEqual([]);
    const list = (await as(b).call(chatApi.list)).data.result;
    expect(list[0]!.lastMessage).toMatchObject({ id: image.id, isRemoved: true, hasImage: false });
    // Unsending again changes nothing; a removed message takes no edit or reaction.
    expect((await unsend(a, image.id)).status).toBe(200);
    expect((await react(b, image.id, '👍')).body.errorCode).toBe('CHAT_MESSAGE_REMOVED');
  });

  it('keeps one reaction per person, replaced and removed live; refuses other emoji and blocked pairs', async () => {
    const { a, b, sent } = await pair();
    const aSocket = await clients.connect(a.token);
    const heard = nextEvent(aSocket, 'chat_message_update');
    expect((await react(b, sent.id, '❤️')).status).toBe(200);
    expect((await heard).reactions).toEqual([{ accountId: b.account.id, emoji: '❤️' }]);
    await react(a, sent.id, '😂');
    const replaced = await react(b, sent.id, '👍');
    expect(replaced.data.reactions).toEqual([
      { accountId: a.account.id, emoji: '😂' },
      { accountId: b.account.id, emoji: '👍' },
    ]);
    const bad = await react(b, sent.id, '💩');
    expect(bad.status).toBe(400);

    const removedHeard = nextEvent(aSocket, 'chat_message_update');
    expect((await unreact(b, sent.id)).status).toBe(200);
    expect((await removedHeard).reactions).toEqual([{ accountId: a.account.id, emoji: '😂' }]);

    await blockAccount(t.database.db, b.account.id, a.account.id);
    const blocked = await react(a, sent.id, '👍');
    expect(blocked.status).toBe(403);
    expect(blocked.body.errorCode).toBe('CHAT_BLOCKED');
  });

  it('lets a persona edit and react as itself in its own chats', async () => {
    const owner = await person();
    const other = await person();
    const persona = await buildSubAccountSession(t, owner, `shop_${Date.now()}`);
    const sent = (
      await as(persona).call(chatApi.send, { body: { toAccountId: other.account.id, text: 'from the shop' } })
    ).data;
    expect(sent.senderId).toBe(persona.account.id);
    expect((await edit(persona, sent.id, 'from the shop!')).status).toBe(200);
    // The main account is not in the persona's chat.
    expect((await react(owner, sent.id, '👍')).status).toBe(403);
    const reacted = await react(persona, sent.id, '🙏');
    expect(reacted.data.reactions).toEqual([{ accountId: persona.account.id, emoji: '🙏' }]);
  });

  it('deletes the reactions of a deleted account', async () => {
    const leaving = await personWithPassword(t);
    const other = await person();
    const sent = await sendOk(t, other, { toAccountId: leaving.account.id, text: 'react to me' });
    expect((await react(leaving, sent.id, '😮')).status).toBe(200);
    expect((await deleteAccount(t, leaving.headers)).statusCode).toBe(200);
    expect((await messagesOf(other, sent.chatId))[0]!.reactions).toEqual([]);
  });
});
