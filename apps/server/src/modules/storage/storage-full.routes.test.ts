import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { uploads } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { uploadTestPng } from '../../test/uploads';

/**
 * A full disk while an upload is saved: DATA_DIR on a small tmpfs of the test's own (the tests run as
 * root, as CI does), filled to the brim before an upload of a large image.
 */
const mountPoint = mkdtempSync(join(tmpdir(), 'ideamatch-full-'));
let t: TestApp;
let headers: Record<string, string>;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

beforeAll(async () => {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=640k', 'tmpfs', mountPoint]);
  t = await buildTestApp({ env: { DATA_DIR: mountPoint } });
  ({ headers } = await buildSignedIn(t.app.db));
});

afterAll(async () => {
  await t?.close();
  execFileSync('umount', [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

/** A PNG of random pixels: it does not compress, so it is as large on disk as its pixels say. */
async function noisePng(side: number): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

describe('an upload when the disk is full', () => {
  it('answers 507 STORAGE_FULL, keeps no part of the file and no row, and works again once there is room', async () => {
    const filler = join(mountPoint, 'filler');
    writeFileSync(filler, Buffer.alloc(400 * 1024));
    const before = filesUnder(mountPoint).sort();

    const image = await noisePng(420);
    const form = new FormData();
    form.append('modulePath', 'idea');
    form.append('files', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'big.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/storage/upload',
      headers: { ...headers, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode).toBe(507);
    expect(res.json()).toMatchObject({
      errorCode: 'STORAGE_FULL',
      message: 'There is no room to save the file right now. Please try again later.',
    });
    expect(filesUnder(mountPoint).sort()).toEqual(before);
    const [rows] = await t.app.db.select({ n: count() }).from(uploads);
    expect(rows!.n).toBe(0);

    rmSync(filler);
    const key = await uploadTestPng(t.app, headers, 'idea');
    expect(key).toMatch(/^idea\//);
  });
});
