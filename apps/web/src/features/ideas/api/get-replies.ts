import { commentApi } from '@ideamatch/shared/api/comment';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

/** Replies are fetched in pages of this size once a person opens the rest of a thread. */
const REPLIES_PAGE_SIZE = 10;

/** `GET /api/comment/{id}/reply`: every reply of one comment, oldest first, a page at a time. */
export const getReplies = (commentId: string, page: number, signal?: AbortSignal) =>
  call(commentApi.replies, { params: { id: commentId }, query: { page, pageSize: REPLIES_PAGE_SIZE }, signal });

/** The key sits under the idea's comments, so every comment change refreshes it too. */
export const repliesQueryOptions = (ideaId: string, commentId: string) =>
  infiniteQueryOptions({
    queryKey: ideaKeys.replies(ideaId, commentId),
    queryFn: ({ pageParam, signal }) => getReplies(commentId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
    retry: false,
  });

/** Only fetched once `enabled`: a thread carries its first replies. */
export const useReplies = (ideaId: string, commentId: string, enabled: boolean) =>
  useInfiniteQuery({ ...repliesQueryOptions(ideaId, commentId), enabled });
