import type { AuditEntry, AuditLogQuery, Paged } from '@ideamatch/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toQuery } from '../utils/to-query';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/audit-log`: who did what, newest first. */
export const getAuditLog = (query: AuditLogQuery, signal?: AbortSignal) =>
  api.get<Paged<AuditEntry>>('/api/dashboard/audit-log', toQuery(query), { signal });

export const auditLogQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: dashboardKeys.auditLog(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (query: AuditLogQuery, { enabled = true } = {}) =>
  useQuery({ ...auditLogQueryOptions(query), enabled });
