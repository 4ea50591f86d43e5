import type { ContentReportDecision } from '@ideamatch/shared';
import { contentReportApi } from '@ideamatch/shared/api/report';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';
import type { ContentReportListQuery } from './dashboard-queries';

/** `GET /api/dashboard/content-report`: reports on comments and people, newest first. */
export const useContentReports = (query: ContentReportListQuery) =>
  useQuery({
    queryKey: dashboardKeys.contentReports(query),
    queryFn: ({ signal }) => call(contentReportApi.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** `PATCH /api/dashboard/content-report/{id}`: dismiss, or resolve (deleting the comment if asked). */
export function useDecideContentReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ContentReportDecision & { id: string }) =>
      call(contentReportApi.decide, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
