import { reviewApi } from '@ideamatch/shared/api/review';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

/** `GET /api/idea/{id}/review`: a page of reviews with the summary and my own review. */
export const getReviews = (ideaId: string, page: number, signal?: AbortSignal) =>
  call(reviewApi.list, { params: { id: ideaId }, query: { page }, signal });

export const reviewsQueryOptions = (ideaId: string, page: number) =>
  queryOptions({
    queryKey: ideaKeys.reviewPage(ideaId, page),
    queryFn: ({ signal }) => getReviews(ideaId, page, signal),
    retry: false,
  });

export const useReviews = (ideaId: string, page = 1) => useQuery(reviewsQueryOptions(ideaId, page));
