import { dashboardAccountApi } from '@ideamatch/shared/api/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';
import type { DashboardAccountListQuery } from './dashboard-queries';

/** `GET /api/dashboard/account`: the user tables. */
export const getDashboardAccounts = (query: DashboardAccountListQuery, signal?: AbortSignal) =>
  call(dashboardAccountApi.list, { query, signal });

export const dashboardAccountsQueryOptions = (query: DashboardAccountListQuery) =>
  queryOptions({
    queryKey: dashboardKeys.accounts(query),
    queryFn: ({ signal }) => getDashboardAccounts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useDashboardAccounts = (query: DashboardAccountListQuery) =>
  useQuery(dashboardAccountsQueryOptions(query));
