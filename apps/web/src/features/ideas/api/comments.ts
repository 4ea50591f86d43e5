import type { CommentItem, CommentList, CreateCommentBody, IdeaCommentThread } from '@ideamatch/shared';
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

/** Write, edit, delete and like comments; each refreshes the list and the idea's count. */
export function useCommentActions(ideaId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: commentsQueryKey(ideaId) }),
      queryClient.invalidateQueries({ queryKey: ['ideas', 'detail', ideaId] }),
    ]);
  return {
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
