import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ideas } from '../../db/schema/index';
import { seedDemoData } from '../../seed/demo-data';
import { DEMO_BULK_IDEAS } from '../../seed/demo-idea-plan';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { api } from '../../test/api-client';
import { ideaApi } from '@ideamatch/shared/api/idea';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/idea/home', () => {
  it('answers with two empty sections on an empty database', async () => {
    const res = await api(t).call(ideaApi.home);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ trending: [], topRating: [] });
  });

  it('serves sponsored ideas and top rating by Bayesian average, with cover files', async () => {
    expect(await seedDemoData(t.database.db, { uploadsDir: join(t.config.dataDir, 'uploads') })).toBe(true);
    const res = await api(t).call(ideaApi.home);
    const { trending, topRating } = res.data;
    // The hottest sponsorships first (the generated ones score lower than the three hand-written ones).
    expect(trending).toHaveLength(8);
    expect(trending.slice(0, 3).map((idea) => idea.name)).toEqual([
      'คาเฟ่แมวสำหรับคนทำงาน',
      'สลัดผักสดจากฟาร์มส่งออฟฟิศแบบ subscription',
      'แพลตฟอร์มจองช่างซ่อมบ้าน',
    ]);
    // Ordered by Bayesian average: one 5-star review (the refill station) does not beat five reviews
    // averaging 4.6 (the cat café), though its plain average is higher.
    const bayes = ({ rating, reviewCount }: { rating: number; reviewCount: number }) =>
      (3.5 * 5 + rating * reviewCount) / (5 + reviewCount);
    // `rating` comes rounded to one decimal, so neighbours may differ by a rounding step.
    const scores = topRating.map(bayes);
    scores.slice(1).forEach((score, i) => expect(score).toBeLessThanOrEqual(scores[i]! + 0.05));
    expect(topRating.every((idea) => idea.reviewCount > 0)).toBe(true);
    const names = topRating.map((idea) => idea.name);
    expect(names).toContain('คาเฟ่แมวสำหรับคนทำงาน');
    expect(names).not.toContain('แฟรนไชส์ Refill Station แบบ zero waste');
    const cover = await api(t).request({ method: 'GET', url: trending[0]!.coverImageUrl! });
    expect(cover.status).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
  });

  it('never shows hidden ideas or ideas of deactivated owners', async () => {
    const [first] = await t.database.db.select().from(ideas).where(eq(ideas.name, 'คาเฟ่แมวสำหรับคนทำงาน'));
    await t.database.db.update(ideas).set({ isHidden: true }).where(eq(ideas.id, first!.id));
    const [second] = await t.database.db
      .select()
      .from(ideas)
      .where(eq(ideas.name, 'สลัดผักสดจากฟาร์มส่งออฟฟิศแบบ subscription'));
    await t.database.db.update(accounts).set({ isDeactivated: true }).where(eq(accounts.id, second!.ownerAccountId));
    const res = await api(t).call(ideaApi.home);
    const names = [...res.data.trending, ...res.data.topRating].map((idea) => idea.name);
    expect(names).not.toContain('คาเฟ่แมวสำหรับคนทำงาน');
    expect(names).not.toContain('สลัดผักสดจากฟาร์มส่งออฟฟิศแบบ subscription');
    // Searching their very names finds other ideas that share words, never them.
    for (const q of ['คาเฟ่แมวสำหรับคนทำงาน', 'สลัดผักสดจากฟาร์มส่งออฟฟิศแบบ subscription']) {
      const list = await api(t).call(ideaApi.list, { query: { q: q } });
      expect(list.data.result.map((idea) => idea.name)).not.toContain(q);
      expect(list.data.result.map((idea) => idea.id)).not.toContain(
        q === 'คาเฟ่แมวสำหรับคนทำงาน' ? first!.id : second!.id,
      );
    }
  });

  it('seeding is idempotent', async () => {
    expect(await seedDemoData(t.database.db, { uploadsDir: join(t.config.dataDir, 'uploads') })).toBe(false);
    const all = await t.database.db.select({ id: ideas.id }).from(ideas);
    expect(all).toHaveLength(8 + DEMO_BULK_IDEAS);
  });
});
