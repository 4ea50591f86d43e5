import type {
  DashboardIdea,
  DashboardIdeaDetail,
  DashboardIdeaListQuery,
  DashboardIdeaUpdate,
  Paged,
} from '@ideamatch/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toQuery } from '../utils/to-query';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/idea`: the idea table. */
export const useDashboardIdeas = (query: DashboardIdeaListQuery, { enabled = true } = {}) =>
  useQuery({
    queryKey: dashboardKeys.ideas(query),
    queryFn: ({ signal }) => api.get<Paged<DashboardIdea>>('/api/dashboard/idea', toQuery(query), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** `GET /api/dashboard/idea/{id}`: the idea with its reports and comments. */
export const useDashboardIdea = (id: string) =>
  useQuery({
    queryKey: dashboardKeys.idea(id),
    queryFn: ({ signal }) =>
      api.get<DashboardIdeaDetail>(`/api/dashboard/idea/${encodeURIComponent(id)}`, undefined, { signal }),
    retry: false,
  });

/** Moderation of one idea: flags, delete, and deleting its comments. */
export function useIdeaModeration(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  const path = `/api/dashboard/idea/${encodeURIComponent(id)}`;
  return {
    update: useMutation({
      mutationFn: (body: DashboardIdeaUpdate) => api.patch<DashboardIdea>(path, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: () => api.delete<unknown>(path), onSuccess: refresh }),
    removeComment: useMutation({
      mutationFn: (commentId: string) => api.delete<unknown>(`/api/dashboard/comment/${encodeURIComponent(commentId)}`),
      onSuccess: refresh,
    }),
  };
}
