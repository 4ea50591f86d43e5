import type { DashboardAccount, DashboardAccountListQuery, Paged } from '@ideamatch/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toQuery } from '../utils/to-query';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/account`: the user tables. */
export const getDashboardAccounts = (query: DashboardAccountListQuery, signal?: AbortSignal) =>
  api.get<Paged<DashboardAccount>>('/api/dashboard/account', toQuery(query), { signal });

export const dashboardAccountsQueryOptions = (query: DashboardAccountListQuery) =>
  queryOptions({
    queryKey: dashboardKeys.accounts(query),
    queryFn: ({ signal }) => getDashboardAccounts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useDashboardAccounts = (query: DashboardAccountListQuery) =>
  useQuery(dashboardAccountsQueryOptions(query));
