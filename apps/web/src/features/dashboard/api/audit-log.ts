import type { AuditEntry, AuditLogQuery, Paged } from '@ideamatch/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toQuery } from '../utils/to-query';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/audit-log`: who did what, newest first. */
export const useAuditLog = (query: AuditLogQuery, { enabled = true } = {}) =>
  useQuery({
    queryKey: dashboardKeys.auditLog(query),
    queryFn: ({ signal }) => api.get<Paged<AuditEntry>>('/api/dashboard/audit-log', toQuery(query), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
