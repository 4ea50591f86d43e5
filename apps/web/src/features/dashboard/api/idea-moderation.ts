import type { DashboardIdeaUpdate } from '@ideamatch/shared';
import { ideaModerationApi } from '@ideamatch/shared/api/dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** Moderation of one idea: flags, delete, and deleting its comments. */
export function useIdeaModeration(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  const params = { id };
  return {
    update: useMutation({
      mutationFn: (body: DashboardIdeaUpdate) => call(ideaModerationApi.update, { params, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: () => call(ideaModerationApi.delete, { params }), onSuccess: refresh }),
    removeComment: useMutation({
      mutationFn: (commentId: string) => call(ideaModerationApi.deleteComment, { params: { id: commentId } }),
      onSuccess: refresh,
    }),
  };
}
