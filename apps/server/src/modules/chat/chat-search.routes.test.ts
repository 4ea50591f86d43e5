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

  it("finds a Thai word inside a longer Thai run and English words in any case, in both people's messages, saying what matched", async () => {
    const a = await person();
    const b = await person();
    const tag = Math.random().toString(36).slice(2, 8);
    const fromB = await sendOk(t, b, {
      toAccountId: a.account.id,
      text: `ส่งรูปแพ็กเกจมาให้ดูหน่อยครับ ${tag}`,
    });
    await sendOk(t, a, { chatId: fromB.chatId, text: `The PACKAGING Mock-up is ready ${tag}` });
    await sendOk(t, a, { chatId: fromB.chatId, text: `ยังไม่มีอะไรใหม่ ${tag}` });

    for (const who of [a, b]) {
      const thai = await search(who, { q: 'แพ็กเกจ', chatId: fromB.chatId });
      expect(texts(thai)).toEqual([`ส่งรูปแพ็กเกจมาให้ดูหน่อยครับ ${tag}`]);
      expect(thai.result[0]!.matches).toEqual(['แพ็กเกจ']);
      // Part of a Thai word, as typed so far.
      expect(texts(await search(who, { q: 'แพ็ก', chatId: fromB.chatId }))).toEqual([`ส่งรูปแพ็กเกจมาให้ดูหน่อยครับ ${tag}`]);
    }
    const english = await search(b, { q: 'packaging mock-up', chatId: fromB.chatId });
    expect(texts(english)).toEqual([`The PACKAGING Mock-up is ready ${tag}`]);
    expect(english.result[0]!.matches.sort()).toEqual(['Mock-up', 'PACKAGING']);
    expect(texts(await search(a, { q: `PaCkAgInG ${tag}` }))).toEqual([`The PACKAGING Mock-up is ready ${tag}`]);
    // Every word must be there; LIKE's wildcards are text.
    expect(texts(await search(a, { q: `packaging nowhere ${tag}` }))).toEqual([]);
    expect(texts(await search(a, { q: '%', chatId: fromB.chatId }))).toEqual([]);
    expect(texts(await search(a, { q: '_', chatId: fromB.chatId }))).toEqual([]);
    await sendOk(t, a, { chatId: fromB.chatId, text: `snake_case 100% ${tag}` });
    expect(texts(await search(b, { q: '_', chatId: fromB.chatId }))).toEqual([`snake_case 100% ${tag}`]);
    expect(texts(await search(b, { q: '%', chatId: fromB.chatId }))).toEqual([`snake_case 100% ${tag}`]);
  });

  it('fills in the words of messages written before search existed', async () => {
    const a = await person();
    const b = await person();
    const tag = Math.random().toString(36).slice(2, 8);
    const old = await sendOk(t, a, { toAccountId: b.account.id, text: `ขนมไทยโบราณ ${tag}` });
    await t.app.db.update(chatMessages).set({ searchVector: null }).where(eq(chatMessages.id, old.id));
    // The text itself is found without its words; the words are filled in at start.
    expect(texts(await search(b, { q: `ขนม ${tag}` }))).toEqual([`ขนมไทยโบราณ ${tag}`]);
    expect(await backfillChatSearch(t.app.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.app.db
      .select({ words: chatMessages.searchVector })
      .from(chatMessages)
      .where(eq(chatMessages.id, old.id));
    expect(row!.words).toContain('ขนม');
    expect(texts(await search(b, { q: `ขนม ${tag}` }))).toEqual([`ขนมไทยโบราณ ${tag}`]);
  });
});
