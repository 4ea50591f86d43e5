import { NotificationType, type ModerationAction, type ReportReason } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import type { Idea } from '../../db/schema/index';
import { createNotification } from '../notifications/notification.service';

/**
 * Inside the moderator's transaction: tells the idea's owner that a moderator hid or deleted it, or
 * warns them about it, with the reason (translated in the owner's language where it is shown: the
 * list, the push) and the moderator's note. The moderator is not named to the owner.
 */
export async function notifyOwnerOfModeration(
  tx: Database,
  {
    idea,
    actorAccountId,
    action,
    reason,
    note,
  }: { idea: Idea; actorAccountId: string; action: ModerationAction; reason: ReportReason | null; note: string | null },
): Promise<void> {
  await createNotification(tx, {
    recipientAccountId: idea.ownerAccountId,
    actorAccountId,
    type: NotificationType.ModerationDecision,
    subjectType: 'idea',
    subjectId: idea.id,
    payload: { ideaName: idea.name, action, ...(reason ? { reason } : {}), ...(note ? { note } : {}) },
    isFromStaff: true,
  });
}
