import { dashboardAccountApi } from '@ideamatch/shared/api/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/account/{id}`: the profile page. */
export const getDashboardAccount = (id: string, signal?: AbortSignal) =>
  call(dashboardAccountApi.get, { params: { id }, signal });

export const dashboardAccountQueryOptions = (id: string) =>
  queryOptions({
    queryKey: dashboardKeys.account(id),
    queryFn: ({ signal }) => getDashboardAccount(id, signal),
    retry: false,
  });

export const useDashboardAccount = (id: string) => useQuery(dashboardAccountQueryOptions(id));
