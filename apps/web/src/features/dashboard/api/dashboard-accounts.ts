import type {
  DashboardAccount,
  DashboardAccountDetail,
  DashboardAccountListQuery,
  DashboardAccountUpdate,
  Paged,
} from '@ideamatch/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toQuery } from '../utils/to-query';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/account`: the user tables. */
export const useDashboardAccounts = (query: DashboardAccountListQuery) =>
  useQuery({
    queryKey: dashboardKeys.accounts(query),
    queryFn: ({ signal }) => api.get<Paged<DashboardAccount>>('/api/dashboard/account', toQuery(query), { signal }),
    placeholderData: keepPreviousData,
  });

/** `GET /api/dashboard/account/{id}`: the profile page. */
export const useDashboardAccount = (id: string) =>
  useQuery({
    queryKey: dashboardKeys.account(id),
    queryFn: ({ signal }) =>
      api.get<DashboardAccountDetail>(`/api/dashboard/account/${encodeURIComponent(id)}`, undefined, { signal }),
    retry: false,
  });

/** `PATCH /api/dashboard/account/{id}`: deactivate (with a reason) or reactivate. */
export function useSetDeactivated(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DashboardAccountUpdate) =>
      api.patch<DashboardAccountDetail>(`/api/dashboard/account/${encodeURIComponent(id)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
