import { adminApi } from '@ideamatch/shared/api/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/staff`: names for the audit log's admin filter. */
export const getStaffNames = (signal?: AbortSignal) => call(adminApi.listStaff, { signal });

export const staffNamesQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.staff(), queryFn: ({ signal }) => getStaffNames(signal), staleTime: 60_000 });

export const useStaffNames = () => useQuery(staffNamesQueryOptions());
