import { adminApi } from '@ideamatch/shared/api/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/admin-permission`: every admin with its permissions. */
export const getStaffPermissions = (signal?: AbortSignal) => call(adminApi.listPermissions, { signal });

export const staffPermissionsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.permissions(), queryFn: ({ signal }) => getStaffPermissions(signal) });

export const useStaffPermissions = () => useQuery(staffPermissionsQueryOptions());
