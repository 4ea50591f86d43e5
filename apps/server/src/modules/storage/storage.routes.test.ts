// Longer than 400 lines: every upload route and file address (public, private, signed, deleted) against
// one app and its stored files.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantKeys, imageVariantPath } from '@ideamatch/shared/image-variants';
import { accountApi } from '@ideamatch/shared/api/account';
import { storageApi } from '@ideamatch/shared/api/storage';
import { accounts, uploads } from '../../db/schema/index';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildSignedIn } from '../../test/factories';
import { startTestBucket, type TestBucket } from '../../test/s3';
import { s3ClientFor, s3OptionsOf } from './storage.driver';
import { copyLocalUploads } from './storage.migrate';
import { claimUploads, deleteOrphanUploads, releaseUploads } from './storage.service';

type Part = { name: string; value: string } | { name: string; bytes: Buffer; filename: string; type: string };

/** A form as a browser builds it; the client encodes it with its multipart boundary. */
function formOf(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([part.bytes], { type: part.type }), part.filename);
  }
  return form;
}

const png = (width = 120, height = 80) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
const file = (bytes: Buffer, filename = 'photo.png', type = 'image/png'): Part => ({
  name: 'files',
  bytes,
  filename,
  type,
});

/** A PNG whose header claims `size`x`size` pixels; only the header is real (a decompression bomb's shape). */
function pngClaiming(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(t: TestApp, headers: Record<string, string>, parts: Part[]) {
  return (
    await api(t)
      .as({ headers })
      .call(storageApi.upload, { body: formOf(parts) })
  ).raw;
}

const uploadRowsOf = (t: TestApp, accountId: string) =>
  t.database.db.select().from(uploads).where(eq(uploads.ownerAccountId, accountId));

describe.each(['local disk', 'S3 bucket'] as const)('storage on the %s', (driver) => {
  let t: TestApp;
  let bucket: TestBucket | undefined;
  beforeAll(async () => {
    bucket = driver === 'S3 bucket' ? await startTestBucket() : undefined;
    t = await buildTestApp({ env: bucket?.env ?? {} });
    expect(t.app.storage.kind).toBe(driver === 'S3 bucket' ? 's3' : 'local');
  });
  afterAll(async () => {
    await t.close();
    await bucket?.close();
  });

  /** Whether the driver holds the file (on disk, or as an object in the bucket). */
  const isStored = async (key: string, acl: 'public' | 'private' = 'public') => {
    if (driver === 'local disk')
      return existsSync(join(t.config.dataDir, acl === 'public' ? 'uploads' : 'private', key));
    const file = await t.app.storage.get(key, acl);
    file?.body.destroy();
    return Boolean(file);
  };
  /** How many files the driver holds. */
  const storedCount = async () => {
    if (driver === 'local disk') {
      const root = join(t.config.dataDir, 'uploads');
      return existsSync(root)
        ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
        : 0;
    }
    const options = s3OptionsOf(t.config)!;
    const listed = await s3ClientFor(options).send(new ListObjectsV2Command({ Bucket: options.bucket }));
    return listed.KeyCount ?? 0;
  };

  describe('POST /api/storage/upload', () => {
    it('stores a real PNG, re-encoded, and serves it at /files/<key>', async () => {
      const { account, headers } = await buildSignedIn(t.database.db);
      const res = await upload(t, headers, [{ name: 'modulePath', value: 'idea' }, file(await png(3000, 600))]);
      expect(res.statusCode).toBe(200);
      const { paths } = res.json().data as { paths: string[] };
      expect(paths).toHaveLength(1);
      expect(paths[0]).toMatch(/^idea\/[0-9a-f-]{36}\.png$/);
      expect(await isStored(paths[0]!)).toBe(true);

      const served = await t.app.inject({ method: 'GET', url: `/files/${paths[0]}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      // Shrunk into twice the suggested idea size (800x800).
      const meta = await sharp(served.rawPayload).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual({ width: 1600, height: 320 });

      const [row] = await uploadRowsOf(t, account.id);
      expect(row).toMatchObject({ key: paths[0], modulePath: 'idea', acl: 'public', mime: 'image/png', width: 1600 });
      expect(row!.isReferenced).toBe(false);
    });

    it('stores WebP copies at each variant width beside the image, and deletes them with it', async () => {
      const { headers } = await buildSignedIn(t.database.db);
      const res = await upload(t, headers, [{ name: 'modulePath', value: 'idea' }, file(await png(1200, 600))]);
      const key = res.json().data.paths[0] as string;
      for (const width of IMAGE_VARIANT_WIDTHS) {
        const served = await t.app.inject({ method: 'GET', url: `/files/${imageVariantPath(key, width)}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        const meta = await sharp(served.rawPayload).metadata();
        expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width });
      }

      const deleted = await api(t)
        .as({ headers })
        .call(storageApi.delete, { body: { paths: [key] } });
      expect(deleted.status).toBe(200);
      for (const variant of imageVariantKeys(key)) expect(await isStored(variant)).toBe(false);
    });

    it('keeps the order of the files sent and strips JPEG metadata', async () => {
      const { headers } = await buildSignedIn(t.database.db);
      const jpeg = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#c00' } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'secret camera owner' } })
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const res = await upload(t, headers, [
        file(jpeg, 'a.jpg', 'image/jpeg'),
        file(await png(10, 10)),
        { name: 'modulePath', value: 'idea' },
      ]);
      expect(res.statusCode).toBe(200);
      const { paths } = res.json().data as { paths: string[] };
      expect(paths.map((p) => p.split('.').pop())).toEqual(['jpg', 'png']);
      const stored = await t.app.inject({ method: 'GET', url: `/files/${paths[0]}` });
      expect(stored.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
    });

    it('refuses a GIF named .jpg, by its bytes', async () => {
      const { headers } = await buildSignedIn(t.database.db);
      const gif = Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.alloc(64)]);
      const res = await upload(t, headers, [{ name: 'modulePath', value: 'idea' }, file(gif, 'cat.jpg', 'image/jpeg')]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'UNSUPPORTED_IMAGE',
        message: 'Only JPEG and PNG images are allowed.',
      });
    });

    it('answers 413 for a 6 MB file and stores nothing', async () => {
      const { account, headers } = await buildSignedIn(t.database.db);
      const before = await storedCount();
      const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]);
      const res = await upload(t, headers, [{ name: 'modulePath', value: 'idea' }, file(big)]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        errorCode: 'PAYLOAD_TOO_LARGE',
        message: 'The image is too large. The maximum size is 5 MB.',
      });
      expect(await storedCount()).toBe(before);
      expect(await uploadRowsOf(t, account.id)).toHaveLength(0);
    });

    it('answers 413 over a real connection too, while the client is still sending', async () => {
      const { headers } = await buildSignedIn(t.database.db);
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const form = new FormData();
      form.append('modulePath', 'idea');
      form.append('files', new Blob([await png(), Buffer.alloc(20 * 1024 * 1024)], { type: 'image/png' }), 'big.png');
      const res = await fetch(`${address}/api/storage/upload`, { method: 'POST', body: form, headers });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { message: string }).message).toBe(
        'The image is too large. The maximum size is 5 MB.',
      );
    });

    it('refuses more than 7 images', async () => {
      const { account, headers } = await buildSignedIn(t.database.db);
      const image = await png(8, 8);
      const res = await upload(t, headers, [
        { name: 'modulePath', value: 'idea' },
        ...Array.from({ length: 8 }, () => file(image)),
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'You can upload up to 7 images.' });
      expect(await uploadRowsOf(t, account.id)).toHaveLength(0);
    });

    it('refuses a PNG claiming 20000x20000 pixels from its header, without decoding it', async () => {
      const { account, headers } = await buildSignedIn(t.database.db);
      const before = process.memoryUsage().rss;
      const res = await upload(t, headers, [{ name: 'modulePath', value: 'idea' }, file(pngClaiming(20_000))]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^The image is too large\./);
      // Decoding 20000x20000 RGB would take 1.2 GB.
      expect(process.memoryUsage().rss - before).toBeLessThan(300 * 1024 * 1024);
      expect(await uploadRowsOf(t, account.id)).toHaveLength(0);
    });

    it('lets a caller write under its own account and its sub-accounts, not someone else', async () => {
      const { account, headers } = await buildSignedIn(t.database.db);
      const sub = await buildAccount(t.database.db, { ownerAccountId: account.id, email: null });
      const stranger = await buildAccount(t.database.db);
      const image = await png(20, 20);

      const own = await upload(t, headers, [{ name: 'modulePath', value: `account/${account.id}` }, file(image)]);
      expect(own.statusCode).toBe(200);
      expect(own.json().data.paths[0]).toMatch(new RegExp(`^account/${account.id}/[0-9a-f-]{36}\\.png$`));
      const ofSub = await upload(t, headers, [{ name: 'modulePath', value: `account/${sub.id}` }, file(image)]);
      expect(ofSub.statusCode).toBe(200);

      const other = await upload(t, headers, [{ name: 'modulePath', value: `account/${stranger.id}` }, file(image)]);
      expect(other.statusCode).toBe(403);
      const bad = await upload(t, headers, [{ name: 'modulePath', value: '../../etc' }, file(image)]);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual([
        { field: 'modulePath', code: 'MODULE_PATH_INVALID', message: 'modulePath must be idea, chat or account/<id>.' },
      ]);
    });

    it('keeps private files off /files', async () => {
      const { headers } = await buildSignedIn(t.database.db);
      const res = await upload(t, headers, [
        { name: 'modulePath', value: 'idea' },
        { name: 'acl', value: 'private' },
        file(await png(10, 10)),
      ]);
      expect(res.statusCode).toBe(200);
      const key = res.json().data.paths[0] as string;
      expect(await isStored(key, 'private')).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: `/files/${key}` })).statusCode).toBe(404);
    });

    it('needs a logged-in main account', async () => {
      const body = formOf([{ name: 'modulePath', value: 'idea' }, file(await png(10, 10))]);
      const res = await api(t).call(storageApi.upload, { body });
      expect(res.status).toBe(401);
    });
  });

  describe('DELETE /api/storage', () => {
    it('deletes own uploads and refuses someone else’s', async () => {
      const owner = await buildSignedIn(t.database.db);
      const other = await buildSignedIn(t.database.db);
      const res = await upload(t, owner.headers, [{ name: 'modulePath', value: 'idea' }, file(await png(10, 10))]);
      const key = res.json().data.paths[0] as string;

      const forbidden = await api(t)
        .as(other)
        .call(storageApi.delete, { body: { paths: [key] } });
      expect(forbidden.status).toBe(403);
      expect(await isStored(key)).toBe(true);

      const deleted = await api(t)
        .as(owner)
        .call(storageApi.delete, { body: { paths: [key, 'idea/missing.png'] } });
      expect(deleted.status).toBe(200);
      expect(await isStored(key)).toBe(false);
      expect(await uploadRowsOf(t, owner.account.id)).toHaveLength(0);
    });
  });

  describe('claiming, releasing and sweeping uploads', () => {
    it('claims own keys (also from a sub-account), refuses others, and sweeps only old unclaimed ones', async () => {
      const db = t.database.db;
      const { account, headers } = await buildSignedIn(db);
      const sub = await buildAccount(db, { ownerAccountId: account.id, email: null });
      const stranger = await buildAccount(db);
      const res = await upload(t, headers, [
        { name: 'modulePath', value: 'idea' },
        file(await png(10, 10)),
        file(await png(12, 12)),
        file(await png(14, 14)),
      ]);
      const [kept, orphan, fresh] = res.json().data.paths as [string, string, string];

      await expect(claimUploads(db, { keys: [kept], accountId: stranger.id })).rejects.toMatchObject({
        statusCode: 400,
      });
      await claimUploads(db, { keys: [kept], accountId: sub.id });

      const old = new Date(Date.now() - 25 * 60 * 60_000);
      await db.update(uploads).set({ createdAt: old }).where(eq(uploads.ownerAccountId, account.id));
      await db.update(uploads).set({ createdAt: new Date() }).where(eq(uploads.key, fresh));

      expect(await deleteOrphanUploads(db, t.app.storage)).toBe(1);
      const left = (await uploadRowsOf(t, account.id)).map((row) => row.key).sort();
      expect(left).toEqual([kept, fresh].sort());
      expect(await isStored(orphan)).toBe(false);
      expect(await isStored(kept)).toBe(true);

      await releaseUploads(db, t.app.storage, [kept, 'idea/never-existed.png']);
      expect(await isStored(kept)).toBe(false);
      expect((await uploadRowsOf(t, account.id)).map((row) => row.key)).toEqual([fresh]);
      // The account rows were untouched.
      expect(await db.select().from(accounts).where(eq(accounts.id, account.id))).toHaveLength(1);
    });
  });
});

