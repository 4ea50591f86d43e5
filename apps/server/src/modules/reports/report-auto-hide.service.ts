import { IdeaStatus, TRUST } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { findModeratedIdea, lockModeratedIdea } from '../ideas/moderated-idea';
import { setIdeaHidden } from '../ideas/idea-moderation.service';
import { reportRepository } from './report.repository';

const HOUR_MS = 60 * 60_000;

/**
 * After a new report (same transaction, idea row locked by the caller): once `TRUST.autoHideReporters`
 * members have an open report on a visible idea (each person and each network address counted
 * once), it is hidden pending review and the system's action is audited. Reports of new or
 * unverified accounts go to the queue but never hide anything by themselves.
 */
export async function autoHideIfReported(tx: Database, ideaId: string, now = new Date()): Promise<boolean> {
  const idea = await findModeratedIdea(tx, ideaId);
  if (!idea || idea.isHidden || idea.status !== IdeaStatus.Active) return false;
  const memberCreatedBefore = new Date(now.getTime() - TRUST.memberAfterHours * HOUR_MS);
  const reporters = await reportRepository.countQualifiedReporters(tx, ideaId, memberCreatedBefore);
  if (reporters < TRUST.autoHideReporters) return false;
  await setIdeaHidden(tx, {
    idea,
    isHidden: true,
    by: { actorAccountId: null, auto: true, note: `${reporters} open reports from members` },
  });
  return true;
}

/** Locks an idea row so concurrent reports on it are counted one after another. */
export const lockIdeaForReport = (tx: Database, ideaId: string) => lockModeratedIdea(tx, ideaId);
