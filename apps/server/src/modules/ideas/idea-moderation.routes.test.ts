import { NotificationType, Permission, TRUST } from '@ideamatch/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, comments, notifications } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildIdea, buildSignedIn, daysAgo } from '../../test/factories';
import { asAdmin, asSuperAdmin } from '../dashboard/dashboard.test-helpers';
import { api, type QueryOf } from '../../test/api-client';
import { auditApi, dashboardAccountApi, ideaModerationApi, reportApi } from '@ideamatch/shared/api/dashboard';
import { commentApi } from '@ideamatch/shared/api/comment';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { notificationApi } from '@ideamatch/shared/api/notification';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const actionsOn = async (targetId: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt)).map(
    (entry) => entry.action,
  );
const report = (ideaId: string, headers: Record<string, string>, reason = 'spam') =>
  api(t).send(ideaApi.report, { params: { id: ideaId }, body: { reason }, headers });

describe('idea management', () => {
  it('lists every idea with status and category filters and search, hidden and deleted ones included', async () => {
    const { headers } = await asAdmin(t.database.db, [Permission.IdeaManage]);
    const owner = await buildAccount(t.database.db);
    const tag = `Lychee${Date.now()}`;
    await buildIdea(t.database.db, owner.id, { name: `${tag} visible`, categoryId: 'food' });
    await buildIdea(t.database.db, owner.id, { name: `${tag} hidden`, categoryId: 'pet', isHidden: true });
    await buildIdea(t.database.db, owner.id, { name: `${tag} deleted`, categoryId: 'food', status: -1 });
    const names = async (query: QueryOf<typeof ideaModerationApi.list>) =>
      (await api(t).call(ideaModerationApi.list, { query: { q: tag, ...query }, headers })).data.result.map((row) =>
        row.name.replace(`${tag} `, ''),
      );
    expect((await names({ sortBy: 1 })).sort()).toEqual(['deleted', 'hidden', 'visible']);
    expect(await names({ status: 'hidden' })).toEqual(['hidden']);
    expect(await names({ status: 'deleted' })).toEqual(['deleted']);
    expect(await names({ status: 'active' })).toEqual(['visible']);
    expect((await names({ categoryId: 'food' })).sort()).toEqual(['deleted', 'visible']);
    const bad = await api(t).send(ideaModerationApi.list, { query: { sortBy: 9 }, headers });
    expect(bad.status).toBe(400);
  });

  it('hides, suggests, sponsors, deletes and restores, each audited with before and after', async () => {
    const { headers, account: admin } = await asAdmin(t.database.db, [Permission.IdeaManage]);
    const owner = await buildSignedIn(t.database.db);
    const idea = await buildIdea(t.database.db, owner.account.id);
    const patch = (payload: object) =>
      api(t).call(ideaModerationApi.update, { params: { id: idea.id }, body: payload, headers });

    expect((await patch({ isHidden: true, note: 'Off-topic' })).data).toMatchObject({
      isHidden: true,
      isHiddenByReport: true,
    });
    expect((await api(t).call(ideaApi.get, { params: { id: idea.id } })).status).toBe(404);
    // The owner cannot undo a moderator's hide.
    const ownerUnhide = await api(t)
      .as(owner)
      .call(ideaApi.hide, { params: { id: idea.id }, body: { isHidden: false } });
    expect(ownerUnhide.status).toBe(403);
    expect((await patch({ isHidden: false })).data.isHidden).toBe(false);

    expect((await patch({ isAdminSuggest: true })).data.isAdminSuggest).toBe(true);
    const noDate = await patch({ isSponsored: true });
    expect(noDate.body.details).toEqual([
      {
        field: 'sponsoredUntil',
        code: 'SPONSORED_UNTIL_REQUIRED',
        message: 'Please choose when the sponsorship ends.',
      },
    ]);
    const past = await patch({ isSponsored: true, sponsoredUntil: '2020-01-01T00:00:00.000Z' });
    expect(past.body.details).toEqual([
      { field: 'sponsoredUntil', code: 'SPONSORED_UNTIL_PAST', message: 'The sponsorship must end in the future.' },
    ]);
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect((await patch({ isSponsored: true, sponsoredUntil: until })).data).toMatchObject({
      isSponsored: true,
      sponsoredUntil: until,
    });

    expect((await patch({ isAdminSuggest: false, isSponsored: false })).data).toMatchObject({
      isAdminSuggest: false,
      isSponsored: false,
      sponsoredUntil: null,
    });
    expect((await api(t).call(ideaModerationApi.delete, { params: { id: idea.id }, headers })).data).toEqual({
      id: idea.id,
    });
    const detail = await api(t).call(ideaModerationApi.get, { params: { id: idea.id }, headers });
    expect(detail.data.status).toBe(-1);
    expect((await api(t).call(ideaModerationApi.delete, { params: { id: idea.id }, headers })).status).toBe(404);
    expect((await patch({ isDeleted: false })).data.status).toBe(1);

    expect(await actionsOn(idea.id)).toEqual([
      'idea.hide',
      'idea.unhide',
      'idea.suggest',
      'idea.sponsor',
      'idea.unsuggest',
      'idea.unsponsor',
      'idea.delete',
      'idea.restore',
    ]);
    const [hide] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, idea.id)).limit(1);
    expect(hide).toMatchObject({
      actorAccountId: admin.id,
      before: { isHidden: false },
      after: { isHidden: true },
      note: 'Off-topic',
    });
  });

  it('shows the idea with its reports and comments, and deletes a comment (audited)', async () => {
    const { headers } = await asAdmin(t.database.db, [Permission.IdeaManage]);
    const owner = await buildAccount(t.database.db);
    const fan = await buildSignedIn(t.database.db);
    const idea = await buildIdea(t.database.db, owner.id);
    const posted = await api(t)
      .as(fan)
      .call(commentApi.create, { params: { id: idea.id }, body: { text: 'Rude words' } });
    const commentId = posted.data.id;
    await report(idea.id, fan.headers, 'notRelated');
    const detail = (await api(t).call(ideaModerationApi.get, { params: { id: idea.id }, headers })).data;
    expect(detail.reports).toEqual([
      expect.objectContaining({
        reason: 'notRelated',
        status: 'open',
        reporter: expect.objectContaining({ id: fan.account.id }),
      }),
    ]);
    expect(detail.comments).toEqual([expect.objectContaining({ id: commentId, text: 'Rude words', isDeleted: false })]);
    expect(detail.openReportCount).toBe(1);

    expect((await api(t).call(ideaModerationApi.deleteComment, { params: { id: commentId }, headers })).status).toBe(
      200,
    );
    const [comment] = await t.database.db.select().from(comments).where(eq(comments.id, commentId));
    expect(comment?.isDeleted).toBe(true);
    expect(await actionsOn(commentId)).toEqual(['comment.delete']);
  });
});

