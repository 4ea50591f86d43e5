import {
  IdeaStatus,
  NotificationType,
  REPORT_REASONS,
  type IdeaAppeal,
  type IdeaModerationStatus,
  type ModerationAction,
  type ReportReason,
} from '@ideamatch/shared';
import type { Database } from '../../db/client';
import type { AppealedDecision, Idea } from '../../db/schema/index';
import { recordAudit } from '../audit/audit.service';
import { AppError } from '../../lib/app-error';
import { findModeratedIdea } from '../ideas/moderated-idea';
import { createNotification } from '../notifications/notification.service';
import { appealRepository } from './appeal.repository';
import { presentAppeal } from './appeal.presenter';

/**
 * The decision an appeal answers: when, by the threshold or a moderator, what it did (hid, deleted,
 * warned), and the moderator's reason and note.
 */
type AppealableDecision = {
  at: Date;
  appealed: AppealedDecision;
  action: ModerationAction;
  deciderId: string | null;
  reason: ReportReason | null;
  note: string | null;
};

const reasonOf = (after: unknown): ReportReason | null => {
  const reason = (after as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && (REPORT_REASONS as readonly string[]).includes(reason)
    ? (reason as ReportReason)
    : null;
};

/** The audit entries that hide or show an idea, and those that delete or restore it. */
const HIDE_ACTIONS = ['idea.hide', 'idea.unhide', 'idea.autoHide'] as const;
const DELETE_ACTIONS = ['idea.delete', 'idea.restore'] as const;
/** How long a warning stands on its owner's page, and can be appealed. */
const WARNING_DAYS = 30;

type ModerationEntry = NonNullable<Awaited<ReturnType<typeof appealRepository.latestEntry>>>;

/** A moderator's decision as an appeal answers it, unless it answered an appeal itself. */
const moderatorDecision = (entry: ModerationEntry, action: ModerationAction): AppealableDecision | null =>
  // A decision that rejected the owner's appeal was the review: it is not appealed again.
  (entry.after as { isAppealAnswer?: boolean } | null)?.isAppealAnswer
    ? null
    : {
        at: entry.at,
        appealed: 'moderator',
        action,
        deciderId: entry.actorAccountId,
        reason: reasonOf(entry.after),
        note: entry.note,
      };

/**
 * A deleted idea's deletion by a moderator (the latest deletion, not undone by a restore); null when
 * the idea is not deleted or its owner deleted it (which is not audited, nor appealed).
 */
async function moderatorDeletion(db: Database, idea: Idea): Promise<ModerationEntry | null> {
  if (idea.status !== IdeaStatus.Deleted) return null;
  const entry = await appealRepository.latestEntry(db, idea.id, DELETE_ACTIONS);
  return entry?.action === 'idea.delete' && entry.actorAccountId !== idea.ownerAccountId ? entry : null;
}

/**
 * A moderator's warning about an idea that is neither hidden nor deleted, given in the last
 * WARNING_DAYS days; null otherwise.
 */
async function standingWarning(db: Database, idea: Idea): Promise<ModerationEntry | null> {
  if (idea.isHidden || idea.status !== IdeaStatus.Active) return null;
  const entry = await appealRepository.latestEntry(db, idea.id, ['idea.warn']);
  return entry && entry.at.getTime() > Date.now() - WARNING_DAYS * 86_400_000 ? entry : null;
}

/**
 * The decision an owner may appeal, while it stands (`deletion` as `requireIdea` found it): a
 * moderator's deletion, a moderator's hide
 * (the latest hide-related entry), the reports threshold's hide while its reports are still open
 * (no moderator has decided them), or a moderator's recent warning. Null when there is none.
 */
async function appealableDecision(
  db: Database,
  { idea, deletion }: { idea: Idea; deletion: ModerationEntry | null },
): Promise<AppealableDecision | null> {
  if (idea.status === IdeaStatus.Deleted) return deletion ? moderatorDecision(deletion, 'delete') : null;
  if (!idea.isHidden) {
    const warning = await standingWarning(db, idea);
    return warning ? moderatorDecision(warning, 'warn') : null;
  }
  if (!idea.hiddenByReport || idea.status !== IdeaStatus.Active) return null;
  const [entry, open] = await Promise.all([
    appealRepository.latestEntry(db, idea.id, HIDE_ACTIONS),
    appealRepository.openReasonCounts(db, idea.id),
  ]);
  if (entry?.action === 'idea.hide') return moderatorDecision(entry, 'hide');
  const openCount = Object.values(open).reduce((sum, n) => sum + n, 0);
  if (entry?.action !== 'idea.autoHide' || openCount === 0) return null;
  return { at: entry.at, appealed: 'reports', action: 'hide', deciderId: null, reason: null, note: null };
}

/** The idea, or 404: a deleted one only while a moderator's deletion stands (the owner may appeal it). */
async function requireIdea(db: Database, ideaId: string): Promise<{ idea: Idea; deletion: ModerationEntry | null }> {
  const idea = await findModeratedIdea(db, ideaId);
  if (!idea) throw new AppError('NOT_FOUND');
  const deletion = await moderatorDeletion(db, idea);
  if (idea.status === IdeaStatus.Deleted && !deletion) throw new AppError('NOT_FOUND');
  return { idea, deletion };
}

/**
 * `GET /api/idea/{id}/moderation` (owner only): whether and why the idea is hidden (open reports by
 * reason, or the moderator's reason and note) or was deleted by a moderator (their reason and note),
 * whether it can be appealed, and the latest appeal.
 */
export async function getIdeaModeration(db: Database, ideaId: string): Promise<IdeaModerationStatus> {
  const found = await requireIdea(db, ideaId);
  const { idea, deletion } = found;
  const [appealable, reasonCounts, latest] = await Promise.all([
    appealableDecision(db, found),
    appealRepository.openReasonCounts(db, ideaId),
    appealRepository.findLatest(db, ideaId),
  ]);
  const isHiddenByReport = !deletion && idea.isHidden && idea.hiddenByReport;
  const isAppealed = Boolean(appealable && latest && latest.hiddenAt.getTime() === appealable.at.getTime());
  return {
    isDeletedByModerator: Boolean(deletion),
    isWarnedByModerator: appealable?.action === 'warn',
    isHiddenByReport,
    hiddenBy: isHiddenByReport ? (appealable?.appealed === 'reports' ? 'reports' : 'moderator') : null,
    hiddenAt: appealable?.at.toISOString() ?? null,
    reasonCounts,
    // The deletion (told even once it answered an appeal), or the moderator's hide or warning.
    decision: deletion
      ? { reason: reasonOf(deletion.after), note: deletion.note, decidedAt: deletion.at.toISOString() }
      : appealable?.appealed === 'moderator'
        ? { reason: appealable.reason, note: appealable.note, decidedAt: appealable.at.toISOString() }
        : null,
    canAppeal: Boolean(appealable) && !isAppealed,
    appeal: latest ? presentAppeal(latest) : null,
  };
}

/**
 * `POST /api/idea/{id}/appeal` (owner only): asks the moderators to look again at a hidden idea,
 * once per decision. The appeal is assigned to a staff member other than the one who hid the idea
 * (and never the owner), the least busy first; to the decider only when nobody else can review it.
 * An appeal of the reports threshold's hiding also puts its reports at the top of the queue. The
 * appeal is audited (`idea.appeal`) and its reviewer notified (AppealAssigned).
 */
export async function appealIdea(
  db: Database,
  { ideaId, accountId, message }: { ideaId: string; accountId: string; message: string },
): Promise<IdeaAppeal> {
  const found = await requireIdea(db, ideaId);
  const { idea } = found;
  const appealable = await appealableDecision(db, found);
  if (!appealable) throw new AppError('APPEAL_NOT_ALLOWED');
  return db.transaction(async (tx) => {
    const excluded = [idea.ownerAccountId, accountId, ...(appealable.deciderId ? [appealable.deciderId] : [])];
    const assignedTo = (await appealRepository.pickReviewer(tx, excluded)) ?? appealable.deciderId;
    const appeal = await appealRepository.insert(tx, {
      ideaId,
      accountId,
      message,
      hiddenAt: appealable.at,
      appealed: appealable.appealed,
      appealedAction: appealable.action,
      appealedDecider: appealable.deciderId,
      appealedReason: appealable.reason,
      appealedNote: appealable.note,
      assignedTo,
    });
    if (!appeal) throw new AppError('APPEAL_ALREADY_SENT');
    await recordAudit(tx, {
      actorAccountId: accountId,
      action: 'idea.appeal',
      targetType: 'idea',
      targetId: ideaId,
      after: { appealId: appeal.id, appealed: appealable.appealed, assignedTo },
      note: message,
    });
    // The staff member it is assigned to hears of it (in the bell, and by push where they allow it).
    if (assignedTo && assignedTo !== accountId) {
      await createNotification(tx, {
        recipientAccountId: assignedTo,
        actorAccountId: accountId,
        type: NotificationType.AppealAssigned,
        subjectType: 'idea',
        subjectId: ideaId,
        payload: { ideaName: idea.name },
      });
    }
    return presentAppeal(appeal);
  });
}

/**
 * Whether `actorAccountId` must leave the appeal to someone else: they made the appealed decision
 * and it is assigned to another staff member.
 */
export const isOwnDecision = (
  appeal: { appealedDecider: string | null; assignedTo: string | null },
  actorAccountId: string,
): boolean =>
  appeal.appealedDecider === actorAccountId && appeal.assignedTo !== null && appeal.assignedTo !== actorAccountId;

/**
 * Inside a report decision's transaction: settles the idea's open appeal, if any (upheld when the
 * idea is visible again, rejected when it stays hidden or was deleted) and notifies its owner.
 */
export async function settleAppeal(
  tx: Database,
  {
    idea,
    isShownAgain,
    actorAccountId,
    note,
  }: { idea: Idea; isShownAgain: boolean; actorAccountId: string; note: string | null },
): Promise<void> {
  const outcome = isShownAgain ? 'upheld' : 'rejected';
  const appeal = await appealRepository.decideOpen(tx, idea.id, {
    status: outcome,
    decidedBy: actorAccountId,
    decisionNote: note,
    decidedAt: new Date(),
  });
  if (!appeal) return;
  await recordAudit(tx, {
    actorAccountId,
    action: outcome === 'upheld' ? 'idea.appealUpheld' : 'idea.appealRejected',
    targetType: 'idea',
    targetId: idea.id,
    before: { appealId: appeal.id, status: 'open' },
    after: { appealId: appeal.id, status: outcome },
    note,
  });
  await createNotification(tx, {
    recipientAccountId: idea.ownerAccountId,
    actorAccountId,
    type: NotificationType.AppealDecision,
    subjectType: 'idea',
    subjectId: idea.id,
    payload: { ideaName: idea.name, outcome, action: appeal.appealedAction ?? 'hide', ...(note ? { note } : {}) },
    isFromStaff: true,
  });
}
