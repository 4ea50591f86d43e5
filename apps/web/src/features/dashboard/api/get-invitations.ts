import type { AdminInvitationView } from '@ideamatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/admin/invitation`: invitations waiting for a registration. */
export const getInvitations = (signal?: AbortSignal) =>
  api.get<AdminInvitationView[]>('/api/dashboard/admin/invitation', undefined, { signal });

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.invitations(), queryFn: ({ signal }) => getInvitations(signal) });

export const useInvitations = () => useQuery(invitationsQueryOptions());
