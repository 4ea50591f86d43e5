import type { DashboardIdea, DashboardIdeaListQuery, Paged } from '@ideamatch/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toQuery } from '../utils/to-query';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/idea`: the idea table. */
export const getDashboardIdeas = (query: DashboardIdeaListQuery, signal?: AbortSignal) =>
  api.get<Paged<DashboardIdea>>('/api/dashboard/idea', toQuery(query), { signal });

export const dashboardIdeasQueryOptions = (query: DashboardIdeaListQuery) =>
  queryOptions({
    queryKey: dashboardKeys.ideas(query),
    queryFn: ({ signal }) => getDashboardIdeas(query, signal),
    placeholderData: keepPreviousData,
  });

export const useDashboardIdeas = (query: DashboardIdeaListQuery, { enabled = true } = {}) =>
  useQuery({ ...dashboardIdeasQueryOptions(query), enabled });
