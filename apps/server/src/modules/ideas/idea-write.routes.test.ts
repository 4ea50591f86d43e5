import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ideas, uploads } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdeaUploads, buildSignedIn } from '../../test/factories';
import { ideaPayload } from './idea.test-helpers';
import { api } from '../../test/api-client';
import { storageApi } from '@ideamatch/shared/api/storage';
import { ideaApi } from '@ideamatch/shared/api/idea';

let t: TestApp;
let owner: Awaited<ReturnType<typeof buildSignedIn>>;
let other: Awaited<ReturnType<typeof buildSignedIn>>;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await buildSignedIn(t.database.db);
  other = await buildSignedIn(t.database.db);
});
afterAll(() => t.close());

/** Any body, valid or not: these tests are about what the server refuses. */
const create = (payload: unknown, headers = owner.headers) =>
  api(t).as({ headers }).send(ideaApi.create, { body: payload });
const patch = (id: string, payload: unknown, headers = owner.headers) =>
  api(t).as({ headers }).send(ideaApi.update, { params: { id }, body: payload });
/**
 * Makes the database refuse any idea row whose text holds `marker` (a trigger raising an error), so a
 * test can see how an unexpected database failure is answered; returns the undo.
 */
const failIdeaWrites = async (marker: string) => {
  await t.database.db.execute(
    sql.raw(`create or replace function test_fail_idea() returns trigger language plpgsql as $$
      begin
        if new.name like '%${marker}%' or new.detail like '%${marker}%' then raise exception 'refused by test'; end if;
        return new;
      end $$`),
  );
  await t.database.db.execute(
    sql.raw(
      'create trigger test_fail_idea before insert or update on ideas for each row execute function test_fail_idea()',
    ),
  );
  return async () => {
    await t.database.db.execute(sql.raw('drop trigger test_fail_idea on ideas'));
  };
};

const detailMessages = (body: { details?: { field: string; message: string }[] }) =>
  Object.fromEntries((body.details ?? []).map((detail) => [detail.field, detail.message]));

async function uploadPng(): Promise<string> {
  const form = new FormData();
  form.append('modulePath', 'idea');
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c63' } })
    .png()
    .toBuffer();
  form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  const res = await api(t).as(owner).call(storageApi.upload, { body: form });
  expect(res.status).toBe(200);
  return res.data.paths[0]!;
}

