import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantKeys } from '@ideamatch/shared/image-variants';
import { ideas, uploads } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { startTestBucket, type TestBucket } from '../../test/s3';
import { uploadTestPng } from '../../test/uploads';
import { ideaPayload } from '../ideas/idea.test-helpers';
import { api } from '../../test/api-client';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { accountApi } from '@ideamatch/shared/api/account';

/**
 * Wherever the product drops an image, its WebP copies go with it: replacing or removing an idea's
 * image, replacing a profile picture, the clean-up of ideas deleted long ago, and unclaimed uploads.
 */
describe.each(['local disk', 'S3 bucket'] as const)('images dropped on the %s', (driver) => {
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

  /** Which of the image's stored keys (the original, then each copy) the driver still holds. */
  const stored = async (key: string) => {
    const held: string[] = [];
    for (const each of [key, ...imageVariantKeys(key)]) {
      if (driver === 'local disk') {
        if (existsSync(join(t.config.dataDir, 'uploads', each))) held.push(each);
        continue;
      }
      const file = await t.app.storage.get(each, 'public');
      file?.body.destroy();
      if (file) held.push(each);
    }
    return held;
  };
  const everyKey = (key: string) => [key, ...imageVariantKeys(key)];
  const upload = (headers: Record<string, string>, modulePath: string) =>
    uploadTestPng(t.app, headers, modulePath, { size: 1000 });

  it('when an idea’s image is replaced, then removed', async () => {
    const owner = await buildSignedIn(t.app.db);
    const first = await upload(owner.headers, 'idea');
    const second = await upload(owner.headers, 'idea');
    expect(await stored(first)).toEqual(everyKey(first));
    const created = await api(t)
      .as(owner)
      .call(ideaApi.create, { body: ideaPayload({ ideaAttachments: [{ key: first }] }) });
    const id = created.data.id;

    const replaced = await api(t)
      .as(owner)
      .call(ideaApi.update, { params: { id }, body: { ideaAttachments: [{ key: second }] } });
    expect(replaced.status).toBe(200);
    expect(await stored(first)).toEqual([]);
    expect(await stored(second)).toEqual(everyKey(second));

    const removed = await api(t)
      .as(owner)
      .call(ideaApi.update, { params: { id }, body: { ideaAttachments: [] } });
    expect(removed.status).toBe(200);
    expect(await stored(second)).toEqual([]);
  });

  it('when a profile picture is replaced', async () => {
    const me = await buildSignedIn(t.app.db);
    const setPicture = (key: string) =>
      api(t)
        .as(me)
        .call(accountApi.update, { params: { id: me.account.id }, body: { profileImage: key } });
    const old = await upload(me.headers, `account/${me.account.id}`);
    expect((await setPicture(old)).status).toBe(200);
    const next = await upload(me.headers, `account/${me.account.id}`);
    expect((await setPicture(next)).status).toBe(200);
    expect(await stored(old)).toEqual([]);
    expect(await stored(next)).toEqual(everyKey(next));
  });

  it('when the clean-up removes the images of an idea deleted over 30 days ago, and unclaimed uploads', async () => {
    const owner = await buildSignedIn(t.app.db);
    const image = await upload(owner.headers, 'idea');
    const created = await api(t)
      .as(owner)
      .call(ideaApi.create, { body: ideaPayload({ ideaAttachments: [{ key: image }] }) });
    const id = created.data.id;
    expect((await api(t).as(owner).call(ideaApi.delete, { params: { id } })).status).toBe(200);
    await t.app.db
      .update(ideas)
      .set({ updatedAt: new Date(Date.now() - 31 * 24 * 60 * 60_000) })
      .where(eq(ideas.id, id));
    const orphan = await upload(owner.headers, 'idea');
    await t.app.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(eq(uploads.key, orphan));
    expect(await stored(image)).toEqual(everyKey(image));
    expect(await stored(orphan)).toEqual(everyKey(orphan));

    await t.app.jobs.runNow('cleanup');

    expect(await stored(image)).toEqual([]);
    expect(await stored(orphan)).toEqual([]);
  });
});
