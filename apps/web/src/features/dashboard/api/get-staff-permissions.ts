import type { StaffMember } from '@ideamatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/admin-permission`: every admin with its permissions. */
export const getStaffPermissions = (signal?: AbortSignal) =>
  api.get<StaffMember[]>('/api/dashboard/admin-permission', undefined, { signal });

export const staffPermissionsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.permissions(), queryFn: ({ signal }) => getStaffPermissions(signal) });

export const useStaffPermissions = () => useQuery(staffPermissionsQueryOptions());
