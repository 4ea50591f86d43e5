import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantKeys, imageVariantPath } from '@ideamatch/shared/image-variants';
import { chatApi } from '@ideamatch/shared/api/chat';
import { storageApi } from '@ideamatch/shared/api/storage';
import { chatMessages, uploads } from '../../db/schema/index';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { startTestBucket, type TestBucket } from '../../test/s3';
import { uploadTestPng } from '../../test/uploads';
import { randomIp } from '../auth/auth.test-helpers';
import { closePublicChatImages } from '../storage/storage.migrate';
import { storeUploads } from '../storage/storage.service';
import { chatImageLinks } from '../storage/chat-image-link';

describe.each(['local disk', 'S3 bucket'] as const)('chat images on the %s', (driver) => {
  let t: TestApp;
  let bucket: TestBucket | undefined;
  beforeAll(async () => {
    bucket = driver === 'S3 bucket' ? await startTestBucket() : undefined;
    t = await buildTestApp({ env: bucket?.env ?? {} });
  });
  afterAll(async () => {
    await t.close();
    await bucket?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: randomIp() });

  /** Two people in a chat, one image sent between them; returns the link the receiver is shown. */
  async function sentImage() {
    const sender = await buildSignedIn(t.app.db);
    const receiver = await buildSignedIn(t.app.db);
    const key = await uploadTestPng(t.app, sender.headers, 'chat', { size: 600 });
    const sent = await api(t)
      .as(sender)
      .call(chatApi.send, { body: { toAccountId: receiver.account.id, imageKey: key } });
    expect(sent.status).toBe(200);
    const chatId = sent.data.chatId;
    const page = await api(t)
      .as(receiver)
      .call(chatApi.messages, { params: { id: chatId } });
    const link = page.data.result[0]!.imageUrl!;
    return { sender, receiver, key, chatId, link };
  }

  it('are stored private and shown to the chat’s members through a signed link, with their smaller copies', async () => {
    const { key, link } = await sentImage();
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row!.acl).toBe('private');
    expect(link).toMatch(/^\/api\/storage\/chat\/[0-9a-f-]{36}\.png\?exp=\d+&sig=[\w-]+$/);

    const image = await get(link);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(600);
    const copy = await get(imageVariantPath(link, 160)!);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
  });

  it('are refused to anyone without a valid link: the public address, no signature, an altered or lapsed one', async () => {
    const { key, link, chatId } = await sentImage();
    const stranger = await buildSignedIn(t.app.db);
    const name = key.slice('chat/'.length);

    // The public address of the file, and its copies, do not exist.
    expect((await get(`/files/${key}`)).statusCode).toBe(404);
    for (const copy of imageVariantKeys(key)) expect((await get(`/files/${copy}`)).statusCode).toBe(404);
    // A stranger cannot read the chat, so never gets a link; guessing one fails.
    expect([403, 404]).toContain(
      (
        await api(t)
          .as(stranger)
          .call(chatApi.messages, { params: { id: chatId } })
      ).status,
    );
    expect((await api(t).as(stranger).call(storageApi.chatImage, { params: { name } })).status).toBe(403);
    expect((await api(t).call(storageApi.chatImage, { params: { name } })).status).toBe(403);
    const altered = link.replace(/sig=./, (match) => (match.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await get(altered)).statusCode).toBe(403);
    const later = link.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 3600}`);
    expect((await get(later)).statusCode).toBe(403);
    // A link for one image does not open another.
    const other = await sentImage();
    expect((await get(link.replace(name, other.key.slice('chat/'.length)))).statusCode).toBe(403);
    // A link made three hours ago has lapsed.
    const old = (await chatImageLinks(t.app.db, new Date(Date.now() - 3 * 60 * 60_000)))(key)!;
    expect((await get(old)).statusCode).toBe(403);
    // The member's own link still works.
    expect((await get(link)).statusCode).toBe(200);
  });

  it('that were stored public before are moved to private storage at start, their public address closed', async () => {
    const sender = await buildSignedIn(t.app.db);
    const receiver = await buildSignedIn(t.app.db);
    const bytes = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    // As uploads were stored before chat images were private.
    const [key] = await storeUploads(t.app.db, t.app.storage, {
      ownerAccountId: sender.account.id,
      modulePath: 'chat',
      acl: 'public',
      files: [bytes],
      box: { width: 1600, height: 1600 },
    });
    const sent = await api(t)
      .as(sender)
      .call(chatApi.send, { body: { toAccountId: receiver.account.id, imageKey: key! } });
    expect(sent.status).toBe(200);
    expect((await get(`/files/${key}`)).statusCode).toBe(200);

    expect(await closePublicChatImages(t.app.db, t.app.storage)).toBeGreaterThanOrEqual(1);
    expect(await closePublicChatImages(t.app.db, t.app.storage)).toBe(0);

    expect((await get(`/files/${key}`)).statusCode).toBe(404);
    for (const copy of imageVariantKeys(key!)) expect((await get(`/files/${copy}`)).statusCode).toBe(404);
    const [message] = await t.app.db.select().from(chatMessages).where(eq(chatMessages.imageKey, key!));
    const page = await api(t)
      .as(receiver)
      .call(chatApi.messages, { params: { id: message!.chatId } });
    const link = page.data.result[0]!.imageUrl!;
    expect((await get(link)).statusCode).toBe(200);
    expect((await get(imageVariantPath(link, 480)!)).statusCode).toBe(200);
  });
});
