import { and, eq } from 'drizzle-orm';
import { AccountRole, Permission } from '@ideamatch/shared';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { ideaModerationApi, reportApi } from '@ideamatch/shared/api/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedIn } from '../../test/factories';
import { as, createConfidentialIdea, leaksSecret } from './idea-access.test-helpers';

let t: TestApp;
let owner: Awaited<ReturnType<typeof buildSignedIn>>;
let moderator: Awaited<ReturnType<typeof buildSignedIn>>;
let ideaOnly: Awaited<ReturnType<typeof buildSignedIn>>;
let idea: Awaited<ReturnType<typeof createConfidentialIdea>>;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await buildSignedIn(t.database.db);
  moderator = await buildSignedIn(t.database.db, {
    role: AccountRole.Admin,
    permissions: [Permission.IdeaManage, Permission.ReportManage],
  });
  ideaOnly = await buildSignedIn(t.database.db, { role: AccountRole.Admin, permissions: [Permission.IdeaManage] });
  idea = await createConfidentialIdea(t, owner);
});
afterAll(() => t.close());

const dashboardRead = (who: typeof owner) => as(t, who)(ideaModerationApi.get, { params: { id: idea.id } });
const confidentialReads = () =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, idea.id), eq(auditLog.action, 'idea.confidentialRead')));

describe('staff and a confidential idea', () => {
  it('shows the dashboard its public face while no report is open, and audits nothing', async () => {
    const res = await dashboardRead(moderator);
    expect(res.statusCode).toBe(200);
    expect(leaksSecret(res.body)).toBe(false);
    expect(res.json().data).toMatchObject({
      visibility: 'confidential',
      isDetailWithheld: true,
      detail: '',
      businessModel: null,
      achievements: [],
      imageUrls: [`/files/${idea.cover}`],
    });
    expect(await confidentialReads()).toEqual([]);
  });

  it('gives staff nothing more on the public page than any stranger', async () => {
    const res = await as(t, moderator)(ideaApi.get, { params: { id: idea.id } });
    expect(leaksSecret(res.body)).toBe(false);
    expect(res.json().data.access.canReadDetails).toBe(false);
  });

  it('shows the details to a moderator handling an open report, each read in the audit log', async () => {
    const reporter = await buildSignedIn(t.database.db);
    const report = await as(t, reporter)(ideaApi.report, { params: { id: idea.id }, body: { reason: 'spam' } });
    expect(report.statusCode).toBe(200);

    // Holding idea.manage without report.manage is not handling reports.
    const notHandling = await dashboardRead(ideaOnly);
    expect(leaksSecret(notHandling.body)).toBe(false);
    expect(notHandling.json().data.isDetailWithheld).toBe(true);

    const first = await dashboardRead(moderator);
    const detail = first.json().data;
    expect(detail).toMatchObject({ isDetailWithheld: false, businessModel: 'SECRET-MODEL-7731' });
    expect(detail.detail).toContain('SECRET-DETAIL-7731');
    expect(detail.imageUrls[1]).toContain(`viewer=${moderator.account.id}`);
    // The moderator's image link works, watermarked with their name.
    expect((await t.app.inject({ method: 'GET', url: detail.imageUrls[1] })).statusCode).toBe(200);
    await dashboardRead(moderator);
    const reads = await confidentialReads();
    expect(reads).toHaveLength(2);
    expect(reads[0]).toMatchObject({ actorAccountId: moderator.account.id, targetType: 'idea' });
  });

  it('closes again once the report is decided', async () => {
    const queue = (await as(t, moderator)(reportApi.list, { query: { status: 'open' } })).json().data.result as {
      reports: { id: string }[];
      idea: { id: string };
    }[];
    const group = queue.find((row) => row.idea.id === idea.id)!;
    const decided = await as(t, moderator)(reportApi.decide, {
      params: { id: group.reports[0]!.id },
      body: { status: 'dismissed' },
    });
    expect(decided.statusCode).toBe(200);
    const res = await dashboardRead(moderator);
    expect(leaksSecret(res.body)).toBe(false);
    expect(res.json().data.isDetailWithheld).toBe(true);
  });

  it('attack: a moderator who files the report themselves still sees only the public face', async () => {
    const target = await createConfidentialIdea(t, owner, { name: 'Reported by staff' });
    const read = (who: typeof owner) => as(t, who)(ideaModerationApi.get, { params: { id: target.id } });
    const reads = () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, target.id), eq(auditLog.action, 'idea.confidentialRead')));
    const filed = await as(t, moderator)(ideaApi.report, { params: { id: target.id }, body: { reason: 'spam' } });
    expect(filed.statusCode).toBe(200);
    const own = await read(moderator);
    expect(leaksSecret(own.body)).toBe(false);
    expect(own.json().data.isDetailWithheld).toBe(true);
    expect(own.json().data.imageUrls).toEqual([`/files/${target.cover}`]);
    expect(await reads()).toEqual([]);

    // Another moderator handling that report may read it, audited with the report it is for.
    const colleague = await buildSignedIn(t.database.db, {
      role: AccountRole.Admin,
      permissions: [Permission.IdeaManage, Permission.ReportManage],
    });
    const handled = await read(colleague);
    expect(handled.json().data.isDetailWithheld).toBe(false);
    const [entry] = await reads();
    expect(entry).toMatchObject({ actorAccountId: colleague.account.id });
    expect((entry!.after as { reportIds: string[] }).reportIds).toHaveLength(1);

    // Once someone else reports it too, the first moderator handles that one.
    const member = await buildSignedIn(t.database.db);
    await as(t, member)(ideaApi.report, { params: { id: target.id }, body: { reason: 'notRelated' } });
    const now = await read(moderator);
    expect(now.json().data.isDetailWithheld).toBe(false);
    const mine = (await reads()).filter((row) => row.actorAccountId === moderator.account.id);
    expect(mine).toHaveLength(1);
  });
});
