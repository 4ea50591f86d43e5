import type { ReviewList } from '@ideamatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

/** `GET /api/idea/{id}/review`: a page of reviews with the summary and my own review. */
export const getReviews = (ideaId: string, page: number, signal?: AbortSignal) =>
  api.get<ReviewList>(`/api/idea/${encodeURIComponent(ideaId)}/review`, { page }, { signal });

export const reviewsQueryOptions = (ideaId: string, page: number) =>
  queryOptions({
    queryKey: ideaKeys.reviewPage(ideaId, page),
    queryFn: ({ signal }) => getReviews(ideaId, page, signal),
    retry: false,
  });

export const useReviews = (ideaId: string, page = 1) => useQuery(reviewsQueryOptions(ideaId, page));
