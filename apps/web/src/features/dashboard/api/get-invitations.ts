import { adminApi } from '@ideamatch/shared/api/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/admin/invitation`: invitations waiting for a registration. */
export const getInvitations = (signal?: AbortSignal) => call(adminApi.listInvitations, { signal });

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.invitations(), queryFn: ({ signal }) => getInvitations(signal) });

export const useInvitations = () => useQuery(invitationsQueryOptions());
