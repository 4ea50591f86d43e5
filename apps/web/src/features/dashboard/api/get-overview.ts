import { dashboardOverviewApi } from '@ideamatch/shared/api/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/overview`: activity per day over the last `days` days, and totals now. */
export const overviewQueryOptions = (days: number) =>
  queryOptions({
    queryKey: dashboardKeys.overview(days),
    queryFn: ({ signal }) => call(dashboardOverviewApi.get, { query: { days }, signal }),
    placeholderData: keepPreviousData,
  });

export const useOverview = (days: number) => useQuery(overviewQueryOptions(days));
