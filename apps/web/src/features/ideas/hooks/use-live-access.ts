import { NotificationType, type NotificationItem } from '@ideamatch/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime';
import { ideaKeys } from '../api/idea-keys';

/**
 * Keeps an open idea page in step with decisions on its access: when the owner approves, declines
 * or revokes the reader's request (the notification the server sends them at that moment), the
 * idea and its access state are fetched again, so approved details appear without a reload. A
 * request reaching the owner refreshes their list of requests the same way.
 */
export function useLiveIdeaAccess(ideaId: string | null): void {
  const queryClient = useQueryClient();
  useSocketEvent('notification', (record) => {
    const item = record as unknown as NotificationItem;
    if (!ideaId || item.type !== NotificationType.IdeaAccess || item.target?.ideaId !== ideaId) return;
    void queryClient.invalidateQueries({ queryKey: ideaKeys.detail(ideaId) });
    void queryClient.invalidateQueries({ queryKey: ideaKeys.access(ideaId) });
  });
}
