import type { AccountRoleQuery, Paged, StaffMember } from '@ideamatch/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toQuery } from '../utils/to-query';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/account/account-role/{role}`: admins of one role. */
export const getAccountsByRole = (role: 1 | 2, query: AccountRoleQuery, signal?: AbortSignal) =>
  api.get<Paged<StaffMember>>(`/api/dashboard/account/account-role/${role}`, toQuery(query), { signal });

export const accountsByRoleQueryOptions = (role: 1 | 2, query: AccountRoleQuery) =>
  queryOptions({
    queryKey: dashboardKeys.admins(role, query),
    queryFn: ({ signal }) => getAccountsByRole(role, query, signal),
    placeholderData: keepPreviousData,
  });

export const useAccountsByRole = (role: 1 | 2, query: AccountRoleQuery) =>
  useQuery(accountsByRoleQueryOptions(role, query));
