import { ideaModerationApi } from '@ideamatch/shared/api/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';
import type { DashboardIdeaListQuery } from './dashboard-queries';

/** `GET /api/dashboard/idea`: the idea table. */
export const getDashboardIdeas = (query: DashboardIdeaListQuery, signal?: AbortSignal) =>
  call(ideaModerationApi.list, { query, signal });

export const dashboardIdeasQueryOptions = (query: DashboardIdeaListQuery) =>
  queryOptions({
    queryKey: dashboardKeys.ideas(query),
    queryFn: ({ signal }) => getDashboardIdeas(query, signal),
    placeholderData: keepPreviousData,
  });

export const useDashboardIdeas = (query: DashboardIdeaListQuery, { enabled = true } = {}) =>
  useQuery({ ...dashboardIdeasQueryOptions(query), enabled });
