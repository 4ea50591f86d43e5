import { ideaModerationApi } from '@ideamatch/shared/api/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/idea/{id}`: the idea with its reports and comments. */
export const getDashboardIdea = (id: string, signal?: AbortSignal) =>
  call(ideaModerationApi.get, { params: { id }, signal });

export const dashboardIdeaQueryOptions = (id: string) =>
  queryOptions({
    queryKey: dashboardKeys.idea(id),
    queryFn: ({ signal }) => getDashboardIdea(id, signal),
    retry: false,
  });

export const useDashboardIdea = (id: string) => useQuery(dashboardIdeaQueryOptions(id));
