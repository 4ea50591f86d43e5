import type { DashboardIdeaDetail } from '@ideamatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/idea/{id}`: the idea with its reports and comments. */
export const getDashboardIdea = (id: string, signal?: AbortSignal) =>
  api.get<DashboardIdeaDetail>(`/api/dashboard/idea/${encodeURIComponent(id)}`, undefined, { signal });

export const dashboardIdeaQueryOptions = (id: string) =>
  queryOptions({
    queryKey: dashboardKeys.idea(id),
    queryFn: ({ signal }) => getDashboardIdea(id, signal),
    retry: false,
  });

export const useDashboardIdea = (id: string) => useQuery(dashboardIdeaQueryOptions(id));
