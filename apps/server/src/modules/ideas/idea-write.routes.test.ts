import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ideas, uploads } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdeaUploads, buildSignedIn } from '../../test/factories';
import { callApi, ideaPayload } from './idea.test-helpers';

let t: TestApp;
let owner: Awaited<ReturnType<typeof buildSignedIn>>;
let other: Awaited<ReturnType<typeof buildSignedIn>>;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await buildSignedIn(t.database.db);
  other = await buildSignedIn(t.database.db);
});
afterAll(() => t.close());

const create = (payload: unknown, headers = owner.headers) =>
  callApi(t, { method: 'POST', url: '/api/idea', headers, payload: payload as Record<string, unknown> });
const patch = (id: string, payload: unknown, headers = owner.headers) =>
  callApi(t, { method: 'PATCH', url: `/api/idea/${id}`, headers, payload: payload as Record<string, unknown> });
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

const detailMessages = (body: { details: { field: string; message: string }[] }) =>
  Object.fromEntries(body.details.map((detail) => [detail.field, detail.message]));

async function uploadPng(): Promise<string> {
  const form = new FormData();
  form.append('modulePath', 'idea');
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c63' } })
    .png()
    .toBuffer();
  form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await callApi(t, {
    method: 'POST',
    url: '/api/storage/upload',
    headers: { ...owner.headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.paths[0];
}

describe('POST /api/idea', () => {
  it('creates an idea with three uploaded images and answers its detail', async () => {
    const keys = [await uploadPng(), await uploadPng(), await uploadPng()];
    const res = await create(ideaPayload({ ideaAttachments: keys.map((key) => ({ key })) }));
    expect(res.statusCode).toBe(200);
    const idea = res.json().data;
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
    const image = await t.app.inject({ method: 'GET', url: idea.ideaAttachments[0].url });
    expect(image.statusCode).toBe(200);
    const claimed = await t.database.db.select().from(uploads).where(inArray(uploads.key, keys));
    expect(claimed.every((row) => row.isReferenced)).toBe(true);
    const list = await callApi(t, { method: 'GET', url: '/api/idea' });
    expect(list.json().data.result.map((card: { id: string }) => card.id)).toContain(idea.id);
  });

  it('says which required field is empty, for missing and for blank values', async () => {
    const missing = await create({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCode).toBe('VALIDATION_ERROR');
    expect(detailMessages(missing.json())).toMatchObject({
      name: 'Name cannot be empty',
      categoryId: 'Category cannot be empty',
      description: 'Description cannot be empty',
      achievements: 'Achievement cannot be empty',
    });
    // Detail is optional: only name, category, description and an achievement are required.
    expect(detailMessages(missing.json())).not.toHaveProperty('detail');
    const blank = await create(ideaPayload({ name: '  ', categoryId: '', description: ' ', achievements: [] }));
    expect(detailMessages(blank.json())).toEqual({
      name: 'Name cannot be empty',
      categoryId: 'Category cannot be empty',
      description: 'Description cannot be empty',
      achievements: 'Achievement cannot be empty',
    });
    const withoutDetail = await create(ideaPayload({ detail: undefined, businessModel: undefined }));
    expect(withoutDetail.statusCode).toBe(200);
    expect(withoutDetail.json().data.detail).toBe('');
    const oneBlank = await create(ideaPayload({ achievements: ['Pilot', ' '] }));
    expect(detailMessages(oneBlank.json())).toEqual({ 'achievements.1': 'Achievement cannot be empty' });
    expect(oneBlank.json().message).toBe('Achievement cannot be empty');
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
    expect(detailMessages(res.json())).toEqual({
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
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can upload up to 7 images.');
    expect(detailMessages(res.json())).toEqual({ ideaAttachments: 'You can upload up to 7 images.' });
  });

  it("refuses someone else's upload and saves nothing", async () => {
    const [key] = await buildIdeaUploads(t.database.db, other.account.id, 1);
    const res = await create(ideaPayload({ name: 'Borrowed picture', ideaAttachments: [{ key }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('ideaAttachments');
    expect(await t.database.db.select().from(ideas).where(eq(ideas.name, 'Borrowed picture'))).toEqual([]);
    const [used] = (await t.database.db.select().from(uploads).where(eq(uploads.isReferenced, true)).limit(1)).map(
      (row) => row.key,
    );
    const reused = await create(ideaPayload({ name: 'Reused picture', ideaAttachments: [{ key: used }] }));
    expect(detailMessages(reused.json())).toEqual({
      ideaAttachments: 'This image was not uploaded by you. Please upload it again.',
    });
    const notIdea = await create(ideaPayload({ ideaAttachments: [{ key: 'account/x.jpg' }] }));
    expect(detailMessages(notIdea.json())).toEqual({ 'ideaAttachments.0.key': 'Please upload this image again.' });
  });

  it('answers "Create idea failed" when saving fails for another reason', async () => {
    const undo = await failIdeaWrites('explode');
    const res = await create(ideaPayload({ name: 'Will explode' }));
    await undo();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ message: 'Create idea failed', errorCode: 'CREATE_IDEA_FAILED' });
  });

  it('needs a logged-in account', async () => {
    const res = await create(ideaPayload(), {} as typeof owner.headers);
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH /api/idea/{id}', () => {
  let id: string;
  let keys: string[];

  beforeAll(async () => {
    keys = await buildIdeaUploads(t.database.db, owner.account.id, 3);
    const res = await create(ideaPayload({ name: 'Editable', ideaAttachments: keys.map((key) => ({ key })) }));
    id = res.json().data.id;
  });

  it('changes only the fields sent', async () => {
    const res = await patch(id, { name: 'Edited name', achievements: ['Only one now'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Edited name',
      description: 'Shared coffee carts for office towers',
      achievements: ['Only one now'],
      businessModel: 'Monthly membership',
    });
    expect(res.json().data.ideaAttachments).toHaveLength(3);
    const cleared = await patch(id, { businessModel: '' });
    expect(cleared.json().data.businessModel).toBeNull();
  });

  it('reorders, drops and adds images, deleting the dropped and discarded uploads after saving', async () => {
    const before = (await callApi(t, { method: 'GET', url: `/api/idea/${id}`, headers: owner.headers })).json().data;
    const [added, discarded] = await buildIdeaUploads(t.database.db, owner.account.id, 2);
    const gallery = [
      { id: before.ideaAttachments[2].id, key: keys[2] },
      { key: added },
      { id: before.ideaAttachments[0].id, key: keys[0] },
    ];
    const res = await patch(id, { ideaAttachments: gallery, ideaToDeleteAttachments: [keys[1], discarded] });
    expect(res.statusCode).toBe(200);
    const after = res.json().data.ideaAttachments as { id: string; key: string }[];
    expect(after.map((a) => a.key)).toEqual([keys[2], added, keys[0]]);
    expect(after[0]!.id).toBe(before.ideaAttachments[2].id);
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
    expect(detailMessages(empty.json())).toEqual({
      name: 'Name cannot be empty',
      'achievements.0': 'Achievement cannot be empty',
    });
    const many = await buildIdeaUploads(t.database.db, owner.account.id, 8);
    const tooMany = await patch(id, { ideaAttachments: many.map((key) => ({ key })) });
    expect(tooMany.json().message).toBe('You can upload up to 7 images.');
  });

  it('answers "Update idea fail" when saving fails for another reason', async () => {
    const undo = await failIdeaWrites('explode');
    const res = await patch(id, { detail: 'will explode' });
    await undo();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ message: 'Update idea fail', errorCode: 'UPDATE_IDEA_FAILED' });
  });

  it('is refused to anyone but the owner', async () => {
    expect((await patch(id, { name: 'Mine now' }, other.headers)).statusCode).toBe(403);
    expect((await patch(id, { name: 'Mine now' }, {} as typeof owner.headers)).statusCode).toBe(401);
    expect((await patch('0190aaaa-0000-7000-8000-000000000000', { name: 'x' })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(ideas).where(eq(ideas.id, id));
    expect(row!.name).toBe('Edited name');
  });
});

describe('hiding and deleting', () => {
  let id: string;
  const get = (headers?: Record<string, string>) => callApi(t, { method: 'GET', url: `/api/idea/${id}`, headers });
  const hide = (isHidden: boolean, headers = owner.headers) =>
    callApi(t, { method: 'PATCH', url: `/api/idea/${id}/hide`, headers, payload: { isHidden } });
  const listedIn = async (url: string, headers?: Record<string, string>) =>
    (await callApi(t, { method: 'GET', url, headers })).json().data.result.map((card: { id: string }) => card.id);

  beforeAll(async () => {
    id = (await create(ideaPayload({ name: 'Hide and seek' }))).json().data.id;
  });

  it('hides from others but not from the owner, and shows again', async () => {
    expect((await hide(true, other.headers)).statusCode).toBe(403);
    const res = await hide(true);
    expect(res.json().data).toEqual({ id, isHidden: true });
    expect(await listedIn('/api/idea')).not.toContain(id);
    expect(await listedIn(`/api/idea/account/${owner.account.id}`)).not.toContain(id);
    expect((await get()).statusCode).toBe(404);
    expect((await get(other.headers)).statusCode).toBe(404);
    expect((await get(owner.headers)).json().data).toMatchObject({ id, isHidden: true, isOwner: true });
    const mine = (await callApi(t, { method: 'GET', url: '/api/idea/mine', headers: owner.headers })).json().data;
    expect(mine.result.find((card: { id: string }) => card.id === id)).toMatchObject({ isHidden: true });
    expect((await hide(false)).statusCode).toBe(200);
    expect(await listedIn(`/api/idea/account/${owner.account.id}`)).toContain(id);
    expect((await get()).statusCode).toBe(200);
  });

  it('keeps an idea hidden by a report hidden', async () => {
    await t.database.db.update(ideas).set({ isHidden: true, hiddenByReport: true }).where(eq(ideas.id, id));
    const res = await hide(false);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('IDEA_HIDDEN_BY_REPORT');
    await t.database.db.update(ideas).set({ isHidden: false, hiddenByReport: false }).where(eq(ideas.id, id));
  });

  it('deletes softly: gone for everyone, the row kept as Deleted', async () => {
    const del = (headers: Record<string, string>) => callApi(t, { method: 'DELETE', url: `/api/idea/${id}`, headers });
    expect((await del(other.headers)).statusCode).toBe(403);
    expect((await del(owner.headers)).json().data).toEqual({ id });
    expect((await get(owner.headers)).statusCode).toBe(404);
    expect(await listedIn('/api/idea/mine', owner.headers)).not.toContain(id);
    expect(await listedIn('/api/idea')).not.toContain(id);
    const [row] = await t.database.db.select().from(ideas).where(eq(ideas.id, id));
    expect(row!.status).toBe(-1);
    expect((await del(owner.headers)).statusCode).toBe(404);
  });
});
