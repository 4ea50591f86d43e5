import { commentApi } from '@ideamatch/shared/api/comment';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

/** `GET /api/idea/{id}/comment`: newest first, one page at a time ("load more"). */
export const getComments = (ideaId: string, page: number, signal?: AbortSignal) =>
  call(commentApi.list, { params: { id: ideaId }, query: { page }, signal });

export const commentsQueryOptions = (ideaId: string) =>
  infiniteQueryOptions({
    queryKey: ideaKeys.comments(ideaId),
    queryFn: ({ pageParam, signal }) => getComments(ideaId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
    retry: false,
  });

export const useComments = (ideaId: string) => useInfiniteQuery(commentsQueryOptions(ideaId));
