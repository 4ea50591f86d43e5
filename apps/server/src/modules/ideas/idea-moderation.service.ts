import type {
  DashboardIdea,
  DashboardIdeaChanges,
  DashboardIdeaDetail,
  DashboardIdeaListParams,
} from '@ideamatch/shared';
import { IdeaStatus, type ReportReason } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import type { Idea } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { pageOf } from '../../lib/paging';
import { presentPerson } from '../accounts/person.presenter';
import type { SessionInfo } from '../auth/session.service';
import { recordAudit } from '../audit/audit.service';
import { presentReport } from '../reports/report.presenter';
import { latestHideActionOf, openAppealsOf, reportsOnIdeas } from '../reports/moderation-history';
import { presentAppeal } from '../reports/appeal.presenter';
import { settleAppeal } from '../reports/appeal.service';
import { staffReadOf } from '../idea-access/staff-read';
import { invalidateIdeaLists } from './idea-list-cache';
import { presentDashboardIdea } from './idea-moderation.presenter';
import { notifyOwnerOfModeration } from './moderation-notice';
import { ideaModerationRepository as repo } from './idea-moderation.repository';

const COMMENTS_SHOWN = 100;

/**
 * Who hides or shows an idea: its owner, the report threshold (`auto`, `actorAccountId` null), or a
 * moderator, whose hide carries the reason (one of the report reasons) and note told to the owner.
 */
export type HiddenBy =
  | { owner: true }
  | { owner?: false; actorAccountId: null; note?: string | null; auto: true }
  | {
      owner?: false;
      actorAccountId: string;
      note?: string | null;
      reason?: ReportReason | null;
      auto?: false;
      /** The hide answers the owner's appeal (rejects it), so it cannot be appealed in turn. */
      isAppealAnswer?: boolean;
    };

/**
 * Hides or shows an idea (inside the caller's transaction when a moderator acts). A moderator's
 * hide is marked hidden-by-report, so the owner cannot simply show the idea again, audited with its
 * reason, and told to the owner; `auto` is the report threshold's hide. Returns whether it changed.
 */
export async function setIdeaHidden(
  tx: Database,
  { idea, isHidden, by }: { idea: Idea; isHidden: boolean; by: HiddenBy },
): Promise<boolean> {
  if (by.owner) {
    if (!isHidden && idea.hiddenByReport) throw new AppError('IDEA_HIDDEN_BY_REPORT');
    await repo.update(tx, idea.id, { isHidden });
    return idea.isHidden !== isHidden;
  }
  if (idea.isHidden === isHidden && idea.hiddenByReport === isHidden) {
    // A moderator's hide of an idea the reports threshold hid makes the hiding theirs: audited and
    // told to the owner, who may appeal it. Anything else already as asked changes nothing.
    const isTakingOver = isHidden && !by.auto && (await latestHideActionOf(tx, idea.id)) === 'idea.autoHide';
    if (!isTakingOver) return false;
  }
  await repo.update(tx, idea.id, { isHidden, hiddenByReport: isHidden });
  const reason = !by.auto && isHidden ? (by.reason ?? null) : null;
  await recordAudit(tx, {
    actorAccountId: by.actorAccountId,
    action: by.auto ? 'idea.autoHide' : isHidden ? 'idea.hide' : 'idea.unhide',
    targetType: 'idea',
    targetId: idea.id,
    before: { isHidden: idea.isHidden, isHiddenByReport: idea.hiddenByReport },
    after: {
      isHidden,
      isHiddenByReport: isHidden,
      ...(reason ? { reason } : {}),
      ...(!by.auto && by.isAppealAnswer ? { isAppealAnswer: true } : {}),
    },
    note: by.note ?? null,
  });
  if (!by.auto && isHidden) {
    await notifyOwnerOfModeration(tx, {
      idea,
      actorAccountId: by.actorAccountId,
      action: 'hide',
      reason,
      note: by.note ?? null,
    });
  }
  return true;
}

/** Sets an idea's status as a moderator, audited as `action` with the status before and after. */
async function setStatusAudited(
  tx: Database,
  idea: Idea,
  {
    status,
    action,
    actorAccountId,
    note,
    after = {},
  }: {
    status: Idea['status'];
    action: 'idea.delete' | 'idea.restore';
    actorAccountId: string;
    note: string | null;
    after?: Record<string, unknown>;
  },
): Promise<void> {
  await repo.update(tx, idea.id, { status });
  await recordAudit(tx, {
    actorAccountId,
    action,
    targetType: 'idea',
    targetId: idea.id,
    before: { status: idea.status },
    after: { status, ...after },
    note,
  });
}

