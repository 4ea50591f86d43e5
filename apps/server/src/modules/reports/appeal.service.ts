import { IdeaStatus, NotificationType, type IdeaAppeal, type IdeaModerationStatus } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import type { Idea } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { ideaModerationRepository } from '../ideas/idea-moderation.repository';
import { createNotification } from '../notifications/notification.service';
import { appealRepository } from './appeal.repository';
import { presentAppeal } from './appeal.presenter';
import { reportRepository } from './report.repository';

/**
 * When the reports threshold hid the idea, while it is still hidden that way: hidden by reports,
 * the latest hiding the threshold's (a moderator has not hidden it since) and its reports still
 * open (no moderator has decided them). That hiding is what an appeal answers; null otherwise.
 */
async function autoHiddenAt(db: Database, idea: Idea): Promise<Date | null> {
  if (!idea.isHidden || !idea.hiddenByReport || idea.status !== IdeaStatus.Active) return null;
  const [latestAction, open] = await Promise.all([
    reportRepository.latestHideAction(db, idea.id),
    appealRepository.openReasonCounts(db, idea.id),
  ]);
  if (latestAction !== 'idea.autoHide' || open.notRelated + open.spam + open.selfPurpose === 0) return null;
  return appealRepository.latestAutoHideAt(db, idea.id);
}

async function requireIdea(db: Database, ideaId: string): Promise<Idea> {
  const idea = await ideaModerationRepository.findIdea(db, ideaId);
  if (!idea || idea.status === IdeaStatus.Deleted) throw new AppError('NOT_FOUND');
  return idea;
}

/**
 * `GET /api/idea/{id}/moderation` (owner only): whether and why the idea is hidden (open reports by
 * reason, by the threshold or a moderator), whether it can be appealed, and the latest appeal.
 */
export async function getIdeaModeration(db: Database, ideaId: string): Promise<IdeaModerationStatus> {
  const idea = await requireIdea(db, ideaId);
  const [hiddenAt, reasonCounts, latest] = await Promise.all([
    autoHiddenAt(db, idea),
    appealRepository.openReasonCounts(db, ideaId),
    appealRepository.findLatest(db, ideaId),
  ]);
  const isHiddenByReport = idea.isHidden && idea.hiddenByReport;
  const isAppealed = Boolean(hiddenAt && latest && latest.hiddenAt.getTime() === hiddenAt.getTime());
  return {
    isHiddenByReport,
    hiddenBy: isHiddenByReport ? (hiddenAt ? 'reports' : 'moderator') : null,
    hiddenAt: hiddenAt?.toISOString() ?? null,
    reasonCounts,
    canAppeal: Boolean(hiddenAt) && !isAppealed,
    appeal: latest ? presentAppeal(latest) : null,
  };
}

/**
 * `POST /api/idea/{id}/appeal` (owner only): asks the moderators to look again at an idea the
 * reports threshold hid, once per hiding. The appeal puts the idea's reports at the top of the
 * queue; the moderator's decision settles it and tells the owner.
 */
export async function appealIdea(
  db: Database,
  { ideaId, accountId, message }: { ideaId: string; accountId: string; message: string },
): Promise<IdeaAppeal> {
  const idea = await requireIdea(db, ideaId);
  const hiddenAt = await autoHiddenAt(db, idea);
  if (!hiddenAt) throw new AppError('APPEAL_NOT_ALLOWED');
  const appeal = await appealRepository.insert(db, { ideaId, accountId, message, hiddenAt });
  if (!appeal) throw new AppError('APPEAL_ALREADY_SENT');
  return presentAppeal(appeal);
}

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
  await createNotification(tx, {
    recipientAccountId: idea.ownerAccountId,
    actorAccountId,
    type: NotificationType.AppealDecision,
    subjectType: 'idea',
    subjectId: idea.id,
    payload: { ideaName: idea.name, outcome, ...(note ? { note } : {}) },
  });
}
