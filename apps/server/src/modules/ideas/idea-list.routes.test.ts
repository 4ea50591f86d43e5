import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideas } from '../../db/schema/index';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildIdea, buildIdeas } from '../../test/factories';
import { invalidateIdeaLists } from './idea-list-cache';

let t: TestApp;
type Card = { name: string; category: string; rating: number; views: number; commentCount: number };

/** The list for `query`, a query string as the address bar holds it (`?sort=...`), malformed ones included. */
const list = async (query: string) => {
  const res = await api(t).request({ method: 'GET', url: `${ideaApi.list.path}${query}` });
  return { status: res.status, body: res.raw.json() };
};
const names = (body: { data: { result: Card[] } }) => body.data.result.map((idea) => idea.name);

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await buildAccount(t.database.db);
  const hiddenOwner = await buildAccount(t.database.db, { isDeactivated: true });
  await buildIdeas(t.database.db, owner.id, [
    {
      name: 'ร้านกาแฟสดในคอนโด',
      description: 'กาแฟคั่วเองส่งตรงถึงห้อง',
      categoryId: 'food',
      postDate: new Date('2026-11-01T10:00:00+07:00'),
      viewCount: 10,
      commentCount: 5,
      ratingAvg: 4.5,
    },
    {
      name: 'Pet hotel booking app',
      description: 'Book trusted pet sitters nearby',
      categoryId: 'pet',
      postDate: new Date('2026-11-10T23:30:00+07:00'),
      viewCount: 90,
      commentCount: 1,
      ratingAvg: 3,
    },
    {
      name: 'Solar rooftop co-op',
      description: 'Shared solar panels for townhouses',
      categoryId: 'environment',
      postDate: new Date('2026-11-15T08:00:00+07:00'),
      viewCount: 40,
      commentCount: 9,
      ratingAvg: 0,
    },
    { name: 'Hidden idea coffee', description: 'not for others', categoryId: 'food', isHidden: true },
    { name: 'Deleted idea coffee', description: 'gone', categoryId: 'food', status: -1 },
  ]);
  await buildIdea(t.database.db, hiddenOwner.id, { name: 'Deactivated owner coffee', description: 'gone' });
});
afterAll(() => t.close());

describe('GET /api/idea', () => {
  it('lists visible ideas, latest first, in a page envelope', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Solar rooftop co-op', 'Pet hotel booking app', 'ร้านกาแฟสดในคอนโด']);
    expect(body.data).toMatchObject({
      currentPage: 1,
      pageSize: 20,
      totalItems: 3,
      totalPages: 1,
      isTotalCapped: false,
    });
  });

  it('sorts by most comment and most view', async () => {
    expect(names((await list('?sortBy=2')).body)).toEqual([
      'Solar rooftop co-op',
      'ร้านกาแฟสดในคอนโด',
      'Pet hotel booking app',
    ]);
    expect(names((await list('?sortBy=3')).body)).toEqual([
      'Pet hotel booking app',
      'Solar rooftop co-op',
      'ร้านกาแฟสดในคอนโด',
    ]);
  });

  it('searches Thai inside words and English case-insensitively', async () => {
    expect(names((await list(`?q=${encodeURIComponent('กาแฟ')}`)).body)).toEqual(['ร้านกาแฟสดในคอนโด']);
    expect(names((await list(`?q=${encodeURIComponent('คั่วเอง')}`)).body)).toEqual(['ร้านกาแฟสดในคอนโด']);
    expect(names((await list('?q=SOLAR')).body)).toEqual(['Solar rooftop co-op']);
    // "coffee" finds the Thai กาแฟ idea (vocabulary), never the hidden, deleted or deactivated ones.
    expect(names((await list('?q=coffee')).body)).toEqual(['ร้านกาแฟสดในคอนโด']);
    expect(names((await list('?q=100%25')).body)).toEqual([]);
  });

  it('filters by category, minimum rating and posting days in Thai time', async () => {
    expect(names((await list('?categoryId=pet')).body)).toEqual(['Pet hotel booking app']);
    expect(names((await list('?categoryId=all')).body)).toHaveLength(3);
    expect(names((await list('?rating=4')).body)).toEqual(['ร้านกาแฟสดในคอนโด']);
    expect(names((await list('?postStartDate=2026-11-10&postEndDate=2026-11-10')).body)).toEqual([
      'Pet hotel booking app',
    ]);
    expect(names((await list('?postEndDate=2026-11-09')).body)).toEqual(['ร้านกาแฟสดในคอนโด']);
  });

  it('pages', async () => {
    const { body } = await list('?pageSize=2&page=2');
    expect(names(body)).toEqual(['ร้านกาแฟสดในคอนโด']);
    expect(body.data).toMatchObject({ currentPage: 2, totalPages: 2, totalItems: 3 });
  });

  it('answers bad filters with field errors', async () => {
    const { status, body } = await list('?sortBy=9&pageSize=500&categoryId=cars');
    expect(status).toBe(400);
    expect(body.details.map((d: { field: string }) => d.field).sort()).toEqual(['categoryId', 'pageSize', 'sortBy']);
  });

  it('drops an idea once it is hidden', async () => {
    await t.database.db.update(ideas).set({ isHidden: true }).where(eq(ideas.name, 'Pet hotel booking app'));
    // Written straight to the table here; the idea write services clear the list caches like this.
    invalidateIdeaLists(t.database.db);
    expect(names((await list('')).body)).not.toContain('Pet hotel booking app');
  });
});
