/** Notification summary of the header bell (SPEC.md section 3: id, isAcknowledge). */
export type NotificationSummary = { id: string | null; isAcknowledge: boolean };

const EMPTY_SUMMARY: NotificationSummary = { id: null, isAcknowledge: true };

/**
 * The signed-in user's notification summary. Until the notifications issue polls
 * `GET /api/notification/summary` every 10 seconds, there is nothing new.
 */
export function useNotificationSummary(): NotificationSummary {
  return EMPTY_SUMMARY;
}
