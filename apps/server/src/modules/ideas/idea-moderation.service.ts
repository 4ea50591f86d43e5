import type {
  DashboardIdea,
  DashboardIdeaChanges,
  DashboardIdeaDetail,
  DashboardIdeaListParams,
} from '@ideamatch/shared';
import { IdeaStatus } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import type { Idea } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { pageOf } from '../../lib/paging';
import { presentPerson } from '../accounts/person.presenter';
import type { SessionInfo } from '../auth/session.service';
import { recordAudit } from '../audit/audit.service';
import { presentReport } from '../reports/report.presenter';
import { reportRepository } from '../reports/report.repository';
import { appealRepository } from '../reports/appeal.repository';
import { presentAppeal } from '../reports/appeal.presenter';
import { staffReadOf } from '../idea-access/staff-read';
import { invalidateIdeaLists } from './idea-list-cache';
import { presentDashboardIdea } from './idea-moderation.presenter';
import { ideaModerationRepository as repo } from './idea-moderation.repository';

const COMMENTS_SHOWN = 100;

/** Who hides or shows an idea: its owner, or a moderator (`actorAccountId` null: the report threshold). */
export type HiddenBy =
  { owner: true } | { owner?: false; actorAccountId: string | null; note?: string | null; auto?: boolean };

/**
 * Hides or shows an idea (inside the caller's transaction when a moderator acts). A moderator's
 * hide is marked hidden-by-report, so the owner cannot simply show the idea again, and audited;
 * `auto` is the report threshold's hide.
 */
export async function setIdeaHidden(
  tx: Database,
  { idea, isHidden, by }: { idea: Idea; isHidden: boolean; by: HiddenBy },
): Promise<void> {
  if (by.owner) {
    if (!isHidden && idea.hiddenByReport) throw new AppError('IDEA_HIDDEN_BY_REPORT');
    await repo.update(tx, idea.id, { isHidden });
    return;
  }
  if (idea.isHidden === isHidden && idea.hiddenByReport === isHidden) return;
  await repo.update(tx, idea.id, { isHidden, hiddenByReport: isHidden });
  await recordAudit(tx, {
    actorAccountId: by.actorAccountId,
    action: by.auto ? 'idea.autoHide' : isHidden ? 'idea.hide' : 'idea.unhide',
    targetType: 'idea',
    targetId: idea.id,
    before: { isHidden: idea.isHidden, isHiddenByReport: idea.hiddenByReport },
    after: { isHidden, isHiddenByReport: isHidden },
    note: by.note ?? null,
  });
}

/** Soft-deletes an idea as a moderator (status Deleted) and audits it. */
export async function deleteIdeaAsModerator(
  tx: Database,
  { idea, actorAccountId, note }: { idea: Idea; actorAccountId: string; note?: string | null },
): Promise<void> {
  if (idea.status === IdeaStatus.Deleted) return;
  await repo.update(tx, idea.id, { status: IdeaStatus.Deleted });
  await recordAudit(tx, {
    actorAccountId,
    action: 'idea.delete',
    targetType: 'idea',
    targetId: idea.id,
    before: { status: idea.status },
    after: { status: IdeaStatus.Deleted },
    note: note ?? null,
  });
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
    reportRepository.listForIdeas(db, [id]),
    repo.listComments(db, id, COMMENTS_SHOWN),
    appealRepository.openForIdeas(db, [id]),
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
      await repo.update(tx, id, { status: IdeaStatus.Active });
      await audit('idea.restore', { status: idea.status }, { status: IdeaStatus.Active });
    }
    if (changes.isHidden !== undefined) {
      await setIdeaHidden(tx, { idea, isHidden: changes.isHidden, by: { actorAccountId, note } });
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

/** `DELETE /api/dashboard/idea/{id}`: soft delete (status Deleted), undoable with a restore. */
export async function deleteDashboardIdea(db: Database, session: SessionInfo, id: string): Promise<{ id: string }> {
  await db.transaction(async (tx) => {
    const idea = await repo.lock(tx, id);
    if (!idea || idea.status === IdeaStatus.Deleted) throw new AppError('NOT_FOUND');
    await deleteIdeaAsModerator(tx, { idea, actorAccountId: session.accountId });
  });
  invalidateIdeaLists(db);
  return { id };
}
