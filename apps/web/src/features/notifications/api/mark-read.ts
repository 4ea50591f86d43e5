import type { NotificationItem, NotificationSummary } from '@ideamatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** `PATCH /api/notification/{id}/read` and `PATCH /api/notification/read` (all). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  return {
    one: useMutation({
      mutationFn: (id: string) => api.patch<NotificationItem>(`/api/notification/${id}/read`),
      onSuccess: refresh,
    }),
    all: useMutation({
      mutationFn: () => api.patch<NotificationSummary>('/api/notification/read'),
      onSuccess: refresh,
    }),
  };
}