describe('reports queue', () => {
  it(`hides an idea automatically once ${TRUST.autoHideReporters} different people report it`, async () => {
    const owner = await buildAccount(t.database.db);
    const idea = await buildIdea(t.database.db, owner.id);
    // Members (verified, older than a day), each reporting from an address of their own.
    const reporters = await Promise.all(
      Array.from({ length: TRUST.autoHideReporters }, () => buildSignedIn(t.database.db, { createdAt: daysAgo(2) })),
    );
    for (const [i, reporter] of reporters.entries()) {
      expect((await report(idea.id, reporter.headers)).status).toBe(200);
      // A second report from the same person does not count twice.
      if (i === 0) expect((await report(idea.id, reporter.headers)).status).toBe(409);
      const visible = (await api(t).call(ideaApi.get, { params: { id: idea.id } })).status;
      expect(visible).toBe(i < TRUST.autoHideReporters - 1 ? 200 : 404);
    }
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, idea.id));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'idea.autoHide',
        actorAccountId: null,
        after: { isHidden: true, isHiddenByReport: true },
      }),
    ]);
  });

  it('groups open reports by idea; dismissing shows an auto-hidden idea again and tells each reporter', async () => {
    const { headers, account: moderator } = await asAdmin(t.database.db, [Permission.ReportManage]);
    const owner = await buildAccount(t.database.db);
    const idea = await buildIdea(t.database.db, owner.id, { name: `Queue ${Date.now()}` });
    const reporters = await Promise.all(
      Array.from({ length: 3 }, () => buildSignedIn(t.database.db, { createdAt: daysAgo(2) })),
    );
    await report(idea.id, reporters[0]!.headers, 'spam');
    await report(idea.id, reporters[1]!.headers, 'spam');
    await report(idea.id, reporters[2]!.headers, 'selfPurpose');

    const queue = await api(t).call(reportApi.list, { query: { q: idea.name }, headers });
    const [group] = queue.data.result;
    expect(group).toMatchObject({
      reportCount: 3,
      reasonCounts: { spam: 2, selfPurpose: 1, notRelated: 0 },
      idea: { id: idea.id, isHidden: true },
    });
    const reportId = group!.reports[0]!.id;

    const dismissed = await api(t).call(reportApi.decide, {
      params: { id: reportId },
      body: { status: 'dismissed', note: 'Looks fine' },
      headers,
    });
    expect(dismissed.data).toEqual({ decidedCount: 3, ideaId: idea.id });
    expect((await api(t).call(ideaApi.get, { params: { id: idea.id } })).status).toBe(200);
    const again = await api(t).call(reportApi.decide, {
      params: { id: reportId },
      body: { status: 'resolved' },
      headers,
    });
    expect(again.body).toMatchObject({ statusCode: 409, errorCode: 'REPORT_ALREADY_DECIDED' });

    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientAccountId, reporters[0]!.account.id));
    expect(told).toEqual([
      expect.objectContaining({
        type: 6,
        actorAccountId: moderator.id,
        subjectId: idea.id,
        payload: expect.objectContaining({ status: 'dismissed', note: 'Looks fine' }),
      }),
    ]);
    expect(await actionsOn(idea.id)).toEqual(['idea.autoHide', 'idea.unhide']);
    expect(await actionsOn(reportId)).toEqual(['report.dismiss']);
    const decided = await api(t).call(reportApi.list, {
      query: { status: 'dismissed', q: idea.name },
      headers,
    });
    expect(decided.data.result[0]?.reports[0]).toMatchObject({
      status: 'dismissed',
      decisionNote: 'Looks fine',
      decidedBy: { id: moderator.id },
    });
  });

  it('resolving with an action hides or deletes the idea', async () => {
    const { headers } = await asSuperAdmin(t.database.db);
    const owner = await buildAccount(t.database.db);
    const idea = await buildIdea(t.database.db, owner.id);
    const reporter = await buildSignedIn(t.database.db);
    const reportId = (await report(idea.id, reporter.headers)).data.id;
    const bad = await api(t).send(reportApi.decide, {
      params: { id: reportId },
      body: { status: 'resolved', action: 'ban' },
      headers,
    });
    expect(bad.status).toBe(400);
    const res = await api(t).call(reportApi.decide, {
      params: { id: reportId },
      body: { status: 'resolved', action: 'hide' },
      headers,
    });
    expect(res.status).toBe(200);
    expect((await api(t).call(ideaApi.get, { params: { id: idea.id } })).status).toBe(404);
    expect(await actionsOn(idea.id)).toEqual(['idea.hide']);
    expect(await actionsOn(reportId)).toEqual(['report.resolve']);
    // The reporter reads the outcome in their notification list, though the idea is now hidden.
    const inbox = await api(t).as(reporter).call(notificationApi.list);
    expect(inbox.body).toMatchObject({ statusCode: 200 });
    expect(inbox.data.result).toEqual([
      expect.objectContaining({
        type: NotificationType.ReportDecision,
        payload: { ideaName: idea.name, status: 'resolved', actionTaken: 'hide' },
        target: expect.objectContaining({ ideaId: idea.id, isAvailable: false }),
      }),
    ]);
  });
});

