import type { NotificationType } from '@ideamatch/shared/constants';
import type { Database } from '../../db/client';
import { notificationRepository } from './notification.repository';

export type NewNotificationInput = {
  recipientAccountId: string;
  actorAccountId: string;
  type: NotificationType;
  /** What the notification is about, e.g. 'idea' or 'comment', and that row's id. */
  subjectType: string;
  subjectId: string;
  payload?: Record<string, unknown>;
};

/**
 * Records a notification inside the caller's transaction (pass `tx`) so it exists exactly when the
 * action does, and keeps the recipient's unread summary in step. Acting on your own things
 * notifies nobody (issue 4 item 8).
 */
export async function createNotification(
  tx: Database,
  { recipientAccountId, actorAccountId, type, subjectType, subjectId, payload = {} }: NewNotificationInput,
): Promise<void> {
  if (recipientAccountId === actorAccountId) return;
  const row = await notificationRepository.insert(tx, {
    recipientAccountId,
    actorAccountId,
    type,
    subjectType,
    subjectId,
    groupKey: `${type}:${subjectType}:${subjectId}`,
    payload,
  });
  await notificationRepository.bumpUnread(tx, recipientAccountId, row?.createdAt ?? new Date());
}
