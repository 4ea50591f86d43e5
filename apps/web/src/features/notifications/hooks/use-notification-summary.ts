import type { NotificationSummary } from '@ideamatch/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useAccessToken } from '../../../lib/auth-token';
import { useSocketEvent, useSocketReconnect } from '../../../lib/realtime';
import { partnerKeys } from '../../partners/api/partner-keys';
import { useSummaryQuery } from '../api/get-notification-summary';
import { notificationKeys } from '../api/notification-keys';

const EMPTY_SUMMARY: NotificationSummary = { id: null, isAcknowledge: true, unreadCount: 0 };

/**
 * The bell's summary: polled every 10 seconds while logged in, and replaced at once by the server's
 * `notification_summary_update` push. Both carry the whole summary (never a delta), so polling and
 * push cannot double-count; a pushed `notification` refreshes the loaded lists, which are keyed by id.
 */
export function useNotificationSummary({ isEnabled = true }: { isEnabled?: boolean } = {}): NotificationSummary {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  const query = useSummaryQuery(Boolean(token) && isEnabled);
  useSocketEvent('notification_summary_update', (summary) =>
    queryClient.setQueryData(notificationKeys.summary(), summary),
  );
  useSocketEvent('notification', () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: partnerKeys.all });
  });
  // A request cancelled, accepted or declined elsewhere leaves the partner lists at once.
  useSocketEvent('partner_update', () => void queryClient.invalidateQueries({ queryKey: partnerKeys.all }));
  useSocketReconnect(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
  return (token && isEnabled ? query.data : undefined) ?? EMPTY_SUMMARY;
}
