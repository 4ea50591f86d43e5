import type { CommentItem, CreateCommentBody, IdeaCommentThread } from '@ideamatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

/** Write, edit, delete and like comments; each refreshes the list and the idea's count. */
export function useCommentActions(ideaId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ideaKeys.comments(ideaId) }),
      queryClient.invalidateQueries({ queryKey: ideaKeys.detail(ideaId) }),
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
