import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRole } from '@ideamatch/shared';
import { accounts, uploads } from '../db/schema/index';
import { createSession } from '../modules/auth/session.service';
import { buildTestApp, type TestApp } from '../test/build-app';
import { seedDemoData } from './demo-data';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.database.db, { uploadsDir: join(t.config.dataDir, 'uploads') });
});
afterAll(() => t.close());

const byUsername = async (username: string) =>
  (await t.database.db.select().from(accounts).where(eq(accounts.username, username)))[0]!;

describe('demo seed', () => {
  it('has a SuperAdmin and an Admin', async () => {
    expect((await byUsername('admin')).role).toBe(AccountRole.SuperAdmin);
    expect((await byUsername('moderator')).role).toBe(AccountRole.Admin);
  });

  it('gives people a served 600x600 avatar and 1280x320 background, recorded as referenced uploads', async () => {
    const malee = await byUsername('malee');
    const res = await t.app.inject({ method: 'GET', url: `/api/account/${malee.id}` });
    const { profileImageUrl, backgroundImageUrl } = res.json().data as Record<string, string>;
    expect(profileImageUrl).toBe(`/files/account/${malee.id}/avatar-demo.png`);
    for (const [url, width, height] of [
      [profileImageUrl, 600, 600],
      [backgroundImageUrl, 1280, 320],
    ] as const) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width, height });
    }
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.key, malee.profileImage!));
    expect(row).toMatchObject({ ownerAccountId: malee.id, isReferenced: true, modulePath: `account/${malee.id}` });
  });

  it("gives 'somchai' two sub-accounts with avatars, listed by the endpoint", async () => {
    const somchai = await byUsername('somchai');
    const { token } = await createSession(t.database.db, { accountId: somchai.id });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account/sub-accounts',
      headers: { authorization: `Bearer ${token}` },
    });
    const entries = res.json().data as { account: { username: string; profileImageUrl: string } }[];
    expect(entries.map((e) => e.account.username)).toEqual(['somchai.coffee', 'somchai.team']);
    const avatar = await t.app.inject({ method: 'GET', url: entries[0]!.account.profileImageUrl });
    expect(avatar.statusCode).toBe(200);
  });

  it('does nothing on a second run', async () => {
    expect(await seedDemoData(t.database.db, { uploadsDir: join(t.config.dataDir, 'uploads') })).toBe(false);
  });
});
