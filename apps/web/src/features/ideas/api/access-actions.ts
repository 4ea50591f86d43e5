import type { IdeaAccessRequestBody } from '@ideamatch/shared';
import { ideaAccessApi } from '@ideamatch/shared/api/idea-access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notificationKeys } from '../../notifications/api/notification-keys';
import { ideaKeys } from './idea-keys';

/**
 * Asking for a confidential idea's details, and the owner's answers: each refreshes the idea (what
 * the viewer may read), its requests and log, and the notifications that carry the request.
 */
export function useAccessActions(ideaId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ideaKeys.detail(ideaId) }),
      queryClient.invalidateQueries({ queryKey: ideaKeys.access(ideaId) }),
      queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    ]);
  return {
    request: useMutation({
      mutationFn: (body: IdeaAccessRequestBody) => call(ideaAccessApi.request, { params: { id: ideaId }, body }),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: (requestId: string) => call(ideaAccessApi.cancel, { params: { id: ideaId, requestId } }),
      onSuccess: refresh,
    }),
    decide: useMutation({
      mutationFn: ({ requestId, decision }: { requestId: string; decision: 'approve' | 'decline' }) =>
        call(ideaAccessApi[decision], { params: { id: ideaId, requestId } }),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (accountId: string) => call(ideaAccessApi.revoke, { params: { id: ideaId, accountId } }),
      onSuccess: refresh,
    }),
  };
}
