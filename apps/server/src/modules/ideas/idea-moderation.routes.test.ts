import { NotificationType, Permission, TRUST } from '@ideamatch/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, comments, notifications } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildIdea, buildSignedIn, daysAgo } from '../../test/factories';
import { asAdmin, asSuperAdmin, call } from '../dashboard/dashboard.test-helpers';

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
  call(t, { method: 'POST', url: `/api/idea/${ideaId}/report`, headers, payload: { reason } });

describe('idea management', () => {
  it('lists every idea with status and category filters and search, hidden and deleted ones included', async () => {
    const { headers } = await asAdmin(t.database.db, [Permission.IdeaManage]);
    const owner = await buildAccount(t.database.db);
    const tag = `Lychee${Date.now()}`;
    await buildIdea(t.database.db, owner.id, { name: `${tag} visible`, categoryId: 'food' });
    await buildIdea(t.database.db, owner.id, { name: `${tag} hidden`, categoryId: 'pet', isHidden: true });
    await buildIdea(t.database.db, owner.id, { name: `${tag} deleted`, categoryId: 'food', status: -1 });
    const names = async (query: string) =>
      (await call(t, { method: 'GET', url: `/api/dashboard/idea?q=${tag}&${query}`, headers }))
        .json()
        .data.result.map((row: { name: string }) => row.name.replace(`${tag} `, ''));
    expect((await names('sortBy=1')).sort()).toEqual(['deleted', 'hidden', 'visible']);
    expect(await names('status=hidden')).toEqual(['hidden']);
    expect(await names('status=deleted')).toEqual(['deleted']);
    expect(await names('status=active')).toEqual(['visible']);
    expect((await names('categoryId=food')).sort()).toEqual(['deleted', 'visible']);
    const bad = await call(t, { method: 'GET', url: '/api/dashboard/idea?sortBy=9', headers });
    expect(bad.statusCode).toBe(400);
  });

  it('hides, suggests, sponsors, deletes and restores, each audited with before and after', async () => {
    const { headers, account: admin } = await asAdmin(t.database.db, [Permission.IdeaManage]);
    const owner = await buildSignedIn(t.database.db);
    const idea = await buildIdea(t.database.db, owner.account.id);
    const patch = (payload: object) =>
      call(t, { method: 'PATCH', url: `/api/dashboard/idea/${idea.id}`, headers, payload });

    expect((await patch({ isHidden: true, note: 'Off-topic' })).json().data).toMatchObject({
      isHidden: true,
      isHiddenByReport: true,
    });
    expect((await call(t, { method: 'GET', url: `/api/idea/${idea.id}` })).statusCode).toBe(404);
    // The owner cannot undo a moderator's hide.
    const ownerUnhide = await call(t, {
      method: 'PATCH',
      url: `/api/idea/${idea.id}/hide`,
      headers: owner.headers,
      payload: { isHidden: false },
    });
    expect(ownerUnhide.statusCode).toBe(403);
    expect((await patch({ isHidden: false })).json().data.isHidden).toBe(false);

    expect((await patch({ isAdminSuggest: true })).json().data.isAdminSuggest).toBe(true);
    const noDate = await patch({ isSponsored: true });
    expect(noDate.json().details).toEqual([
      {
        field: 'sponsoredUntil',
        code: 'SPONSORED_UNTIL_REQUIRED',
        message: 'Please choose when the sponsorship ends.',
      },
    ]);
    const past = await patch({ isSponsored: true, sponsoredUntil: '2020-01-01T00:00:00.000Z' });
    expect(past.json().details).toEqual([
      { field: 'sponsoredUntil', code: 'SPONSORED_UNTIL_PAST', message: 'The sponsorship must end in the future.' },
    ]);
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect((await patch({ isSponsored: true, sponsoredUntil: until })).json().data).toMatchObject({
      isSponsored: true,
      sponsoredUntil: until,
    });

    expect((await patch({ isAdminSuggest: false, isSponsored: false })).json().data).toMatchObject({
      isAdminSuggest: false,
      isSponsored: false,
      sponsoredUntil: null,
    });
    expect((await call(t, { method: 'DELETE', url: `/api/dashboard/idea/${idea.id}`, headers })).json().data).toEqual({
      id: idea.id,
    });
    const detail = await call(t, { method: 'GET', url: `/api/dashboard/idea/${idea.id}`, headers });
    expect(detail.json().data.status).toBe(-1);
    expect((await call(t, { method: 'DELETE', url: `/api/dashboard/idea/${idea.id}`, headers })).statusCode).toBe(404);
    expect((await patch({ isDeleted: false })).json().data.status).toBe(1);

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
    const posted = await call(t, {
      method: 'POST',
      url: `/api/idea/${idea.id}/comment`,
      headers: fan.headers,
      payload: { text: 'Rude words' },
    });
    const commentId = posted.json().data.id as string;
    await report(idea.id, fan.headers, 'notRelated');
    const detail = (await call(t, { method: 'GET', url: `/api/dashboard/idea/${idea.id}`, headers })).json().data;
    expect(detail.reports).toEqual([
      expect.objectContaining({
        reason: 'notRelated',
        status: 'open',
        reporter: expect.objectContaining({ id: fan.account.id }),
      }),
    ]);
    expect(detail.comments).toEqual([expect.objectContaining({ id: commentId, text: 'Rude words', isDeleted: false })]);
    expect(detail.openReportCount).toBe(1);

    expect((await call(t, { method: 'DELETE', url: `/api/dashboard/comment/${commentId}`, headers })).statusCode).toBe(
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
      expect((await report(idea.id, reporter.headers)).statusCode).toBe(200);
      // A second report from the same person does not count twice.
      if (i === 0) expect((await report(idea.id, reporter.headers)).statusCode).toBe(409);
      const visible = (await call(t, { method: 'GET', url: `/api/idea/${idea.id}` })).statusCode;
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

    const queue = await call(t, {
      method: 'GET',
      url: `/api/dashboard/report?q=${encodeURIComponent(idea.name)}`,
      headers,
    });
    const [group] = queue.json().data.result;
    expect(group).toMatchObject({
      reportCount: 3,
      reasonCounts: { spam: 2, selfPurpose: 1, notRelated: 0 },
      idea: { id: idea.id, isHidden: true },
    });
    const reportId = group.reports[0].id as string;

    const dismissed = await call(t, {
      method: 'PATCH',
      url: `/api/dashboard/report/${reportId}`,
      headers,
      payload: { status: 'dismissed', note: 'Looks fine' },
    });
    expect(dismissed.json().data).toEqual({ decidedCount: 3, ideaId: idea.id });
    expect((await call(t, { method: 'GET', url: `/api/idea/${idea.id}` })).statusCode).toBe(200);
    const again = await call(t, {
      method: 'PATCH',
      url: `/api/dashboard/report/${reportId}`,
      headers,
      payload: { status: 'resolved' },
    });
    expect(again.json()).toMatchObject({ statusCode: 409, errorCode: 'REPORT_ALREADY_DECIDED' });

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
    const decided = await call(t, {
      method: 'GET',
      url: `/api/dashboard/report?status=dismissed&q=${encodeURIComponent(idea.name)}`,
      headers,
    });
    expect(decided.json().data.result[0].reports[0]).toMatchObject({
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
    const reportId = (await report(idea.id, reporter.headers)).json().data.id as string;
    const bad = await call(t, {
      method: 'PATCH',
      url: `/api/dashboard/report/${reportId}`,
      headers,
      payload: { status: 'resolved', action: 'ban' },
    });
    expect(bad.statusCode).toBe(400);
    const res = await call(t, {
      method: 'PATCH',
      url: `/api/dashboard/report/${reportId}`,
      headers,
      payload: { status: 'resolved', action: 'hide' },
    });
    expect(res.statusCode).toBe(200);
    expect((await call(t, { method: 'GET', url: `/api/idea/${idea.id}` })).statusCode).toBe(404);
    expect(await actionsOn(idea.id)).toEqual(['idea.hide']);
    expect(await actionsOn(reportId)).toEqual(['report.resolve']);
    // The reporter reads the outcome in their notification list, though the idea is now hidden.
    const inbox = await call(t, { method: 'GET', url: '/api/notification', headers: reporter.headers });
    expect(inbox.json()).toMatchObject({ statusCode: 200 });
    expect(inbox.json().data.result).toEqual([
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
    await call(t, {
      method: 'PATCH',
      url: `/api/dashboard/idea/${idea.id}`,
      headers: ideaOnly.headers,
      payload: { isAdminSuggest: true },
    });
    await call(t, {
      method: 'PATCH',
      url: `/api/dashboard/account/${owner.id}`,
      headers: boss.headers,
      payload: { isDeactivated: true, reason: 'Fraud' },
    });

    const byActor = await call(t, {
      method: 'GET',
      url: `/api/dashboard/audit-log?actorId=${ideaOnly.account.id}`,
      headers: boss.headers,
    });
    expect(byActor.json().data.result).toEqual([
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
    const byTarget = await call(t, {
      method: 'GET',
      url: `/api/dashboard/audit-log?targetType=account&targetId=${owner.id}&action=account.deactivate`,
      headers: boss.headers,
    });
    expect(byTarget.json().data.result).toEqual([
      expect.objectContaining({ note: 'Fraud', targetLabel: owner.username }),
    ]);
    // An Admin with idea.manage only never reads account entries.
    const limited = await call(t, {
      method: 'GET',
      url: `/api/dashboard/audit-log?targetId=${owner.id}`,
      headers: ideaOnly.headers,
    });
    expect(limited.json().data).toMatchObject({ totalItems: 0, result: [] });
    const bad = await call(t, {
      method: 'GET',
      url: '/api/dashboard/audit-log?action=idea.explode',
      headers: boss.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
