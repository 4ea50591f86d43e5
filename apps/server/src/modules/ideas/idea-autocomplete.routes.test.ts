import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { IdeaSort } from '@ideamatch/shared/constants';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildIdea, buildIdeas, buildSignedIn, daysAgo } from '../../test/factories';
import { AUTOCOMPLETE_POOL } from './idea-list.repository';

/**
 * Search as you type (`GET /api/idea?isAutocomplete=true`): the first titles of a best-match
 * search, uncounted, ranked among the newest AUTOCOMPLETE_POOL matches (read down the list for a
 * word in 1 idea of 50 or more, through the text indexes for a rarer one: `textReadWay`).
 */
let t: TestApp;
const heard: string[] = [];
/** A match older than the pool's, with the best rating (best match's first tie-break). */
let olderBestRatedId: string;

beforeAll(async () => {
  t = await buildTestApp({ onQuery: (query) => heard.push(query) });
  const db = t.database.db;
  const owner = await buildAccount(db);
  // Titles, categories and descriptions that rank differently, in Thai and English, of all ages.
  await buildIdeas(db, owner.id, [
    { name: 'Coffee kiosk', description: 'Cold brew by the station', ratingAvg: 3, postDate: daysAgo(3) },
    { name: 'ร้านกาแฟริมทาง', description: 'กาแฟสดราคาถูก', ratingAvg: 4.5, postDate: daysAgo(40) },
    { name: 'คอฟฟี่ช็อปในออฟฟิศ', description: 'A small office bar', ratingAvg: 2, postDate: daysAgo(1) },
    { name: 'Bakery cart', description: 'Bread with coffee in the morning', ratingAvg: 5, postDate: daysAgo(2) },
    { name: 'Coffeeshop finder app', description: 'Maps of cafés', ratingAvg: 4, postDate: daysAgo(9) },
    { name: 'Tea house', description: 'Thai tea, no coffee', ratingAvg: 1, postDate: daysAgo(5) },
    { name: 'เมล็ดกาแฟดอย', description: 'Beans from the north', ratingAvg: 3.5, postDate: daysAgo(60) },
    { name: 'Coffee roaster co-op', description: 'Shared roasting', ratingAvg: 4, postDate: daysAgo(20) },
    { name: 'Mobile coffee bike', description: 'Coffee at events', ratingAvg: 0, postDate: daysAgo(7) },
    { name: 'ร้านชานม', description: 'ชานมไข่มุก', ratingAvg: 4, postDate: daysAgo(4) },
    { name: 'Solar co-op', description: 'Panels for a village', categoryId: 'environment' },
    { name: '100% organic coffee', description: 'Fair trade', ratingAvg: 3, postDate: daysAgo(11) },
    { name: 'snake_case naming tool', description: 'For developers', postDate: daysAgo(12) },
    { name: 'Back\\slash studio', description: 'Design (a.k.a. [art]+)', postDate: daysAgo(13) },
  ]);
  // More matches of one word than the pool ranks, every title alike, and an older best-rated one.
  await buildIdeas(
    db,
    owner.id,
    Array.from({ length: AUTOCOMPLETE_POOL + 5 }, (_, i) => ({
      name: `Zephyr kite #${i}`,
      description: 'Kites',
      postDate: daysAgo(i % 10),
    })),
  );
  const older = await buildIdea(db, owner.id, {
    name: 'Zephyr kite, the first',
    description: 'Kites',
    postDate: daysAgo(30),
    reviewCount: 10,
    ratingSum: 50,
    ratingAvg: 5,
  });
  olderBestRatedId = older.id;
  // A thousand newer ideas, 1 in 25 of them a "wombat" (common enough to be looked for down the
  // list), and a rare "quokka" older than all of them (looked for through the text indexes).
  await buildIdeas(
    db,
    owner.id,
    Array.from({ length: 1_000 }, (_, i) => ({
      name: i % 25 ? `Filler #${i}` : `Wombat stand #${i}`,
      description: 'Spare',
      postDate: daysAgo(1 + (i % 50)),
      ratingAvg: i % 5,
    })),
  );
  await buildIdeas(
    db,
    owner.id,
    [2, 5, 3].map((rating, i) => ({ name: `Quokka tour ${i}`, postDate: daysAgo(400 + i), ratingAvg: rating })),
  );
});
afterAll(() => t.close());

type Page = { totalItems: number; totalPages: number; isTotalCapped: boolean; result: { id: string; name: string }[] };
const ids = (page: Page) => page.result.map((idea) => idea.id);

/** The first 8 best matches of `q`, as search as you type asks for them (or as the list does). */
const suggest = async (q: string, { isAutocomplete = true, caller = null as string | null } = {}) =>
  (
    await api(t)
      .as(caller)
      .call(ideaApi.list, {
        query: { q, pageSize: 8, sortBy: IdeaSort.Relevance, ...(isAutocomplete ? { isAutocomplete: 'true' } : {}) },
      })
  ).data as Page;

