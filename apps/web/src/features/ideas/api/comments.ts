import type { CommentItem, CommentList, CreateCommentBody, IdeaCommentThread, Paged } from '@ideamatch/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const commentsQueryKey = (ideaId: string) => ['ideas', 'comments', ideaId] as const;

/** `GET /api/idea/{id}/comment`: newest first, one page at a time ("load more"). */
export const useComments = (ideaId: string) =>
  useInfiniteQuery({
    queryKey: commentsQueryKey(ideaId),
    queryFn: ({ pageParam, signal }) =>
      api.get<CommentList>(`/api/idea/${encodeURIComponent(ideaId)}/comment`, { page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
    retry: false,
  });

/** Replies are fetched in pages of this size once a person opens the rest of a thread. */
export const REPLIES_PAGE_SIZE = 10;

/**
 * `GET /api/comment/{id}/reply`: every reply of one comment, oldest first, a page at a time. Only
 * fetched once `enabled` (the thread carries its first replies); the key sits under the idea's
 * comments so every comment change refreshes it too.
 */
export const useReplies = (ideaId: string, commentId: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: [...commentsQueryKey(ideaId), 'replies', commentId] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get<Paged<CommentItem>>(
        `/api/comment/${encodeURIComponent(commentId)}/reply`,
        { page: pageParam, pageSize: REPLIES_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
    enabled,
    retry: false,
  });

/** Write, edit, delete and like comments; each refreshes the list and the idea's count. */
export function useCommentActions(ideaId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: commentsQueryKey(ideaId) }),
      queryClient.invalidateQueries({ queryKey: ['ideas', 'detail', ideaId] }),
    ]);
  return {
    ideaId,
    create: useMutation({
      mutationFn: (body: CreateCommentBody) =>
        api.post<IdeaCommentThread>(`/api/idea/${encodeURIComponent(ideaId)}/comment`, body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, text }: { id: string; text: string }) =>
        api.patch<CommentItem>(`/api/comment/${id}`, { text }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => api.delete<unknown>(`/api/comment/${id}`), onSuccess: refresh }),
    like: useMutation({
      mutationFn: ({ id, isLiked }: { id: string; isLiked: boolean }) =>
        isLiked ? api.delete<unknown>(`/api/comment/${id}/like`) : api.post<unknown>(`/api/comment/${id}/like`),
      onSuccess: refresh,
    }),
  };
}
