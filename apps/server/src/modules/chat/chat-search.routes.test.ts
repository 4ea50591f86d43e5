import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSearchHit, Paged } from '@ideamatch/shared';
import { chatMessages } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { callApi } from '../ideas/idea.test-helpers';
import { backfillChatSearch } from './chat-search';
import { getAs, sendOk, type Person } from './chat.test-helpers';

describe('searching chat messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const person = (): Promise<Person> => buildSignedIn(t.database.db);
  const search = async (who: Person, query: string) => {
    const res = await getAs(t, who, `/api/chat/search?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Paged<ChatSearchHit>;
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

    const mine = await search(a, `q=${encodeURIComponent(`กาแฟ ${tag}`)}`);
    expect(texts(mine)).toEqual([`กาแฟเย็นแก้วละเท่าไร ${tag}`, `ร้านกาแฟสดเปิดใหม่ ${tag}`]);
    expect(mine.result[0]!.chat).toMatchObject({ id: withC.chatId, otherAccount: { id: c.account.id } });
    expect(mine.result[1]!.chat.otherAccount.id).toBe(b.account.id);

    // B is not in A's chat with C.
    expect(texts(await search(b, `q=${encodeURIComponent(`กาแฟ ${tag}`)}`))).toEqual([`ร้านกาแฟสดเปิดใหม่ ${tag}`]);
    // Within one chat, and a page at a time.
    const inB = await search(a, `q=${encodeURIComponent(`กาแฟ ${tag}`)}&chatId=${withB.chatId}`);
    expect(texts(inB)).toEqual([`ร้านกาแฟสดเปิดใหม่ ${tag}`]);
    const paged = await search(a, `q=${encodeURIComponent(`กาแฟ ${tag}`)}&pageSize=1&page=2`);
    expect(paged).toMatchObject({ totalItems: 2, totalPages: 2, currentPage: 2 });
    expect(texts(paged)).toEqual([`ร้านกาแฟสดเปิดใหม่ ${tag}`]);
    // Someone else's chat is refused, not searched.
    expect((await getAs(t, b, `/api/chat/search?q=x&chatId=${withC.chatId}`)).status).toBe(403);
    expect((await getAs(t, b, '/api/chat/search?q=')).status).toBe(400);
  });

  it('matches edited words, never an unsent message, a file by its name, and a word as typed so far', async () => {
    const a = await person();
    const b = await person();
    const tag = Math.random().toString(36).slice(2, 8);
    const edited = await sendOk(t, a, { toAccountId: b.account.id, text: `meeting monday ${tag}` });
    const edit = await callApi(t, {
      method: 'PATCH',
      url: `/api/chat/message/${edited.id}`,
      headers: a.headers,
      payload: { text: `meeting tuesday ${tag}` },
    });
    expect(edit.statusCode).toBe(200);
    expect(texts(await search(b, `q=monday ${tag}`))).toEqual([]);
    expect(texts(await search(b, `q=${tag} tues`))).toEqual([`meeting tuesday ${tag}`]);

    const gone = await sendOk(t, a, { chatId: edited.chatId, text: `secret plan ${tag}` });
    await callApi(t, { method: 'DELETE', url: `/api/chat/message/${gone.id}`, headers: a.headers });
    expect(texts(await search(a, `q=secret ${tag}`))).toEqual([]);
  });

  it('fills in the words of messages written before search existed', async () => {
    const a = await person();
    const b = await person();
    const tag = Math.random().toString(36).slice(2, 8);
    const old = await sendOk(t, a, { toAccountId: b.account.id, text: `ขนมไทยโบราณ ${tag}` });
    await t.app.db.update(chatMessages).set({ searchVector: null }).where(eq(chatMessages.id, old.id));
    expect(texts(await search(b, `q=${encodeURIComponent(`ขนม ${tag}`)}`))).toEqual([]);
    expect(await backfillChatSearch(t.app.db)).toBeGreaterThanOrEqual(1);
    expect(texts(await search(b, `q=${encodeURIComponent(`ขนม ${tag}`)}`))).toEqual([`ขนมไทยโบราณ ${tag}`]);
  });
});
