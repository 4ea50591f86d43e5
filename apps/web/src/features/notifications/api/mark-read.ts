import { notificationApi } from '@ideamatch/shared/api/notification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** `PATCH /api/notification/{id}/read` and `PATCH /api/notification/read` (all). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  return {
    one: useMutation({
      mutationFn: (id: string) => call(notificationApi.markRead, { params: { id } }),
      onSuccess: refresh,
    }),
    all: useMutation({
      mutationFn: () => call(notificationApi.markAllRead),
      onSuccess: refresh,
    }),
  };
}
