import type { UpsertReviewBody } from '@ideamatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

/** `PUT` (create or replace) and `DELETE /api/idea/{id}/review`; both refresh the idea's rating. */
export function useReviewActions(ideaId: string) {
  const queryClient = useQueryClient();
  const path = `/api/idea/${encodeURIComponent(ideaId)}/review`;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ideaKeys.reviews(ideaId) }),
      queryClient.invalidateQueries({ queryKey: ideaKeys.detail(ideaId) }),
    ]);
  return {
    save: useMutation({
      mutationFn: (body: UpsertReviewBody) => api.put<unknown>(path, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: () => api.delete<unknown>(path), onSuccess: refresh }),
  };
}
