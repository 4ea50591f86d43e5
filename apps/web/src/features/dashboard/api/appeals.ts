import type { AppealDecision } from '@ideamatch/shared';
import { reportApi } from '@ideamatch/shared/api/dashboard';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';
import type { DashboardAppealListQuery } from './dashboard-queries';

/** `GET /api/dashboard/appeal`: owners' appeals of hidden ideas, open ones oldest first. */
export const useAppeals = (query: DashboardAppealListQuery) =>
  useQuery({
    queryKey: dashboardKeys.appeals(query),
    queryFn: ({ signal }) => call(reportApi.appeals, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** `PATCH /api/dashboard/appeal/{id}`: uphold (show the idea again) or reject; the owner is told. */
export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AppealDecision & { id: string }) =>
      call(reportApi.decideAppeal, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
