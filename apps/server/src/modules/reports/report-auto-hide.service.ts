import { IdeaStatus, REPORT_AUTO_HIDE_THRESHOLD } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { ideaModerationRepository } from '../ideas/idea-moderation.repository';
import { setIdeaHidden } from '../ideas/idea-moderation.service';
import { reportRepository } from './report.repository';

/**
 * After a new report (same transaction, idea row locked by the caller): once REPORT_AUTO_HIDE_THRESHOLD
 * different people have an open report on a visible idea, it is hidden pending review and the
 * system's action is audited.
 */
export async function autoHideIfReported(tx: Database, ideaId: string): Promise<boolean> {
  const idea = await ideaModerationRepository.findIdea(tx, ideaId);
  if (!idea || idea.isHidden || idea.status !== IdeaStatus.Active) return false;
  const reporters = await reportRepository.countOpenReporters(tx, ideaId);
  if (reporters < REPORT_AUTO_HIDE_THRESHOLD) return false;
  await setIdeaHidden(tx, {
    idea,
    isHidden: true,
    by: { actorAccountId: null, auto: true, note: `${reporters} open reports` },
  });
  return true;
}

/** Locks an idea row so concurrent reports on it are counted one after another. */
export const lockIdeaForReport = (tx: Database, ideaId: string) => ideaModerationRepository.lock(tx, ideaId);
