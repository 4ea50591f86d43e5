import type { IdeaReport } from '@ideamatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

/**
 * The detail page's actions on `/api/idea/{id}`: delete, hide (owner), report and share (anyone);
 * each refreshes what it changes.
 */
export function useIdeaActions(id: string) {
  const queryClient = useQueryClient();
  const path = `/api/idea/${encodeURIComponent(id)}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ideaKeys.all });
  return {
    remove: useMutation({ mutationFn: () => api.delete<unknown>(path), onSuccess: refresh }),
    hide: useMutation({
      mutationFn: (isHidden: boolean) => api.patch<unknown>(`${path}/hide`, { isHidden }),
      onSuccess: refresh,
    }),
    report: useMutation({ mutationFn: (body: IdeaReport) => api.post<unknown>(`${path}/report`, body) }),
    share: useMutation({
      mutationFn: (channel: string) => api.post<unknown>(`${path}/share`, { channel }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ideaKeys.detail(id) }),
    }),
  };
}
