import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, uploads } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { uploadTestPng } from '../../test/uploads';
import { buildAccount, buildSignedIn } from '../../test/factories';
import { api } from '../../test/api-client';
import { accountApi } from '@ideamatch/shared/api/account';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const patch = (id: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  api(t).call(accountApi.update, { params: { id }, body: payload, headers });

const uploadPng = (headers: Record<string, string>, modulePath: string) =>
  uploadTestPng(t.app, headers, modulePath, { color: '#228be6' });

const uploadRow = async (key: string) => (await t.database.db.select().from(uploads).where(eq(uploads.key, key)))[0];
const fileExists = (key: string) => existsSync(join(t.config.dataDir, 'uploads', key));

describe('GET /api/account/{id}', () => {
  it('shows public fields only, to visitors too', async () => {
    const account = await buildAccount(t.database.db, {
      miniBio: 'Coffee and code',
      achievements: [{ name: 'Best barista 2024' }],
      isNewsAndPromotion: true,
    });
    const res = await api(t).call(accountApi.get, { params: { id: account.id } });
    expect(res.status).toBe(200);
    const data = res.data;
    expect(data).toMatchObject({
      id: account.id,
      username: account.username,
      firstName: account.firstName,
      miniBio: 'Coffee and code',
      achievements: [{ name: 'Best barista 2024' }],
      profileImageUrl: null,
    });
    expect(Object.keys(data).sort()).toEqual(
      [
        'id',
        'username',
        'firstName',
        'middleName',
        'lastName',
        'miniBio',
        'bio',
        'profileImageUrl',
        'backgroundImageUrl',
        'achievements',
        'joinedAt',
        // What partner search and suggestions show of a person.
        'skillsOffered',
        'skillsSought',
        'interestedCategories',
        'timeCommitment',
        'location',
        'isLookingForPartner',
      ].sort(),
    );
    expect(JSON.stringify(data)).not.toContain('@example.test');
  });

  it('answers 404 for unknown and deactivated accounts', async () => {
    const unknown = await api(t).call(accountApi.get, { params: { id: '01900000-0000-7000-8000-00000000dead' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: 'NOT_FOUND' });
    const gone = await buildAccount(t.database.db, { isDeactivated: true });
    expect((await api(t).call(accountApi.get, { params: { id: gone.id } })).status).toBe(404);
  });
});

describe('PATCH /api/account/{id}', () => {
  it('changes only the fields sent, trimmed', async () => {
    const { account, headers } = await buildSignedIn(t.database.db, {
      firstName: 'Somchai',
      lastName: 'Jaidee',
      bio: 'Long bio',
      achievements: [{ name: 'First' }],
    });
    const res = await patch(account.id, headers, { miniBio: '  Builder of things  ', language: 'EN' });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      id: account.id,
      email: account.email,
      firstName: 'Somchai',
      lastName: 'Jaidee',
      bio: 'Long bio',
      miniBio: 'Builder of things',
      achievements: [{ name: 'First' }],
      language: 'EN',
    });
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row).toMatchObject({ firstName: 'Somchai', lastName: 'Jaidee', bio: 'Long bio', language: 'EN' });

    const cleared = await patch(account.id, headers, { lastName: '', achievements: [{ name: ' Second ' }] });
    expect(cleared.data).toMatchObject({ lastName: null, achievements: [{ name: 'Second' }] });
  });

  it('refuses an empty achievement name and over-long text with field errors', async () => {
    const { account, headers } = await buildSignedIn(t.database.db);
    const res = await patch(account.id, headers, { achievements: [{ name: 'Good' }, { name: '   ' }] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      details: [
        { field: 'achievements.1.name', code: 'PROFILE_ACHIEVEMENT_EMPTY', message: 'Achievement cannot be empty' },
      ],
    });
    const long = await patch(account.id, headers, { miniBio: 'x'.repeat(161) });
    expect(long.status).toBe(400);
    expect(long.body.details).toEqual([
      { field: 'miniBio', code: 'MINI_BIO_TOO_LONG', message: 'Mini bio must be at most 160 characters' },
    ]);
  });

  it("refuses someone else's profile (403) and needs a session (401)", async () => {
    const { headers } = await buildSignedIn(t.database.db);
    const other = await buildAccount(t.database.db, { firstName: 'Other' });
    const res = await patch(other.id, headers, { firstName: 'Hacked' });
    expect(res.status).toBe(403);
    expect((await patch(other.id, {}, { firstName: 'Hacked' })).status).toBe(401);
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, other.id));
    expect(row!.firstName).toBe('Other');
  });

  it('edits an own sub-account and answers its public profile', async () => {
    const { account, headers } = await buildSignedIn(t.database.db);
    const sub = await buildAccount(t.database.db, { ownerAccountId: account.id, email: null });
    const res = await patch(sub.id, headers, { miniBio: 'Best coffee in town' });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: sub.id, miniBio: 'Best coffee in town' });
    expect(res.data).not.toHaveProperty('email');
    const mainOnly = await patch(sub.id, headers, { language: 'EN' });
    expect(mainOnly.status).toBe(400);
  });

  it('claims an uploaded profile image, releases the replaced one and deletes listed attachments', async () => {
    const { account, headers } = await buildSignedIn(t.database.db);
    const first = await uploadPng(headers, `account/${account.id}`);
    const res = await patch(account.id, headers, { profileImage: first });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ profileImage: first, profileImageUrl: `/files/${first}` });
    expect((await uploadRow(first))!.isReferenced).toBe(true);

    const second = await uploadPng(headers, `account/${account.id}`);
    const unused = await uploadPng(headers, `account/${account.id}`);
    const replaced = await patch(account.id, headers, { profileImage: second, toDeleteAttachments: [unused] });
    expect(replaced.data).toMatchObject({ profileImage: second });
    expect(await uploadRow(first)).toBeUndefined();
    expect(fileExists(first)).toBe(false);
    expect(await uploadRow(unused)).toBeUndefined();
    expect(fileExists(second)).toBe(true);

    const removed = await patch(account.id, headers, { profileImage: null });
    expect(removed.data).toMatchObject({ profileImage: null, profileImageUrl: null });
    expect(await uploadRow(second)).toBeUndefined();
  });

  it("refuses another user's upload key and leaves the record as it was", async () => {
    const owner = await buildSignedIn(t.database.db);
    const key = await uploadPng(owner.headers, `account/${owner.account.id}`);
    const { account, headers } = await buildSignedIn(t.database.db, { firstName: 'Before' });
    const res = await patch(account.id, headers, { firstName: 'After', backgroundImage: key });
    expect(res.status).toBe(400);
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row).toMatchObject({ firstName: 'Before', backgroundImage: null });
    const ideaKey = await patch(account.id, headers, { profileImage: 'idea/demo-1.jpg' });
    expect(ideaKey.body.details).toEqual([
      { field: 'profileImage', code: 'IMAGE_KEY_INVALID', message: 'Please upload this image again.' },
    ]);
    // Listing someone else's upload for deletion is ignored, not obeyed.
    await patch(account.id, headers, { toDeleteAttachments: [key] });
    expect(await uploadRow(key)).toBeDefined();
  });
});