describe('S3 bucket addresses', () => {
  let t: TestApp;
  let bucket: TestBucket;
  beforeAll(async () => {
    bucket = await startTestBucket();
    t = await buildTestApp({ env: { ...bucket.env, S3_PUBLIC_URL: `${bucket.endpoint}/${bucket.bucket}` } });
  });
  afterAll(async () => {
    await t.close();
    await bucket.close();
  });

  it('links public files to S3_PUBLIC_URL, still serves them at /files, and presigns private ones', async () => {
    const { account, headers } = await buildSignedIn(t.database.db);
    const publicRes = await upload(t, headers, [
      { name: 'modulePath', value: `account/${account.id}` },
      file(await png(10, 10)),
    ]);
    const key = publicRes.json().data.paths[0] as string;
    const saved = await api(t)
      .as({ headers })
      .call(accountApi.update, { params: { id: account.id }, body: { profileImage: key } });
    expect(saved.status).toBe(200);
    const url = saved.data.profileImageUrl;
    expect(url).toBe(`${bucket.endpoint}/${bucket.bucket}/public/${key}`);
    const direct = await fetch(url!);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/png');

    const served = await t.app.inject({ method: 'GET', url: `/files/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/files/idea/missing.png' })).statusCode).toBe(404);

    const privateRes = await upload(t, headers, [
      { name: 'modulePath', value: 'idea' },
      { name: 'acl', value: 'private' },
      file(await png(10, 10)),
    ]);
    const privateKey = privateRes.json().data.paths[0] as string;
    expect((await t.app.inject({ method: 'GET', url: `/files/${privateKey}` })).statusCode).toBe(404);
    const signed = await t.app.storage.signedUrl(privateKey, 60);
    expect(signed).toContain('X-Amz-Expires=60');
    const fetched = await fetch(signed!);
    expect(fetched.status).toBe(200);
    expect((await sharp(Buffer.from(await fetched.arrayBuffer())).metadata()).width).toBe(10);
  });

  it('copies a local data directory into the bucket once (npm run storage:migrate)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ideamatch-migrate-'));
    mkdirSync(join(dataDir, 'uploads', 'idea'), { recursive: true });
    mkdirSync(join(dataDir, 'private', 'chat'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'idea', 'old.png'), await png(6, 6));
    writeFileSync(join(dataDir, 'private', 'chat', 'secret.png'), await png(7, 7));
    try {
      expect(await copyLocalUploads(dataDir, t.app.storage)).toEqual({ copied: 2, skipped: 0 });
      expect(await copyLocalUploads(dataDir, t.app.storage)).toEqual({ copied: 0, skipped: 2 });
      const served = await t.app.inject({ method: 'GET', url: '/files/idea/old.png' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      const secret = await fetch((await t.app.storage.signedUrl('chat/secret.png'))!);
      expect((await sharp(Buffer.from(await secret.arrayBuffer())).metadata()).width).toBe(7);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