describe('GET /api/idea?isAutocomplete=true', () => {
  it('suggests the same first ideas as best match when the matches fit in the pool', async () => {
    for (const q of ['coffee', 'กาแฟ', 'cof', 'ร้าน', 'coffee kiosk', 'co-op']) {
      const [asTyped, listed] = [await suggest(q), await suggest(q, { isAutocomplete: false })];
      expect(asTyped.result.length, q).toBeGreaterThan(0);
      expect(ids(asTyped), q).toEqual(ids(listed));
    }
    // Thai and English words of the same meaning find each other; the 8 titles holding one come
    // before the ideas that only mention coffee in their description.
    const coffee = await suggest('coffee');
    expect(coffee.result.map((idea) => idea.name).sort()).toEqual(
      [
        'Coffee kiosk',
        'ร้านกาแฟริมทาง',
        'คอฟฟี่ช็อปในออฟฟิศ',
        'Coffeeshop finder app',
        'เมล็ดกาแฟดอย',
        'Coffee roaster co-op',
        'Mobile coffee bike',
        '100% organic coffee',
      ].sort(),
    );
  });

  it('finds a rare word through the text indexes and a common one down the list, as best match does', async () => {
    for (const q of ['quokka', 'wombat', 'coffee', 'roaster']) {
      const [asTyped, listed] = [await suggest(q), await suggest(q, { isAutocomplete: false })];
      expect(ids(asTyped), q).toEqual(ids(listed));
    }
    expect((await suggest('quokka')).result.map((idea) => idea.name)).toEqual([
      'Quokka tour 1',
      'Quokka tour 2',
      'Quokka tour 0',
    ]);
    expect((await suggest('wombat')).result).toHaveLength(8);
  });

  it('does not count: the total is what it found, capped when the page is full', async () => {
    // The list's capped count, either way a word's matches are read (down a list index, or a rare
    // word's through the text indexes).
    heard.length = 0;
    const full = await suggest('coffee', { caller: (await buildSignedIn(t.database.db)).token });
    expect(full).toMatchObject({ totalItems: 8, totalPages: 1, isTotalCapped: true });
    expect(
      heard.some((statement) => /select count\(\*\)(::int)? from \((select 1 |with rare_matches )/i.test(statement)),
    ).toBe(false);
    // The list as usual counts every match.
    heard.length = 0;
    const listed = await suggest('coffee', {
      isAutocomplete: false,
      caller: (await buildSignedIn(t.database.db)).token,
    });
    expect(listed.totalItems).toBeGreaterThan(8);
    expect(
      heard.some((statement) => /select count\(\*\)(::int)? from \((select 1 |with rare_matches )/i.test(statement)),
    ).toBe(true);
    expect(await suggest('solar')).toMatchObject({ totalItems: 1, totalPages: 1, isTotalCapped: false });
  });

  it('ranks only the newest 200 matches, where the list ranks the newest 1,000', async () => {
    // Every title matches alike, so the best rating comes first among the matches ranked: the list
    // ranks the older best-rated idea, search as you type does not reach it.
    expect(ids(await suggest('zephyr', { isAutocomplete: false }))[0]).toBe(olderBestRatedId);
    const asTyped = await suggest('zephyr');
    expect(asTyped.result).toHaveLength(8);
    expect(ids(asTyped)).not.toContain(olderBestRatedId);
  });

  it('still corrects a typo that finds nothing', async () => {
    const asTyped = await api(t).call(ideaApi.list, {
      query: { q: 'zephir', pageSize: 8, isAutocomplete: 'true' },
    });
    expect(asTyped.data.correctedQuery).toBe('zephyr');
    expect(asTyped.data.result).toHaveLength(8);
  });

  it('takes wildcards and regular-expression characters as text, and refuses what the list refuses', async () => {
    const names = async (q: string) => (await suggest(q)).result.map((idea) => idea.name);
    expect(await names('%')).toEqual(['100% organic coffee']);
    expect(await names('_')).toEqual(['snake_case naming tool']);
    expect(await names('\\')).toEqual(['Back\\slash studio']);
    for (const q of ['[art]+', '.*', '(a.k.a.', '^$', '?', '|', "'", '\\d{2}|(', ':*', '&!']) {
      const res = await api(t).call(ideaApi.list, { query: { q, pageSize: 8, isAutocomplete: 'true' } });
      expect(res.status, q).toBe(200);
    }
    expect(await names('[art]+')).toEqual(['Back\\slash studio']);
    const refused = [
      { q: 'x'.repeat(500), isAutocomplete: 'true' },
      { q: 'coffee', isAutocomplete: 'yes' },
      { q: 'coffee', isAutocomplete: 'true', pageSize: '500' },
    ];
    for (const query of refused) {
      const res = await api(t).send(ideaApi.list, { query });
      expect(res.status, JSON.stringify(query).slice(0, 60)).toBe(400);
    }
  });
});
