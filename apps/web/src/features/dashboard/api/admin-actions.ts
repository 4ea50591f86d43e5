import type { AdminInvite, Permission, StaffMember } from '@ideamatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

type InviteReply = { outcome: 'promoted' | 'invited'; email: string; accountId: string | null };

/** Admin management writes; each refreshes the dashboard queries. */
export function useAdminActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  const matrixKey = dashboardKeys.permissions();
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
        await queryClient.cancelQueries({ queryKey: matrixKey });
        const previous = queryClient.getQueryData<StaffMember[]>(matrixKey);
        queryClient.setQueryData<StaffMember[]>(matrixKey, (rows) =>
          rows?.map((row) => (row.id === id ? { ...row, permissions } : row)),
        );
        return { previous };
      },
      onError: (_error, _variables, context) => queryClient.setQueryData(matrixKey, context?.previous),
      onSettled: refresh,
    }),
  };
}
