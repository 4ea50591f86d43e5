import type {
  ContentReport,
  ContentReportDecisionInput,
  ContentReportListParams,
  Paged,
  ReportBodyInput,
} from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageOf, pageWindow } from '../../lib/paging';
import { presentOptionalPerson, presentPerson } from '../accounts/person.presenter';
import type { SessionInfo } from '../auth/session.service';
import { recordAudit } from '../audit/audit.service';
import { deleteComment, requireLiveComment } from '../comments/comment.service';
import { blockPolicy } from '../partners/block.policy';
import { assertReportQuota } from '../trust/trust.service';
import { contentReportRepository as repo } from './content-report.repository';

type Reporter = { accountId: string; address: string | null };

/**
 * `POST /api/comment/{id}/report`: a live comment on an idea the reporter may see, not their own
 * (nor one of their personas'), once per person, within the reporter's report quota.
 */
export async function reportComment(
  db: Database,
  { accountId, address }: Reporter,
  commentId: string,
  report: ReportBodyInput,
): Promise<{ id: string }> {
  const { comment } = await requireLiveComment(db, commentId, accountId);
  if (await blockPolicy.isSamePerson(db, accountId, comment.authorAccountId)) {
    throw new AppError('CANNOT_REPORT_YOURSELF');
  }
  await assertReportQuota(db, { accountId, address });
  const inserted = await repo.insert(db, {
    targetType: 'comment',
    commentId,
    accountId: comment.authorAccountId,
    reporterAccountId: accountId,
    reason: report.reason,
    detail: report.detail ?? null,
  });
  if (!inserted) throw new AppError('COMMENT_ALREADY_REPORTED');
  return inserted;
}

/**
 * `POST /api/account/{id}/report`: a live account (a persona included) that is not one of the
 * reporter's own, once per person, within the reporter's report quota.
 */
export async function reportAccount(
  db: Database,
  { accountId, address }: Reporter,
  reportedId: string,
  report: ReportBodyInput,
): Promise<{ id: string }> {
  const target = await repo.findAccount(db, reportedId);
  if (!target || target.isDeactivated) throw new AppError('NOT_FOUND');
  if (await blockPolicy.isSamePerson(db, accountId, reportedId)) throw new AppError('CANNOT_REPORT_YOURSELF');
  await assertReportQuota(db, { accountId, address });
  const inserted = await repo.insert(db, {
    targetType: 'account',
    commentId: null,
    accountId: reportedId,
    reporterAccountId: accountId,
    reason: report.reason,
    detail: report.detail ?? null,
  });
  if (!inserted) throw new AppError('PERSON_ALREADY_REPORTED');
  return inserted;
}

/** `GET /api/dashboard/content-report`: reports on comments and people, newest first. */
export async function listContentReports(db: Database, query: ContentReportListParams): Promise<Paged<ContentReport>> {
  const { rows, totalItems } = await repo.page(db, {
    status: query.status,
    targetType: query.targetType,
    ...pageWindow(query),
  });
  return pageOf(
    query,
    totalItems,
    rows.map(({ report, reporter, account, decider, comment }) => ({
      id: report.id,
      targetType: report.targetType,
      reason: report.reason,
      detail: report.detail,
      status: report.status,
      reporter: presentPerson(reporter),
      account: { ...presentPerson(account), isDeactivated: account.isDeactivated },
      comment:
        report.commentId && comment?.id
          ? {
              id: comment.id,
              ideaId: comment.ideaId ?? '',
              ideaName: comment.ideaName ?? '',
              text: comment.isDeleted ? '' : (comment.text ?? ''),
              isDeleted: Boolean(comment.isDeleted),
            }
          : null,
      actionTaken: report.actionTaken,
      decisionNote: report.decisionNote,
      decidedBy: presentOptionalPerson(decider),
      decidedAt: report.decidedAt?.toISOString() ?? null,
      createdAt: report.createdAt.toISOString(),
    })),
  );
}

/**
 * `PATCH /api/dashboard/content-report/{id}`: dismisses or resolves this report and every open one
 * on the same comment or person, audited. Resolving a comment report with `deleteComment` removes
 * the comment (which takes the idea-manage permission, like deleting it from the idea's page).
 */
export async function decideContentReport(
  db: Database,
  session: SessionInfo,
  id: string,
  decision: ContentReportDecisionInput,
): Promise<{ decidedCount: number }> {
  const report = await repo.findById(db, id);
  if (!report) throw new AppError('NOT_FOUND');
  if (report.status !== 'open') throw new AppError('REPORT_ALREADY_DECIDED');
  const action = decision.status === 'resolved' ? decision.action : 'none';
  if (action === 'deleteComment') {
    if (!report.commentId) throw new AppError('VALIDATION_ERROR');
    // Already deleted (by its author, or another moderator meanwhile) is what was asked.
    await deleteComment(db, session, report.commentId).catch((err: unknown) => {
      if (!(err instanceof AppError && err.code === 'NOT_FOUND')) throw err;
    });
  }
  const note = decision.note ?? null;
  return db.transaction(async (tx) => {
    const open = await repo.lockOpenOnTarget(tx, report);
    if (!open.some((row) => row.id === id)) throw new AppError('REPORT_ALREADY_DECIDED');
    await repo.decide(
      tx,
      open.map((row) => row.id),
      {
        status: decision.status,
        decidedBy: session.accountId,
        decisionNote: note,
        actionTaken: action,
        decidedAt: new Date(),
      },
    );
    for (const row of open) {
      await recordAudit(tx, {
        actorAccountId: session.accountId,
        action: decision.status === 'resolved' ? 'report.resolve' : 'report.dismiss',
        targetType: 'report',
        targetId: row.id,
        before: { status: 'open' },
        after: {
          status: decision.status,
          actionTaken: action,
          targetType: row.targetType,
          accountId: row.accountId,
          commentId: row.commentId,
        },
        note,
      });
    }
    return { decidedCount: open.length };
  });
}
