import { reportApi } from '@ideamatch/shared/api/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';
import type { DashboardReportListQuery } from './dashboard-queries';

/** `GET /api/dashboard/report`: reports grouped by idea. */
export const getReportGroups = (query: DashboardReportListQuery, signal?: AbortSignal) =>
  call(reportApi.list, { query, signal });

export const reportGroupsQueryOptions = (query: DashboardReportListQuery) =>
  queryOptions({
    queryKey: dashboardKeys.reports(query),
    queryFn: ({ signal }) => getReportGroups(query, signal),
    placeholderData: keepPreviousData,
  });

export const useReportGroups = (query: DashboardReportListQuery, { enabled = true } = {}) =>
  useQuery({ ...reportGroupsQueryOptions(query), enabled });