describe('POST /api/idea', () => {
  it('creates an idea with three uploaded images and answers its detail', async () => {
    const keys = [await uploadPng(), await uploadPng(), await uploadPng()];
    const res = await create(ideaPayload({ ideaAttachments: keys.map((key) => ({ key })) }));
    expect(res.status).toBe(200);
    const idea = res.data;
    expect(idea).toMatchObject({
      name: 'Coffee cart co-op',
      category: 'food',
      achievements: ['First pilot at Silom', 'Break-even in 3 months'],
      businessModel: 'Monthly membership',
      isHidden: false,
      status: 1,
      views: 0,
      shareCount: 0,
      isOwner: true,
      myReview: null,
      owner: { id: owner.account.id },
    });
    expect(idea.ideaAttachments.map((a: { key: string }) => a.key)).toEqual(keys);
    const image = await api(t).request({ method: 'GET', url: idea.ideaAttachments[0]!.url });
    expect(image.status).toBe(200);
    const claimed = await t.database.db.select().from(uploads).where(inArray(uploads.key, keys));
    expect(claimed.every((row) => row.isReferenced)).toBe(true);
    const list = await api(t).call(ideaApi.list);
    expect(list.data.result.map((card) => card.id)).toContain(idea.id);
  });

  it('says which required field is empty, for missing and for blank values', async () => {
    const missing = await create({});
    expect(missing.status).toBe(400);
    expect(missing.body.errorCode).toBe('VALIDATION_ERROR');
    expect(detailMessages(missing.body)).toMatchObject({
      name: 'Name cannot be empty',
      categoryId: 'Category cannot be empty',
      description: 'Description cannot be empty',
    });
    // Detail and accomplishments are optional: only name, category and description are required.
    expect(detailMessages(missing.body)).not.toHaveProperty('detail');
    expect(detailMessages(missing.body)).not.toHaveProperty('achievements');
    const blank = await create(ideaPayload({ name: '  ', categoryId: '', description: ' ', achievements: [] }));
    expect(detailMessages(blank.body)).toEqual({
      name: 'Name cannot be empty',
      categoryId: 'Category cannot be empty',
      description: 'Description cannot be empty',
    });
    const withoutDetail = await create(ideaPayload({ detail: undefined, businessModel: undefined }));
    expect(withoutDetail.status).toBe(200);
    expect(withoutDetail.data.detail).toBe('');
    const oneBlank = await create(ideaPayload({ achievements: ['Pilot', ' '] }));
    expect(detailMessages(oneBlank.body)).toEqual({ 'achievements.1': 'Achievement cannot be empty' });
    expect(oneBlank.body.message).toBe('Achievement cannot be empty');
  });

  it('posts an idea without accomplishments, in each newer category, and finds it by the category word', async () => {
    const none = await create(ideaPayload({ achievements: undefined }));
    expect(none.status).toBe(200);
    expect(none.data.achievements).toEqual([]);
    expect((await create(ideaPayload({ achievements: [] }))).status).toBe(200);

    for (const categoryId of ['agriculture', 'crafts', 'education', 'services', 'other', 'traveling']) {
      const res = await create(ideaPayload({ categoryId, name: `Orchard stay ${categoryId}` }));
      expect([categoryId, res.status, res.data.categoryId]).toEqual([categoryId, 200, categoryId]);
    }
    const byThaiWord = await api(t).call(ideaApi.list, { query: { q: 'เกษตร' } });
    expect(byThaiWord.data.result.map((card) => card.name)).toContain('Orchard stay agriculture');
    const filtered = await api(t).call(ideaApi.list, { query: { categoryId: 'crafts' } });
    expect(filtered.data.result.map((card) => card.name)).toEqual(['Orchard stay crafts']);
  });

  it('refuses an unknown category and over-long text', async () => {
    const res = await create(
      ideaPayload({
        categoryId: 'cars',
        name: 'n'.repeat(121),
        description: 'd'.repeat(501),
        detail: 'x'.repeat(10_001),
        businessModel: 'b'.repeat(5_001),
      }),
    );
    expect(detailMessages(res.body)).toEqual({
      categoryId: 'Category is invalid',
      name: 'Name must be at most 120 characters',
      description: 'Description must be at most 500 characters',
      detail: 'Detail must be at most 10000 characters',
      businessModel: 'Business model must be at most 5000 characters',
    });
  });

  it('refuses 8 images', async () => {
    const keys = await buildIdeaUploads(t.database.db, owner.account.id, 8);
    const res = await create(ideaPayload({ ideaAttachments: keys.map((key) => ({ key })) }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You can upload up to 7 images.');
    expect(detailMessages(res.body)).toEqual({ ideaAttachments: 'You can upload up to 7 images.' });
  });

  it("refuses someone else's upload and saves nothing", async () => {
    const [key] = await buildIdeaUploads(t.database.db, other.account.id, 1);
    const res = await create(ideaPayload({ name: 'Borrowed picture', ideaAttachments: [{ key }] }));
    expect(res.status).toBe(400);
    expect(res.body.details?.[0]?.field).toBe('ideaAttachments');
    expect(await t.database.db.select().from(ideas).where(eq(ideas.name, 'Borrowed picture'))).toEqual([]);
    const [used] = (await t.database.db.select().from(uploads).where(eq(uploads.isReferenced, true)).limit(1)).map(
      (row) => row.key,
    );
    const reused = await create(ideaPayload({ name: 'Reused picture', ideaAttachments: [{ key: used }] }));
    expect(detailMessages(reused.body)).toEqual({
      ideaAttachments: 'This image was not uploaded by you. Please upload it again.',
    });
    const notIdea = await create(ideaPayload({ ideaAttachments: [{ key: 'account/x.jpg' }] }));
    expect(detailMessages(notIdea.body)).toEqual({ 'ideaAttachments.0.key': 'Please upload this image again.' });
  });

  it('answers "Create idea failed" when saving fails for another reason', async () => {
    const undo = await failIdeaWrites('explode');
    const res = await create(ideaPayload({ name: 'Will explode' }));
    await undo();
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ message: 'Create idea failed', errorCode: 'CREATE_IDEA_FAILED' });
  });

  it('needs a logged-in account', async () => {
    const res = await create(ideaPayload(), {} as typeof owner.headers);
    expect(res.status).toBe(401);
  });
});

