import type { CreateCommentBody } from '@ideamatch/shared';
import { commentApi } from '@ideamatch/shared/api/comment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
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
      mutationFn: (body: CreateCommentBody) => call(commentApi.create, { params: { id: ideaId }, body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, text }: { id: string; text: string }) =>
        call(commentApi.update, { params: { id }, body: { text } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => call(commentApi.delete, { params: { id } }),
      onSuccess: refresh,
    }),
    like: useMutation({
      mutationFn: ({ id, isLiked }: { id: string; isLiked: boolean }) =>
        call(isLiked ? commentApi.unlike : commentApi.like, { params: { id } }),
      onSuccess: refresh,
    }),
  };
}