type ModeratorDecision = {
  actorAccountId: string;
  reason?: ReportReason | null;
  note?: string | null;
  /** The decision answers the owner's appeal (rejects it), so it cannot be appealed in turn. */
  isAppealAnswer?: boolean;
};

/**
 * Soft-deletes an idea as a moderator (status Deleted), audits it with its reason and tells the
 * owner, who may appeal it (unless it answered their appeal).
 */
export async function deleteIdeaAsModerator(
  tx: Database,
  { idea, actorAccountId, reason = null, note = null, isAppealAnswer = false }: ModeratorDecision & { idea: Idea },
): Promise<void> {
  if (idea.status === IdeaStatus.Deleted) return;
  await setStatusAudited(tx, idea, {
    status: IdeaStatus.Deleted,
    action: 'idea.delete',
    actorAccountId,
    note,
    after: { ...(reason ? { reason } : {}), ...(isAppealAnswer ? { isAppealAnswer } : {}) },
  });
  await notifyOwnerOfModeration(tx, { idea, actorAccountId, action: 'delete', reason, note });
}

/**
 * `POST /api/dashboard/idea/{id}/warning`: warns the owner about the idea, with a reason and a
 * note, leaving it as it is; audited (`idea.warn`).
 */
export async function warnIdeaOwner(
  db: Database,
  session: SessionInfo,
  id: string,
  { reason, note = null }: { reason: ReportReason; note?: string | null },
): Promise<{ id: string }> {
  await db.transaction(async (tx) => {
    const idea = await repo.lock(tx, id);
    if (!idea || idea.status === IdeaStatus.Deleted) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      actorAccountId: session.accountId,
      action: 'idea.warn',
      targetType: 'idea',
      targetId: id,
      after: { reason },
      note,
    });
    await notifyOwnerOfModeration(tx, { idea, actorAccountId: session.accountId, action: 'warn', reason, note });
  });
  return { id };
}

/** `GET /api/dashboard/idea`: every idea under the filters (hidden and deleted ones included). */
export async function listDashboardIdeas(db: Database, query: DashboardIdeaListParams) {
  const { rows, total } = await repo.list(db, query);
  return pageOf(query, total, rows.map(presentDashboardIdea));
}

/** One idea as a dashboard row, or 404. */
export async function getDashboardIdeaRow(db: Database, id: string): Promise<DashboardIdea> {
  const [row] = await repo.findRows(db, [id]);
  if (!row) throw new AppError('NOT_FOUND');
  return presentDashboardIdea(row);
}

/**
 * `GET /api/dashboard/idea/{id}`: the idea, its reports and its latest comments. A confidential
 * idea's details only for a moderator handling a report on it, audited (`staffReadOf`).
 */
export async function getDashboardIdea(db: Database, session: SessionInfo, id: string): Promise<DashboardIdeaDetail> {
  const row = await getDashboardIdeaRow(db, id);
  const [idea, extras, reports, comments, appeals] = await Promise.all([
    repo.findIdea(db, id),
    repo.extras(db, id),
    reportsOnIdeas(db, [id]),
    repo.listComments(db, id, COMMENTS_SHOWN),
    openAppealsOf(db, [id]),
  ]);
  if (!idea) throw new AppError('NOT_FOUND');
  const read = await staffReadOf(db, session, idea);
  const isShown = !read.isDetailWithheld;
  return {
    ...row,
    description: idea.description,
    detail: isShown ? idea.detail : '',
    businessModel: isShown ? idea.businessModel : null,
    achievements: isShown ? extras.achievements : [],
    imageUrls: extras.imageKeys.map(read.imageUrl).filter((url): url is string => Boolean(url)),
    visibility: idea.visibility,
    isDetailWithheld: read.isDetailWithheld,
    reports: reports.map(presentReport),
    appeal: appeals.has(id) ? presentAppeal(appeals.get(id)!) : null,
    comments: comments.map(({ comment, author }) => ({
      id: comment.id,
      parentId: comment.parentId,
      author: presentPerson(author),
      text: comment.text,
      likeCount: comment.likeCount,
      isDeleted: comment.isDeleted,
      createdAt: comment.createdAt.toISOString(),
    })),
  };
}

/**
 * `PATCH /api/dashboard/idea/{id}`: hide/unhide, suggest, sponsor (with an end date) and restore
 * a deleted idea; each change is one audit entry in the same transaction.
 */
