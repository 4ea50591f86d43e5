import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdeaStatus } from '@ideamatch/shared/constants';
import { comments, reports } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildIdea } from '../../test/factories';
import { asAdmin } from './dashboard.test-helpers';
import { getOverview } from './dashboard-overview.service';
import { api } from '../../test/api-client';
import { dashboardOverviewApi } from '@ideamatch/shared/api/dashboard';

let t: TestApp;
let headers: Record<string, string>;

/** Noon in Bangkok (05:00 UTC), `days` days before a fixed today. */
const TODAY = new Date('2026-11-20T05:00:00Z');
const thaiNoon = (days: number) => new Date(TODAY.getTime() - days * 86_400_000);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  // No permission at all: the overview is counts only, open to every staff member.
  headers = (await asAdmin(db, [])).headers;
  const owner = await buildAccount(db, { createdAt: thaiNoon(2) });
  const other = await buildAccount(db, { createdAt: thaiNoon(2) });
  await buildAccount(db, { createdAt: thaiNoon(0) });
  // 23:30 in Bangkok on the 19th is 16:30 UTC: it counts on the 19th, not the 20th's UTC date.
  await buildAccount(db, { createdAt: new Date('2026-11-19T16:30:00Z') });
  // A sub-account is not a sign-up, and its activity is its owner's.
  const persona = await buildAccount(db, { ownerAccountId: owner.id, email: null, createdAt: thaiNoon(1) });
  const idea = await buildIdea(db, owner.id, { createdAt: thaiNoon(1) });
  await buildIdea(db, other.id, { createdAt: thaiNoon(1), status: IdeaStatus.Deleted });
  await db.insert(comments).values([
    { ideaId: idea.id, authorAccountId: persona.id, text: 'ok', createdAt: thaiNoon(1) },
    { ideaId: idea.id, authorAccountId: other.id, text: 'nice', createdAt: thaiNoon(0) },
  ]);
  await db
    .insert(reports)
    .values({ ideaId: idea.id, reporterAccountId: other.id, reason: 'spam', createdAt: thaiNoon(0) });
});
afterAll(() => t.close());

describe('dashboard overview', () => {
  it('counts sign-ups, ideas, reports and active people per Thai day, oldest first, with empty days', async () => {
    const overview = await getOverview(t.database.db, { days: 7 }, TODAY);
    expect(overview.days.map((day) => day.date)).toEqual([
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    const byDate = Object.fromEntries(overview.days.map(({ date, ...counts }) => [date, counts]));
    expect(byDate['2026-11-18']).toEqual({ signUps: 2, ideas: 0, reports: 0, activePeople: 0 });
    // Two ideas posted (one since deleted) by two people; the persona's comment is its owner's activity.
    expect(byDate['2026-11-19']).toEqual({ signUps: 1, ideas: 2, reports: 0, activePeople: 2 });
    expect(byDate['2026-11-20']).toEqual({ signUps: 1, ideas: 0, reports: 1, activePeople: 1 });
    expect(byDate['2026-11-14']).toEqual({ signUps: 0, ideas: 0, reports: 0, activePeople: 0 });
    // The staff member asking counts as an account too.
    expect(overview.totals).toEqual({ accounts: 5, ideas: 1, openReports: 1 });
  });

  it('answers a staff member over HTTP for 7, 30 or 90 days, and refuses other ranges', async () => {
    const res = await api(t).call(dashboardOverviewApi.get, { query: { days: 30 }, headers });
    expect(res.status).toBe(200);
    const overview = res.data;
    expect(overview.days).toHaveLength(30);
    expect(overview.days.at(-1)!.date).toBe(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10));

    const refused = await api(t).call(dashboardOverviewApi.get, { query: { days: 365 }, headers });
    expect(refused.status).toBe(400);
  });
});
