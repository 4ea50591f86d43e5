import type { DashboardReportListQuery, Paged, ReportGroup } from '@ideamatch/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toQuery } from '../utils/to-query';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/report`: reports grouped by idea. */
export const getReportGroups = (query: DashboardReportListQuery, signal?: AbortSignal) =>
  api.get<Paged<ReportGroup>>('/api/dashboard/report', toQuery(query), { signal });

export const reportGroupsQueryOptions = (query: DashboardReportListQuery) =>
  queryOptions({
    queryKey: dashboardKeys.reports(query),
    queryFn: ({ signal }) => getReportGroups(query, signal),
    placeholderData: keepPreviousData,
  });

export const useReportGroups = (query: DashboardReportListQuery, { enabled = true } = {}) =>
  useQuery({ ...reportGroupsQueryOptions(query), enabled });
