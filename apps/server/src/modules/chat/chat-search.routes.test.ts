import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSearchHit, Paged } from '@ideamatch/shared';
import { chatApi } from '@ideamatch/shared/api/chat';
import { chatMessages } from '../../db/schema/index';
import { api, type QueryOf } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { backfillChatSearch } from './chat-search';
import { sendOk, type Person } from './chat.test-helpers';

describe('searching chat messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const person = (): Promise<Person> => buildSignedIn(t.database.db);
  const search = async (who: Person, query: QueryOf<typeof chatApi.search>) => {
    const res = await api(t).as(who).call(chatApi.search, { query });
    expect(res.status, res.raw.payload).toBe(200);
    return res.data;
  };
  const texts = (page: Paged<ChatSearchHit>) => page.result.map((hit) => hit.message.text);

  it('finds a Thai word inside a compound, only in my chats, newest first, paged, with the chat', async () => {
    const a = await person();
    const b = await person();
    const c = await person();
    const tag = Math.random().toString(36).slice(2, 8);
    const withB = await sendOk(t, a, { toAccountId: b.account.id, text: `ร้านกาแฟสดเปิดใหม่ ${tag}` });
    await sendOk(t, b, { chatId: withB.chatId, text: `ไม่มีคำนั้น ${tag}` });
    const withC = await sendOk(t, c, { toAccountId: a.account.id, text: `กาแฟเย็นแก้วละเท่าไร ${tag}` });

    const mine = await search(a, { q: `กาแฟ ${tag}` });
    expect(texts(mine)).toEqual([`กาแฟเย็นแก้วละเท่าไร ${tag}`, `ร้านกาแฟสดเปิดใหม่ ${tag}`]);
    expect(mine.result[0]!.chat).toMatchObject({ id: withC.chatId, otherAccount: { id: c.account.id } });
    expect(mine.result[1]!.chat.otherAccount.id).toBe(b.account.id);

    // B is not in A's chat with C.
    expect(texts(await search(b, { q: `กาแฟ ${tag}` }))).toEqual([`ร้านกาแฟสดเปิดใหม่ ${tag}`]);
    // Within one chat, and a page at a time.
    const inB = await search(a, { q: `กาแฟ ${tag}`, chatId: withB.chatId });
    expect(texts(inB)).toEqual([`ร้านกาแฟสดเปิดใหม่ ${tag}`]);
    const paged = await search(a, { q: `กาแฟ ${tag}`, pageSize: 1, page: 2 });
    expect(paged).toMatchObject({ totalItems: 2, totalPages: 2, currentPage: 2 });
    expect(texts(paged)).toEqual([`ร้านกาแฟสดเปิดใหม่ ${tag}`]);
    // Someone else's chat is refused, not searched.
    expect(
      (
        await api(t)
          .as(b)
          .call(chatApi.search, { query: { q: 'x', chatId: withC.chatId } })
      ).status,
    ).toBe(403);
    // An empty `q=` as typed: the client drops empty values, so this request is written out.
    expect((await api(t).as(b).request({ method: 'GET', url: '/api/chat/search?q=' })).status).toBe(400);
  });

  it('matches edited words, never an unsent message, a file by its name, and a word as typed so far', async () => {
    const a = await person();
    const b = await person();
    const tag = Math.random().toString(36).slice(2, 8);
    const edited = await sendOk(t, a, { toAccountId: b.account.id, text: `meeting monday ${tag}` });
    const edit = await api(t)
      .as(a)
      .call(chatApi.editMessage, { params: { id: edited.id }, body: { text: `meeting tuesday ${tag}` } });
    expect(edit.status).toBe(200);
    expect(texts(await search(b, { q: `monday ${tag}` }))).toEqual([]);
    expect(texts(await search(b, { q: `${tag} tues` }))).toEqual([`meeting tuesday ${tag}`]);

    const gone = await sendOk(t, a, { chatId: edited.chatId, text: `secret plan ${tag}` });
    await api(t)
      .as(a)
      .call(chatApi.removeMessage, { params: { id: gone.id } });
    expect(texts(await search(a, { q: `secret ${tag}` }))).toEqual([]);
  });

  it('fills in the words of messages written before search existed', async () => {
    const a = await person();
    const b = await person();
    const tag = Math.random().toString(36).slice(2, 8);
    const old = await sendOk(t, a, { toAccountId: b.account.id, text: `ขนมไทยโบราณ ${tag}` });
    await t.app.db.update(chatMessages).set({ searchVector: null }).where(eq(chatMessages.id, old.id));
    expect(texts(await search(b, { q: `ขนม ${tag}` }))).toEqual([]);
    expect(await backfillChatSearch(t.app.db)).toBeGreaterThanOrEqual(1);
    expect(texts(await search(b, { q: `ขนม ${tag}` }))).toEqual([`ขนมไทยโบราณ ${tag}`]);
  });
});
