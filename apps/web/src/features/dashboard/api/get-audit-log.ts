import { auditApi } from '@ideamatch/shared/api/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';
import type { AuditLogQuery } from './dashboard-queries';

/** `GET /api/dashboard/audit-log`: who did what, newest first. */
export const getAuditLog = (query: AuditLogQuery, signal?: AbortSignal) => call(auditApi.list, { query, signal });

export const auditLogQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: dashboardKeys.auditLog(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (query: AuditLogQuery, { enabled = true } = {}) =>
  useQuery({ ...auditLogQueryOptions(query), enabled });
