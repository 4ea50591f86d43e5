import { NotificationType, type IdeaReportInput } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { autoHideIfReported, lockIdeaForReport } from '../reports/report-auto-hide.service';
import { createNotification } from '../notifications/notification.service';
import { assertReportQuota } from '../trust/trust.service';
import { requireVisibleIdea } from './idea.service';
import { invalidateIdeaLists } from './idea-list-cache';
import { ideaWriteRepository } from './idea-write.repository';
import { personKey } from './person-key';

/**
 * `POST /api/idea/{id}/report`: once per account per idea, never on your own idea, within the
 * reporter's quota (by trust level and network address). Enough open reports from different
 * members hide the idea pending a moderator's review.
 */
export async function reportIdea(
  db: Database,
  {
    accountId,
    ideaId,
    report,
    address,
  }: { accountId: string; ideaId: string; report: IdeaReportInput; address: string | null },
): Promise<{ id: string }> {
  const idea = await requireVisibleIdea(db, ideaId, accountId);
  if (idea.ownerAccountId === accountId) throw new AppError('CANNOT_REPORT_OWN_IDEA');
  await assertReportQuota(db, { accountId, address });
  let isAutoHidden = false;
  const id = await db.transaction(async (tx) => {
    // Reports on one idea are counted one after another, so the threshold cannot be raced past.
    await lockIdeaForReport(tx, ideaId);
    const inserted = await ideaWriteRepository.insertReport(tx, {
      ideaId,
      reporterAccountId: accountId,
      reason: report.reason,
      detail: report.detail ?? null,
      reporterAddress: address,
    });
    if (inserted) isAutoHidden = await autoHideIfReported(tx, ideaId);
    return inserted;
  });
  // The hidden idea leaves the public lists now, not when their cache ages out.
  if (isAutoHidden) invalidateIdeaLists(db);
  if (!id) throw new AppError('IDEA_ALREADY_REPORTED');
  return { id };
}

/**
 * `POST /api/idea/{id}/share`: counts one share per person per idea (a signed-in person by account, a
 * visitor by address). The first share bumps the counter and, from a signed-in sharer other than the
 * owner, notifies the owner (type Share) in the same transaction; a repeat answers the same and
 * counts, notifies and weighs in trending nothing.
 */
export async function shareIdea(
  db: Database,
  { accountId, ip, ideaId, channel }: { accountId: string | null; ip: string; ideaId: string; channel: string | null },
): Promise<{ shareCount: number }> {
  const idea = await requireVisibleIdea(db, ideaId, accountId);
  const sharerKey = await personKey(db, { accountId, ip });
  const shareCount = await db.transaction(async (tx) => {
    const count = await ideaWriteRepository.insertShare(tx, { ideaId, accountId, sharerKey, channel });
    if (count === null) return null;
    if (accountId) {
      await createNotification(tx, {
        recipientAccountId: idea.ownerAccountId,
        actorAccountId: accountId,
        type: NotificationType.Share,
        subjectType: 'idea',
        subjectId: ideaId,
        payload: channel ? { channel } : {},
      });
    }
    return count;
  });
  return { shareCount: shareCount ?? (await ideaWriteRepository.readShareCount(db, ideaId)) };
}
