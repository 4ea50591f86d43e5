import {
  NotificationType,
  REPORT_REASONS,
  type ReportReason,
  type DashboardReportListParams,
  type ReportDecisionInput,
  type ReportGroup,
} from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SessionInfo } from '../auth/session.service';
import { recordAudit } from '../audit/audit.service';
import { createNotification } from '../notifications/notification.service';
import { findModeratedIdeaRows, lockModeratedIdea } from '../ideas/moderated-idea';
import { deleteIdeaAsModerator, setIdeaHidden } from '../ideas/idea-moderation.service';
import { invalidateIdeaLists } from '../ideas/idea-list-cache';
import { pageOf } from '../../lib/paging';
import { reportRepository as repo } from './report.repository';
import { appealRepository } from './appeal.repository';
import { presentAppeal } from './appeal.presenter';
import { isOwnDecision, settleAppeal } from './appeal.service';
import { presentDashboardIdea } from '../ideas/idea-moderation.presenter';
import { presentReport } from './report.presenter';

/**
 * `GET /api/dashboard/report`: reports of one status grouped by idea, with reasons counted and the
 * owner's open appeal; in the open queue, appealed ideas come first.
 */
export async function listReportGroups(db: Database, query: DashboardReportListParams) {
  const { groups, total } = await repo.groupPage(db, query);
  const ideaIds = groups.map((group) => group.ideaId);
  const [ideaRows, reportRows, appeals] = await Promise.all([
    findModeratedIdeaRows(db, ideaIds),
    repo.listForIdeas(db, ideaIds, query.status),
    appealRepository.openForIdeas(db, ideaIds),
  ]);
  const ideaById = new Map(ideaRows.map((row) => [row.id, presentDashboardIdea(row)]));
  const result: ReportGroup[] = groups.flatMap((group) => {
    const idea = ideaById.get(group.ideaId);
    if (!idea) return [];
    return [
      {
        idea,
        reportCount: group.reportCount,
        reasonCounts: group.reasonCounts,
        latestReportAt: (group.latestReportAt ?? new Date()).toISOString(),
        reports: reportRows.filter((row) => row.report.ideaId === group.ideaId).map(presentReport),
        appeal: appeals.has(group.ideaId) ? presentAppeal(appeals.get(group.ideaId)!) : null,
      },
    ];
  });
  return pageOf(query, total, result);
}

/** The reason most of these reports give (the earliest listed of equals); null for none. */
function mostReported(reasons: string[]): ReportReason | null {
  const counts = new Map<ReportReason, number>();
  for (const reason of reasons) {
    if ((REPORT_REASONS as readonly string[]).includes(reason)) {
      counts.set(reason as ReportReason, (counts.get(reason as ReportReason) ?? 0) + 1);
    }
  }
  let best: ReportReason | null = null;
  for (const reason of REPORT_REASONS) {
    if ((counts.get(reason) ?? 0) > (best ? (counts.get(best) ?? 0) : 0)) best = reason;
  }
  return best;
}

/**
 * `PATCH /api/dashboard/report/{id}`: resolves (taking an action on the idea) or dismisses the
 * report, and by default every open report on the same idea. Dismissing, or resolving without an
 * action, shows an idea the report threshold had hidden. Each reporter is notified of the outcome,
 * and so is the owner when they had appealed.
 */
export async function decideReport(db: Database, session: SessionInfo, id: string, decision: ReportDecisionInput) {
  const report = await repo.findById(db, id);
  if (!report) throw new AppError('NOT_FOUND');
  if (report.status !== 'open') throw new AppError('REPORT_ALREADY_DECIDED');
  const actorAccountId = session.accountId;
  const action = decision.status === 'dismissed' ? 'none' : decision.action;
  const note = decision.note ?? null;

  const decidedCount = await db.transaction(async (tx) => {
    const idea = await lockModeratedIdea(tx, report.ideaId);
    if (!idea) throw new AppError('NOT_FOUND');
    const open = await repo.lockOpen(tx, {
      ideaId: report.ideaId,
      reportId: decision.scope === 'report' ? id : undefined,
    });
    if (!open.some((row) => row.id === id)) throw new AppError('REPORT_ALREADY_DECIDED');
    // Deciding the reports settles an open appeal of the threshold's hiding (any appeal, when the
    // idea is deleted), which the one who made the appealed decision leaves to the staff member it
    // is assigned to. An appeal of a moderator's hiding is decided on its own.
    const openAppeal = (await appealRepository.openForIdeas(tx, [idea.id])).get(idea.id);
    const appeal = openAppeal && (openAppeal.appealed === 'reports' || action === 'delete') ? openAppeal : null;
    if (appeal && isOwnDecision(appeal, actorAccountId)) throw new AppError('APPEAL_OWN_DECISION');

    // The owner is told the reason the moderator picked, or else the one reported most.
    const reason = decision.reason ?? mostReported(open.map((row) => row.reason));
    if (action === 'hide') {
      await setIdeaHidden(tx, {
        idea,
        isHidden: true,
        by: { actorAccountId, note, reason, isAppealAnswer: Boolean(appeal) },
      });
    }
    if (action === 'delete') {
      await deleteIdeaAsModerator(tx, { idea, actorAccountId, note, reason, isAppealAnswer: Boolean(appeal) });
    }
    let isShownAgain = action === 'none' && !idea.isHidden;
    if (action === 'none' && idea.isHidden && (await repo.latestHideAction(tx, idea.id)) === 'idea.autoHide') {
      await setIdeaHidden(tx, { idea, isHidden: false, by: { actorAccountId, note } });
      isShownAgain = true;
    }
    if (appeal) await settleAppeal(tx, { idea, isShownAgain, actorAccountId, note });

    await repo.decide(
      tx,
      open.map((row) => row.id),
      {
        status: decision.status,
        decidedBy: actorAccountId,
        decisionNote: note,
        actionTaken: action,
        decidedAt: new Date(),
      },
    );
    for (const row of open) {
      await recordAudit(tx, {
        actorAccountId,
        action: decision.status === 'resolved' ? 'report.resolve' : 'report.dismiss',
        targetType: 'report',
        targetId: row.id,
        before: { status: 'open' },
        after: { status: decision.status, actionTaken: action, ideaId: idea.id },
        note,
      });
      await createNotification(tx, {
        recipientAccountId: row.reporterAccountId,
        actorAccountId,
        type: NotificationType.ReportDecision,
        subjectType: 'idea',
        subjectId: idea.id,
        payload: { reportId: row.id, ideaName: idea.name, status: decision.status, actionTaken: action, note },
      });
    }
    return open.length;
  });
  // A hidden, shown again or deleted idea changes the public lists now, not when their cache ages out.
  invalidateIdeaLists(db);
  return { decidedCount, ideaId: report.ideaId };
}
