import { NotificationType } from './constants.js';
import type { NotificationItem } from './schemas/notification.js';

/**
 * Where a notification leads in the web app (the bell's line and its push alike): the idea (at the
 * comment; an access request at the owner's list of requests), the person's profile, or for staff
 * an appeal assigned to them, the dashboard's appeals. Null when it names nothing to open.
 */
export function notificationPath(item: NotificationItem): string | null {
  const { target } = item;
  if (item.type === NotificationType.AppealAssigned) return '/dashboard/report?kind=appeals';
  if (target.kind === 'partnerRequest' || target.kind === 'account')
    return target.accountId ? `/profile?accountId=${target.accountId}` : null;
  if (!target.ideaId) return null;
  if (item.type === NotificationType.IdeaAccess && item.payload.event === 'request') {
    return `/idea/${target.ideaId}#access-requests`;
  }
  return `/idea/${target.ideaId}${target.commentId ? `#comment-${target.commentId}` : ''}`;
}
