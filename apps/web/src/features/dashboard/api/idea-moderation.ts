import type { DashboardIdea, DashboardIdeaUpdate } from '@ideamatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** Moderation of one idea: flags, delete, and deleting its comments. */
export function useIdeaModeration(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  const path = `/api/dashboard/idea/${encodeURIComponent(id)}`;
  return {
    update: useMutation({
      mutationFn: (body: DashboardIdeaUpdate) => api.patch<DashboardIdea>(path, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: () => api.delete<unknown>(path), onSuccess: refresh }),
    removeComment: useMutation({
      mutationFn: (commentId: string) => api.delete<unknown>(`/api/dashboard/comment/${encodeURIComponent(commentId)}`),
      onSuccess: refresh,
    }),
  };
}
