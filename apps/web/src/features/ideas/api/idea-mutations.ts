import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { IdeaCreate, IdeaDetail, IdeaReport, IdeaUpdate } from '@ideamatch/shared';

/** `GET /api/idea/{id}`: 404 when the idea is hidden, deleted or unknown. */
export const getIdea = (id: string, signal?: AbortSignal) =>
  api.get<IdeaDetail>(`/api/idea/${encodeURIComponent(id)}`, undefined, { signal });

export const ideaQueryKey = (id: string) => ['ideas', 'detail', id] as const;

/** One idea, for its detail page and its edit form. */
export const useIdea = (id: string) =>
  useQuery({ queryKey: ideaQueryKey(id), queryFn: ({ signal }) => getIdea(id, signal), retry: false });

/** Posts a new idea and returns it. */
export const createIdea = (body: IdeaCreate) => api.post<IdeaDetail>('/api/idea', body);

/** Sends the changed fields of an idea. */
export const updateIdea = (id: string, body: IdeaUpdate) =>
  api.patch<IdeaDetail>(`/api/idea/${encodeURIComponent(id)}`, body);

/** Owner actions and everyone's actions of the detail page; each refreshes the idea. */
export function useIdeaActions(id: string) {
  const queryClient = useQueryClient();
  const path = `/api/idea/${encodeURIComponent(id)}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ideas'] });
  return {
    remove: useMutation({ mutationFn: () => api.delete<unknown>(path), onSuccess: refresh }),
    hide: useMutation({
      mutationFn: (isHidden: boolean) => api.patch<unknown>(`${path}/hide`, { isHidden }),
      onSuccess: refresh,
    }),
    report: useMutation({ mutationFn: (body: IdeaReport) => api.post<unknown>(`${path}/report`, body) }),
    share: useMutation({
      mutationFn: (channel: string) => api.post<unknown>(`${path}/share`, { channel }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ideaQueryKey(id) }),
    }),
  };
}
