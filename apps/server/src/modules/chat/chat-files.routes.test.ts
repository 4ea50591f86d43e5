import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatApi } from '@ideamatch/shared/api/chat';
import { uploads } from '../../db/schema/index';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { nextEvent, socketClients } from '../../test/sockets';
import { uploadTestPng } from '../../test/uploads';
import { docxBytes, pdfBytes, uploadChatFile } from './chat-file.test-helpers';
import { buildSubAccountSession, postMessage, sendOk, type Person } from './chat.test-helpers';

describe('chat documents (PDF and office files)', () => {
  let t: TestApp;
  const clients = socketClients(() => t.app);
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterEach(() => clients.closeAll());
  afterAll(() => t.close());

  const person = (): Promise<Person> => buildSignedIn(t.database.db);
  const upload = async (who: { headers: Record<string, string> }, bytes: Buffer, name: string) => {
    const res = await uploadChatFile(t, who.headers, { bytes, name });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { key: string; sizeBytes: number };
  };
  const download = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends a document as a file card that only the chat’s members can download, live and in the list', async () => {
    const a = await person();
    const b = await person();
    const first = await sendOk(t, a, { toAccountId: b.account.id, text: 'hello' });
    const { key, sizeBytes } = await upload(a, docxBytes(), 'แผนธุรกิจ.docx');
    expect(key).toMatch(/^chat-file\/[0-9a-f-]{36}\.docx$/);

    const bSocket = await clients.connect(b.token);
    const heard = nextEvent(bSocket, 'chat_message');
    const sent = await sendOk(t, a, { chatId: first.chatId, file: { key, name: 'แผนธุรกิจ.docx' } });
    expect(sent.file).toMatchObject({ name: 'แผนธุรกิจ.docx', sizeBytes, type: 'docx' });
    expect(sent.imageUrl).toBeNull();
    expect((await heard).file?.name).toBe('แผนธุรกิจ.docx');
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row).toMatchObject({ isReferenced: true, acl: 'private' });

    // The member's signed link downloads it under its name; altered or unsigned links do not.
    const listed = (
      await api(t)
        .as(b)
        .call(chatApi.messages, { params: { id: first.chatId } })
    ).data.result;
    const url = listed.find((m) => m.id === sent.id)!.file!.url;
    const res = await download(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('wordprocessingml');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('แผนธุรกิจ.docx')}`);
    expect(res.rawPayload.equals(docxBytes())).toBe(true);
    const [path] = url.split('?');
    expect((await download(path!)).statusCode).toBe(403);
    expect((await download(url.replace(/n=[^&]+/, 'n=other.docx'))).statusCode).toBe(403);
    expect((await download(url.replace(/sig=[^&]+/, 'sig=forged'))).statusCode).toBe(403);

    const list = (await api(t).as(b).call(chatApi.list)).data.result;
    expect(list[0]!.lastMessage).toMatchObject({ id: sent.id, fileName: 'แผนธุรกิจ.docx', hasImage: false });

    // A reply quotes it by name; unsending it deletes the stored file.
    const reply = await sendOk(t, b, { chatId: first.chatId, text: 'got it', replyToId: sent.id });
    expect(reply.replyTo).toMatchObject({ fileName: 'แผนธุรกิจ.docx', hasImage: false });
    const unsent = await api(t)
      .as(a)
      .call(chatApi.removeMessage, { params: { id: sent.id } });
    expect(unsent.data).toMatchObject({ isRemoved: true, file: null });
    expect(await t.app.db.select().from(uploads).where(eq(uploads.key, key))).toEqual([]);
  });

  it('refuses what is no document by its bytes, a file over 10 MB, and a key that is not a chat document', async () => {
    const a = await person();
    const b = await person();
    const first = await sendOk(t, a, { toAccountId: b.account.id, text: 'hello' });
    const renamed = await uploadChatFile(t, a.headers, { bytes: pdfBytes(), name: 'report.docx' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().details[0]).toMatchObject({ field: 'file', code: 'CHAT_FILE_UNSUPPORTED' });
    const exe = await uploadChatFile(t, a.headers, { bytes: Buffer.from('MZ\x90\x00program'), name: 'setup.pdf' });
    expect(exe.json().details[0].code).toBe('CHAT_FILE_UNSUPPORTED');
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await uploadChatFile(t, a.headers, { bytes: big, name: 'big.pdf' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().details[0]).toMatchObject({ field: 'file', code: 'CHAT_FILE_TOO_LARGE' });
    expect((await uploadChatFile(t, {}, { bytes: pdfBytes(), name: 'a.pdf' })).statusCode).toBe(401);

    // An image key, someone else's document, or a name of another type is refused at send.
    const image = await uploadTestPng(t.app, a.headers, 'chat');
    const asFile = await postMessage(t, a, { chatId: first.chatId, file: { key: image, name: 'x.pdf' } });
    expect(asFile.json().details[0]).toMatchObject({ field: 'file', code: 'CHAT_FILE_NOT_UPLOADED' });
    const { key } = await upload(b, pdfBytes(), 'mine.pdf');
    const others = await postMessage(t, a, { chatId: first.chatId, file: { key, name: 'mine.pdf' } });
    expect(others.statusCode).toBe(400);
    const renamedAtSend = await postMessage(t, b, { chatId: first.chatId, file: { key, name: 'mine.docx' } });
    expect(renamedAtSend.json().details[0].code).toBe('CHAT_FILE_NOT_UPLOADED');
  });

  it('lets a persona send a document in its own chat', async () => {
    const owner = await person();
    const other = await person();
    const persona = await buildSubAccountSession(t, owner, `files_${Date.now()}`);
    const { key } = await upload(persona, pdfBytes(), 'menu.pdf');
    const res = await api(t)
      .as(persona)
      .call(chatApi.send, { body: { toAccountId: other.account.id, file: { key, name: 'menu.pdf' } } });
    expect(res.status, res.raw.payload).toBe(200);
    expect(res.data.file).toMatchObject({ name: 'menu.pdf', type: 'pdf' });
  });
});