describe('PATCH /api/idea/{id}', () => {
  let id: string;
  let keys: string[];

  beforeAll(async () => {
    keys = await buildIdeaUploads(t.database.db, owner.account.id, 3);
    const res = await create(ideaPayload({ name: 'Editable', ideaAttachments: keys.map((key) => ({ key })) }));
    id = res.data.id;
  });

  it('changes only the fields sent', async () => {
    const res = await patch(id, { name: 'Edited name', achievements: ['Only one now'] });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      name: 'Edited name',
      description: expect.stringMatching(/^Shared coffee carts for office towers/),
      achievements: ['Only one now'],
      businessModel: 'Monthly membership',
    });
    expect(res.data.ideaAttachments).toHaveLength(3);
    const cleared = await patch(id, { businessModel: '' });
    expect(cleared.data.businessModel).toBeNull();
  });

  it('reorders, drops and adds images, deleting the dropped and discarded uploads after saving', async () => {
    const before = (await api(t).as(owner).call(ideaApi.get, { params: { id } })).data;
    const [added, discarded] = await buildIdeaUploads(t.database.db, owner.account.id, 2);
    const gallery = [
      { id: before.ideaAttachments[2]!.id, key: keys[2] },
      { key: added },
      { id: before.ideaAttachments[0]!.id, key: keys[0] },
    ];
    const res = await patch(id, { ideaAttachments: gallery, ideaToDeleteAttachments: [keys[1], discarded] });
    expect(res.status).toBe(200);
    const after = res.data.ideaAttachments as { id: string; key: string }[];
    expect(after.map((a) => a.key)).toEqual([keys[2], added, keys[0]]);
    expect(after[0]!.id).toBe(before.ideaAttachments[2]!.id);
    const rows = await t.database.db
      .select()
      .from(uploads)
      .where(inArray(uploads.key, [...keys, added!, discarded!]));
    expect(Object.fromEntries(rows.map((row) => [row.key, row.isReferenced]))).toEqual({
      [keys[0]!]: true,
      [keys[2]!]: true,
      [added!]: true,
    });
  });

  it('validates like creation', async () => {
    const empty = await patch(id, { name: '', achievements: [''] });
    expect(detailMessages(empty.body)).toEqual({
      name: 'Name cannot be empty',
      'achievements.0': 'Achievement cannot be empty',
    });
    const many = await buildIdeaUploads(t.database.db, owner.account.id, 8);
    const tooMany = await patch(id, { ideaAttachments: many.map((key) => ({ key })) });
    expect(tooMany.body.message).toBe('You can upload up to 7 images.');
  });

  it('answers "Update idea fail" when saving fails for another reason', async () => {
    const undo = await failIdeaWrites('explode');
    const res = await patch(id, { detail: 'will explode' });
    await undo();
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ message: 'Update idea fail', errorCode: 'UPDATE_IDEA_FAILED' });
  });

  it('is refused to anyone but the owner', async () => {
    expect((await patch(id, { name: 'Mine now' }, other.headers)).status).toBe(403);
    expect((await patch(id, { name: 'Mine now' }, {} as typeof owner.headers)).status).toBe(401);
    expect((await patch('0190aaaa-0000-7000-8000-000000000000', { name: 'x' })).status).toBe(404);
    const [row] = await t.database.db.select().from(ideas).where(eq(ideas.id, id));
    expect(row!.name).toBe('Edited name');
  });
});

describe('hiding and deleting', () => {
  let id: string;
  const get = (headers?: Record<string, string>) => api(t).call(ideaApi.get, { params: { id }, headers });
  const hide = (isHidden: boolean, headers = owner.headers) =>
    api(t).call(ideaApi.hide, { params: { id }, body: { isHidden }, headers });
  const listedIn = async (list: Promise<{ data: { result: { id: string }[] } }>) =>
    (await list).data.result.map((card) => card.id);

  beforeAll(async () => {
    id = (await create(ideaPayload({ name: 'Hide and seek' }))).data.id;
  });

  it('hides from others but not from the owner, and shows again', async () => {
    expect((await hide(true, other.headers)).status).toBe(403);
    const res = await hide(true);
    expect(res.data).toEqual({ id, isHidden: true });
    expect(await listedIn(api(t).call(ideaApi.list))).not.toContain(id);
    expect(await listedIn(api(t).call(ideaApi.ofAccount, { params: { id: owner.account.id } }))).not.toContain(id);
    expect((await get()).status).toBe(404);
    expect((await get(other.headers)).status).toBe(404);
    expect((await get(owner.headers)).data).toMatchObject({ id, isHidden: true, isOwner: true });
    const mine = (await api(t).as(owner).call(ideaApi.mine)).data;
    expect(mine.result.find((card) => card.id === id)).toMatchObject({ isHidden: true });
    expect((await hide(false)).status).toBe(200);
    expect(await listedIn(api(t).call(ideaApi.ofAccount, { params: { id: owner.account.id } }))).toContain(id);
    expect((await get()).status).toBe(200);
  });

  it('keeps an idea hidden by a report hidden', async () => {
    await t.database.db.update(ideas).set({ isHidden: true, hiddenByReport: true }).where(eq(ideas.id, id));
    const res = await hide(false);
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('IDEA_HIDDEN_BY_REPORT');
    await t.database.db.update(ideas).set({ isHidden: false, hiddenByReport: false }).where(eq(ideas.id, id));
  });

  it('deletes softly: gone for everyone, the row kept as Deleted', async () => {
    const del = (headers: Record<string, string>) => api(t).call(ideaApi.delete, { params: { id }, headers });
    expect((await del(other.headers)).status).toBe(403);
    expect((await del(owner.headers)).data).toEqual({ id });
    expect((await get(owner.headers)).status).toBe(404);
    expect(await listedIn(api(t).as(owner).call(ideaApi.mine))).not.toContain(id);
    expect(await listedIn(api(t).call(ideaApi.list))).not.toContain(id);
    const [row] = await t.database.db.select().from(ideas).where(eq(ideas.id, id));
    expect(row!.status).toBe(-1);
    expect((await del(owner.headers)).status).toBe(404);
  });
});