describe('audit log', () => {
  it('filters by admin, action and target, and shows each reader only the areas they manage', async () => {
    const boss = await asSuperAdmin(t.database.db);
    const ideaOnly = await asAdmin(t.database.db, [Permission.IdeaManage]);
    const owner = await buildAccount(t.database.db);
    const idea = await buildIdea(t.database.db, owner.id, { name: 'Audited idea' });
    await api(t)
      .as(ideaOnly)
      .call(ideaModerationApi.update, { params: { id: idea.id }, body: { isAdminSuggest: true } });
    await api(t)
      .as(boss)
      .call(dashboardAccountApi.update, { params: { id: owner.id }, body: { isDeactivated: true, reason: 'Fraud' } });

    const byActor = await api(t)
      .as(boss)
      .call(auditApi.list, { query: { actorId: ideaOnly.account.id } });
    expect(byActor.data.result).toEqual([
      expect.objectContaining({
        action: 'idea.suggest',
        targetType: 'idea',
        targetId: idea.id,
        targetLabel: 'Audited idea',
        actor: expect.objectContaining({ id: ideaOnly.account.id }),
        before: { isAdminSuggest: false },
        after: { isAdminSuggest: true },
      }),
    ]);
    const byTarget = await api(t)
      .as(boss)
      .call(auditApi.list, { query: { targetType: 'account', targetId: owner.id, action: 'account.deactivate' } });
    expect(byTarget.data.result).toEqual([expect.objectContaining({ note: 'Fraud', targetLabel: owner.username })]);
    // An Admin with idea.manage only never reads account entries.
    const limited = await api(t)
      .as(ideaOnly)
      .call(auditApi.list, { query: { targetId: owner.id } });
    expect(limited.data).toMatchObject({ totalItems: 0, result: [] });
    const bad = await api(t)
      .as(boss)
      .send(auditApi.list, { query: { action: 'idea.explode' } });
    expect(bad.status).toBe(400);
  });
});
