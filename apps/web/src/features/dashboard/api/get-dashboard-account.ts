import type { DashboardAccountDetail } from '@ideamatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/account/{id}`: the profile page. */
export const getDashboardAccount = (id: string, signal?: AbortSignal) =>
  api.get<DashboardAccountDetail>(`/api/dashboard/account/${encodeURIComponent(id)}`, undefined, { signal });

export const dashboardAccountQueryOptions = (id: string) =>
  queryOptions({
    queryKey: dashboardKeys.account(id),
    queryFn: ({ signal }) => getDashboardAccount(id, signal),
    retry: false,
  });

export const useDashboardAccount = (id: string) => useQuery(dashboardAccountQueryOptions(id));
