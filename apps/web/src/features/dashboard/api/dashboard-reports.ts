import type { DashboardReportListQuery, Paged, ReportDecision, ReportGroup } from '@ideamatch/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toQuery } from '../utils/to-query';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/report`: reports grouped by idea. */
export const useReportGroups = (query: DashboardReportListQuery, { enabled = true } = {}) =>
  useQuery({
    queryKey: dashboardKeys.reports(query),
    queryFn: ({ signal }) => api.get<Paged<ReportGroup>>('/api/dashboard/report', toQuery(query), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** `PATCH /api/dashboard/report/{id}`: resolve or dismiss (every open report of the idea). */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReportDecision & { id: string }) =>
      api.patch<{ decidedCount: number; ideaId: string }>(`/api/dashboard/report/${encodeURIComponent(id)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
