import type { DashboardIdeaDeleteBody, DashboardIdeaUpdate, ModerationReason } from '@ideamatch/shared';
import { ideaModerationApi } from '@ideamatch/shared/api/dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** Moderation of one idea: flags, delete and warn (with a reason for the owner), and deleting its comments. */
export function useIdeaModeration(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  const params = { id };
  return {
    update: useMutation({
      mutationFn: (body: DashboardIdeaUpdate) => call(ideaModerationApi.update, { params, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (body: DashboardIdeaDeleteBody) => call(ideaModerationApi.delete, { params, body }),
      onSuccess: refresh,
    }),
    warn: useMutation({
      mutationFn: (body: ModerationReason) => call(ideaModerationApi.warn, { params, body }),
      onSuccess: refresh,
    }),
    removeComment: useMutation({
      mutationFn: (commentId: string) => call(ideaModerationApi.deleteComment, { params: { id: commentId } }),
      onSuccess: refresh,
    }),
  };
}
