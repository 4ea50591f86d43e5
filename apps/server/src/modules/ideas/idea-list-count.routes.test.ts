import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildIdea, buildIdeas, daysAgo } from '../../test/factories';
import { IDEA_SORTS, ideaListQuerySchema } from '@ideamatch/shared';
import { SEARCH_COUNT_CAP } from '../../db/list-queries';
import { textReadWay, countPublic, isSurelyOverCap, listPublicPage, sampleText } from './idea-list.repository';

let t: TestApp;
const MATCHING = SEARCH_COUNT_CAP + 5;
/** A match older than every other one, with the best rating (best match's first tie-break). */
let olderBestRatedId: string;

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
  const older = await buildIdea(t.database.db, owner.id, {
    name: 'ฟาร์มผักไฮโดรโปนิกส์ รุ่นแรก',
    description: 'Hydroponic farm',
    categoryId: 'environment',
    postDate: daysAgo(30),
    reviewCount: 10,
    ratingSum: 50,
    ratingAvg: 5,
  });
  olderBestRatedId = older.id;
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
    expect(await list('')).toMatchObject({ totalItems: MATCHING + 2, isTotalCapped: false });
  });

  it('ranks best match among the newest 1,000 matches when there are more', async () => {
    const q = encodeURIComponent('ไฮโดร');
    const ids = (page: { result: unknown[] }) => page.result.map((idea) => (idea as { id: string }).id);
    // Every title matches alike, so the best rating comes first among the matches that are ranked…
    expect(ids(await list(`?q=${q}&categoryId=environment`))).toEqual([olderBestRatedId]);
    expect(ids(await list(`?q=${q}&sortBy=4&pageSize=1`))).toEqual([olderBestRatedId]);
    // …but past 1,000 newer matches the older one is not ranked, on the first page or the last.
    expect(ids(await list(`?q=${q}&pageSize=50`))).not.toContain(olderBestRatedId);
    expect(ids(await list(`?q=${q}&pageSize=50&page=20`))).not.toContain(olderBestRatedId);
  });

  it('reads a rare word through the text indexes, with the same ideas and total in every order', async () => {
    const db = t.database.db;
    // "#100" is in 6 of 1,007 ideas (#100, #1000-#1004): rare by the sample (about 500 of them).
    const rare = ideaListQuerySchema.parse({ q: '#100', pageSize: 4 });
    const share = await sampleText(db, rare, null, MATCHING + 2);
    expect(share!.listed).toBeGreaterThan(300);
    expect(textReadWay(share)).toBe('text indexes');
    for (const sortBy of IDEA_SORTS) {
      for (const page of [1, 2]) {
        const query = { ...rare, sortBy, page };
        const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
        // Undefined share: the plan the list had before the sample (the walk down a list index).
        expect(ids(await listPublicPage(db, query, null, share)), `sortBy ${sortBy} page ${page}`).toEqual(
          ids(await listPublicPage(db, query, null, undefined)),
        );
      }
      expect(await countPublic(db, { ...rare, sortBy }, null, share)).toBe(6);
    }
    // A word nothing has: nothing, counted as nothing.
    const none = ideaListQuerySchema.parse({ q: 'zebrafish' });
    expect(await sampleText(db, none, null, MATCHING + 2)).toMatchObject({ matching: 0 });
    expect(await countPublic(db, none, null, { matching: 0, listed: MATCHING + 2 })).toBe(0);
    expect(await listPublicPage(db, none, null, { matching: 0, listed: MATCHING + 2 })).toEqual([]);
  });
});

describe('a count the sample makes needless', () => {
  it('is skipped only when the sample puts the matches far over the cap, from enough sampled matches', () => {
    const cap = SEARCH_COUNT_CAP;
    // 10 of ~500 sampled ideas at a million: about 20,000 matches.
    expect(isSurelyOverCap({ matching: 10, listed: 500, sampled: 500 }, 1_000_000, cap)).toBe(true);
    // Fewer sampled matches: counted, however large the estimate.
    expect(isSurelyOverCap({ matching: 9, listed: 500, sampled: 500 }, 1_000_000, cap)).toBe(false);
    // A small table (the sample is half of it): 500 matches of 1,007 ideas is no proof of 10,000.
    expect(isSurelyOverCap({ matching: 500, listed: 1_007, sampled: 500 }, 1_007, cap)).toBe(false);
    // Every match the sample saw, scaled, just under ten times the cap: counted.
    expect(isSurelyOverCap({ matching: 49, listed: 500, sampled: 500 }, 100_000, cap)).toBe(false);
    expect(isSurelyOverCap({ matching: 50, listed: 500, sampled: 500 }, 100_000, cap)).toBe(true);
    // No sample (no text search), or a sample without its size: counted.
    expect(isSurelyOverCap(undefined, 1_000_000, cap)).toBe(false);
    expect(isSurelyOverCap({ matching: 400, listed: 500 }, 1_000_000, cap)).toBe(false);
  });
});
