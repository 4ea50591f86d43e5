import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatApi } from '@ideamatch/shared/api/chat';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { nextEvent, socketClients } from '../../test/sockets';
import { uploadTestPng } from '../../test/uploads';
import { postMessage, sendOk, type Person } from './chat.test-helpers';

describe('replying to a chat message (quoted replies)', () => {
  let t: TestApp;
  const clients = socketClients(() => t.app);
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterEach(() => clients.closeAll());
  afterAll(() => t.close());

  const person = (): Promise<Person> => buildSignedIn(t.database.db);
  const pair = async () => {
    const a = await person();
    const b = await person();
    const first = await sendOk(t, a, { toAccountId: b.account.id, text: 'Shall we meet at the coffee shop?' });
    return { a, b, first };
  };
  const messagesOf = async (who: Person, chatId: string) =>
    (
      await api(t)
        .as(who)
        .call(chatApi.messages, { params: { id: chatId } })
    ).data.result;

  it('stores a reply with a quote of the original, live to the other person and in the history', async () => {
    const { a, b, first } = await pair();
    const bSocket = await clients.connect(b.token);
    const heard = nextEvent(bSocket, 'chat_message');
    const long = 'x'.repeat(150);
    const second = await sendOk(t, a, { chatId: first.chatId, text: long });
    await heard;
    const heardReply = nextEvent(bSocket, 'chat_message');
    const reply = await sendOk(t, b, { chatId: first.chatId, text: 'Yes, at 10', replyToId: second.id });
    const quote = {
      id: second.id,
      senderId: a.account.id,
      hasImage: false,
      hasIdea: false,
      fileName: null,
      isRemoved: false,
    };
    // The quote holds the first 100 characters only.
    expect(reply.replyTo).toEqual({ ...quote, text: 'x'.repeat(100) });
    expect(await heardReply).toEqual(reply);
    const stored = (await messagesOf(a, first.chatId)).find((m) => m.id === reply.id);
    expect(stored?.replyTo).toEqual(reply.replyTo);
    // A message that replies to nothing has no quote.
    expect((await messagesOf(a, first.chatId)).find((m) => m.id === first.id)?.replyTo).toBeNull();
  });

  it('quotes an image as a photo, and a removed original as removed', async () => {
    const { a, b, first } = await pair();
    const key = await uploadTestPng(t.app, a.headers, 'chat');
    const image = await sendOk(t, a, { chatId: first.chatId, imageKey: key });
    const toImage = await sendOk(t, b, { chatId: first.chatId, text: 'nice', replyToId: image.id });
    expect(toImage.replyTo).toMatchObject({ id: image.id, text: '', hasImage: true, isRemoved: false });

    const toText = await sendOk(t, b, { chatId: first.chatId, text: 'ok', replyToId: first.id });
    const unsent = await api(t)
      .as(a)
      .call(chatApi.removeMessage, { params: { id: first.id } });
    expect(unsent.status, unsent.raw.payload).toBe(200);
    const stored = (await messagesOf(b, first.chatId)).find((m) => m.id === toText.id);
    expect(stored?.replyTo).toEqual({
      id: first.id,
      senderId: a.account.id,
      text: '',
      hasImage: false,
      hasIdea: false,
      fileName: null,
      isRemoved: true,
    });
  });

  it('refuses a reply to a message of another chat, to no message, or in a new conversation', async () => {
    const { a, b, first } = await pair();
    const c = await person();
    const elsewhere = await sendOk(t, a, { toAccountId: c.account.id, text: 'another chat' });
    const other = await postMessage(t, a, { chatId: first.chatId, text: 'hi', replyToId: elsewhere.id });
    expect(other.statusCode).toBe(400);
    expect(other.json().details).toEqual([
      expect.objectContaining({ field: 'replyToId', code: 'CHAT_REPLY_NOT_IN_CHAT' }),
    ]);
    const missing = await postMessage(t, b, {
      chatId: first.chatId,
      text: 'hi',
      replyToId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(400);
    const d = await person();
    const opening = await postMessage(t, d, { toAccountId: a.account.id, text: 'hi', replyToId: first.id });
    expect(opening.statusCode).toBe(400);
    expect(opening.json().details[0].code).toBe('CHAT_REPLY_NOT_IN_CHAT');
    // Someone outside the chat learns nothing: the chat itself refuses them first.
    expect((await postMessage(t, c, { chatId: first.chatId, text: 'hi', replyToId: first.id })).statusCode).toBe(403);
  });
});
