import { adminApi } from '@ideamatch/shared/api/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';
import type { AccountRoleQuery } from './dashboard-queries';

/** `GET /api/dashboard/account/account-role/{role}`: admins of one role. */
export const getAccountsByRole = (role: 1 | 2, query: AccountRoleQuery, signal?: AbortSignal) =>
  call(adminApi.listByRole, { params: { role }, query, signal });

export const accountsByRoleQueryOptions = (role: 1 | 2, query: AccountRoleQuery) =>
  queryOptions({
    queryKey: dashboardKeys.admins(role, query),
    queryFn: ({ signal }) => getAccountsByRole(role, query, signal),
    placeholderData: keepPreviousData,
  });

export const useAccountsByRole = (role: 1 | 2, query: AccountRoleQuery) =>
  useQuery(accountsByRoleQueryOptions(role, query));
