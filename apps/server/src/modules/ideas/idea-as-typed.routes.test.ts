import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildIdeas } from '../../test/factories';

/**
 * A list search that finds nothing is answered for its corrected spelling; the page's "search
 * instead for" link asks for the query as typed (`isAsTyped=true`), which is never replaced.
 */
describe('searching the query as typed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await buildAccount(t.database.db);
    await buildIdeas(t.database.db, owner.id, [
      { name: 'Quokka plush workshop', description: 'Soft toys sewn by hand', categoryId: 'onlineShop' },
      { name: 'Quokka island tours', description: 'Boat trips with a guide', categoryId: 'traveling' },
    ]);
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, string>) => {
    const res = await api(t).call(ideaApi.list, { query });
    expect(res.status, res.raw.payload).toBe(200);
    return res.data;
  };

  it('answers a misspelt query for its correction, and the query as typed when asked', async () => {
    const corrected = await list({ q: 'quoka' });
    expect(corrected.correctedQuery).toBe('quokka');
    expect(corrected.result.map((idea) => idea.name).sort()).toEqual(['Quokka island tours', 'Quokka plush workshop']);

    const asTyped = await list({ q: 'quoka', isAsTyped: 'true' });
    expect(asTyped).toMatchObject({ totalItems: 0, result: [], suggestion: 'quokka' });
    expect(asTyped.correctedQuery).toBeUndefined();
    expect(asTyped.popularCategories?.length).toBeGreaterThan(0);

    // A query that finds something is the same either way.
    expect((await list({ q: 'quokka', isAsTyped: 'true' })).totalItems).toBe(2);
  });

  it('refuses a value other than true or false', async () => {
    const res = await api(t).request({ method: 'GET', url: '/api/idea?q=quoka&isAsTyped=yes' });
    expect(res.status).toBe(400);
  });
});
