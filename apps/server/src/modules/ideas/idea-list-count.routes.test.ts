import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildIdea, buildIdeas } from '../../test/factories';
import { SEARCH_COUNT_CAP } from '../../db/list-queries';

let t: TestApp;
const MATCHING = SEARCH_COUNT_CAP + 5;

/** The list for `query`, a query string as the address bar holds it (`?q=...&page=2`). */
const list = async (query: string) => {
  const res = await api(t).request({ method: 'GET', url: `${ideaApi.list.path}${query}` });
  expect(res.status).toBe(200);
  return res.data as { totalItems: number; totalPages: number; isTotalCapped: boolean; result: unknown[] };
};

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await buildAccount(t.database.db);
  await buildIdeas(
    t.database.db,
    owner.id,
    Array.from({ length: MATCHING }, (_, i) => ({ name: `ฟาร์มผักไฮโดรโปนิกส์ #${i}`, description: 'Hydroponic farm' })),
  );
  await buildIdea(t.database.db, owner.id, { name: 'Solar co-op', description: 'x', categoryId: 'environment' });
});
afterAll(() => t.close());

describe('GET /api/idea totals', () => {
  it('caps a text search count at 1,000 and says there are more', async () => {
    const page = await list(`?q=${encodeURIComponent('ไฮโดร')}&pageSize=50`);
    expect(page).toMatchObject({ totalItems: SEARCH_COUNT_CAP, totalPages: 20, isTotalCapped: true });
    expect(page.result).toHaveLength(50);
  });

  it('counts a search of exactly the cap or fewer exactly', async () => {
    expect(await list('?q=solar')).toMatchObject({ totalItems: 1, totalPages: 1, isTotalCapped: false });
    expect(await list(`?q=${encodeURIComponent('#100')}`)).toMatchObject({ totalItems: 6, isTotalCapped: false });
  });

  it('counts a list without text search up to the larger cap', async () => {
    expect(await list('?categoryId=food')).toMatchObject({ totalItems: MATCHING, isTotalCapped: false });
    expect(await list('')).toMatchObject({ totalItems: MATCHING + 1, isTotalCapped: false });
  });
});
