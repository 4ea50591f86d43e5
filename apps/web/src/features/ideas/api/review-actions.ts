import type { UpsertReviewBody } from '@ideamatch/shared';
import { reviewApi } from '@ideamatch/shared/api/review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

/** `PUT` (create or replace) and `DELETE /api/idea/{id}/review`; both refresh the idea's rating. */
export function useReviewActions(ideaId: string) {
  const queryClient = useQueryClient();
  const params = { id: ideaId };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ideaKeys.reviews(ideaId) }),
      queryClient.invalidateQueries({ queryKey: ideaKeys.detail(ideaId) }),
    ]);
  return {
    save: useMutation({
      mutationFn: (body: UpsertReviewBody) => call(reviewApi.upsert, { params, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: () => call(reviewApi.delete, { params }), onSuccess: refresh }),
  };
}