export async function updateDashboardIdea(
  db: Database,
  session: SessionInfo,
  id: string,
  changes: DashboardIdeaChanges,
): Promise<DashboardIdea> {
  if (changes.isSponsored && changes.sponsoredUntil && new Date(changes.sponsoredUntil) <= new Date()) {
    throw fieldError('sponsoredUntil', 'SPONSORED_UNTIL_PAST');
  }
  await db.transaction(async (tx) => {
    const idea = await repo.lock(tx, id);
    if (!idea) throw new AppError('NOT_FOUND');
    const actorAccountId = session.accountId;
    const note = changes.note ?? null;
    const audit = (
      action: 'idea.restore' | 'idea.suggest' | 'idea.unsuggest' | 'idea.sponsor' | 'idea.unsponsor',
      before: Record<string, unknown>,
      after: Record<string, unknown>,
    ) => recordAudit(tx, { actorAccountId, action, targetType: 'idea', targetId: id, before, after, note });

    if (changes.isDeleted === false && idea.status === IdeaStatus.Deleted) {
      await restoreIdea(tx, { idea, actorAccountId, note });
    }
    if (changes.isHidden !== undefined) {
      const reason = changes.reason ?? null;
      const isChanged = await setIdeaHidden(tx, {
        idea,
        isHidden: changes.isHidden,
        by: { actorAccountId, note, reason },
      });
      // Showing the idea again answers an open appeal of its hiding: upheld.
      if (isChanged && !changes.isHidden) {
        await settleAppeal(tx, { idea, isShownAgain: true, actorAccountId, note });
      }
    }
    if (changes.isAdminSuggest !== undefined && changes.isAdminSuggest !== idea.isAdminSuggest) {
      await repo.update(tx, id, { isAdminSuggest: changes.isAdminSuggest });
      await audit(
        changes.isAdminSuggest ? 'idea.suggest' : 'idea.unsuggest',
        { isAdminSuggest: idea.isAdminSuggest },
        { isAdminSuggest: changes.isAdminSuggest },
      );
    }
    if (changes.isSponsored !== undefined) {
      const sponsoredUntil = changes.isSponsored && changes.sponsoredUntil ? new Date(changes.sponsoredUntil) : null;
      const isSame =
        changes.isSponsored === idea.isSponsored &&
        (sponsoredUntil?.getTime() ?? null) === (idea.sponsoredUntil?.getTime() ?? null);
      if (!isSame) {
        await repo.update(tx, id, { isSponsored: changes.isSponsored, sponsoredUntil });
        await audit(
          changes.isSponsored ? 'idea.sponsor' : 'idea.unsponsor',
          { isSponsored: idea.isSponsored, sponsoredUntil: idea.sponsoredUntil?.toISOString() ?? null },
          { isSponsored: changes.isSponsored, sponsoredUntil: sponsoredUntil?.toISOString() ?? null },
        );
      }
    }
  });
  invalidateIdeaLists(db);
  return getDashboardIdeaRow(db, id);
}

/**
 * Restores a deleted idea (status Active) as a moderator, audited; an open appeal of its deletion
 * is upheld with it and its owner told.
 */
export async function restoreIdea(
  tx: Database,
  { idea, actorAccountId, note }: { idea: Idea; actorAccountId: string; note: string | null },
): Promise<void> {
  await setStatusAudited(tx, idea, { status: IdeaStatus.Active, action: 'idea.restore', actorAccountId, note });
  await settleAppeal(tx, { idea, isShownAgain: true, actorAccountId, note });
}

/**
 * `DELETE /api/dashboard/idea/{id}`: soft delete (status Deleted), undoable with a restore; the
 * owner is told why and may appeal it. An open appeal of the idea's hiding is rejected with it (and
 * the deletion, its answer, is not appealed again).
 */
export async function deleteDashboardIdea(
  db: Database,
  session: SessionInfo,
  id: string,
  { reason = null, note = null }: { reason?: ReportReason | null; note?: string | null } = {},
): Promise<{ id: string }> {
  await db.transaction(async (tx) => {
    const idea = await repo.lock(tx, id);
    if (!idea || idea.status === IdeaStatus.Deleted) throw new AppError('NOT_FOUND');
    const isAppealAnswer = (await openAppealsOf(tx, [idea.id])).has(idea.id);
    await deleteIdeaAsModerator(tx, { idea, actorAccountId: session.accountId, reason, note, isAppealAnswer });
    await settleAppeal(tx, { idea, isShownAgain: false, actorAccountId: session.accountId, note });
  });
  invalidateIdeaLists(db);
  return { id };
}
