import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ReviewList, UpsertReviewBody } from '@ideamatch/shared';

export const reviewsQueryKey = (ideaId: string, page: number) => ['ideas', 'reviews', ideaId, page] as const;

/** `GET /api/idea/{id}/review`: a page of reviews with the summary and my own review. */
export const useReviews = (ideaId: string, page = 1) =>
  useQuery({
    queryKey: reviewsQueryKey(ideaId, page),
    queryFn: ({ signal }) =>
      api.get<ReviewList>(`/api/idea/${encodeURIComponent(ideaId)}/review`, { page }, { signal }),
    retry: false,
  });

/** Save (create or replace) and delete my review; both refresh the idea's rating. */
export function useReviewActions(ideaId: string) {
  const queryClient = useQueryClient();
  const path = `/api/idea/${encodeURIComponent(ideaId)}/review`;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['ideas', 'reviews', ideaId] }),
      queryClient.invalidateQueries({ queryKey: ['ideas', 'detail', ideaId] }),
    ]);
  return {
    save: useMutation({
      mutationFn: (body: UpsertReviewBody) => api.put<unknown>(path, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: () => api.delete<unknown>(path), onSuccess: refresh }),
  };
}
