import type {
  AccountRoleQuery,
  AdminInvitationView,
  AdminInvite,
  Paged,
  Permission,
  StaffMember,
} from '@ideamatch/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toQuery } from '../utils/to-query';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/account/account-role/{role}`: admins of one role. */
export const useAccountsByRole = (role: 1 | 2, query: AccountRoleQuery) =>
  useQuery({
    queryKey: dashboardKeys.admins(role, query),
    queryFn: ({ signal }) =>
      api.get<Paged<StaffMember>>(`/api/dashboard/account/account-role/${role}`, toQuery(query), { signal }),
    placeholderData: keepPreviousData,
  });

/** `GET /api/dashboard/admin/invitation`: invitations waiting for a registration. */
export const useInvitations = () =>
  useQuery({
    queryKey: dashboardKeys.invitations(),
    queryFn: ({ signal }) => api.get<AdminInvitationView[]>('/api/dashboard/admin/invitation', undefined, { signal }),
  });

const MATRIX_KEY = dashboardKeys.permissions();

/** `GET /api/dashboard/admin-permission`: every admin with its permissions. */
export const useStaffPermissions = () =>
  useQuery({
    queryKey: MATRIX_KEY,
    queryFn: ({ signal }) => api.get<StaffMember[]>('/api/dashboard/admin-permission', undefined, { signal }),
  });

/** `GET /api/dashboard/staff`: names for the audit log's admin filter. */
export const useStaffNames = () =>
  useQuery({
    queryKey: dashboardKeys.staff(),
    queryFn: ({ signal }) => api.get<StaffMember[]>('/api/dashboard/staff', undefined, { signal }),
    staleTime: 60_000,
  });

type InviteReply = { outcome: 'promoted' | 'invited'; email: string; accountId: string | null };

/** Admin management writes; each refreshes the dashboard queries. */
export function useAdminActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  return {
    invite: useMutation({
      mutationFn: (body: AdminInvite) => api.post<InviteReply>('/api/dashboard/admin', body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<StaffMember>(`/api/dashboard/admin/${encodeURIComponent(id)}`),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (id: string) => api.delete<unknown>(`/api/dashboard/admin/invitation/${encodeURIComponent(id)}`),
      onSuccess: refresh,
    }),
    // The matrix ticks at once; a refused change puts the box back.
    setPermissions: useMutation({
      mutationFn: ({ id, permissions }: { id: string; permissions: Permission[] }) =>
        api.put<StaffMember>(`/api/dashboard/admin-permission/${encodeURIComponent(id)}`, { permissions }),
      onMutate: async ({ id, permissions }) => {
        await queryClient.cancelQueries({ queryKey: MATRIX_KEY });
        const previous = queryClient.getQueryData<StaffMember[]>(MATRIX_KEY);
        queryClient.setQueryData<StaffMember[]>(MATRIX_KEY, (rows) =>
          rows?.map((row) => (row.id === id ? { ...row, permissions } : row)),
        );
        return { previous };
      },
      onError: (_error, _variables, context) => queryClient.setQueryData(MATRIX_KEY, context?.previous),
      onSettled: refresh,
    }),
  };
}
