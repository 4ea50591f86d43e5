import type { StaffMember } from '@ideamatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/staff`: names for the audit log's admin filter. */
export const getStaffNames = (signal?: AbortSignal) =>
  api.get<StaffMember[]>('/api/dashboard/staff', undefined, { signal });

export const staffNamesQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.staff(), queryFn: ({ signal }) => getStaffNames(signal), staleTime: 60_000 });

export const useStaffNames = () => useQuery(staffNamesQueryOptions());
