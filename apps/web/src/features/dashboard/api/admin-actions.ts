import type { AdminInvite, Permission, StaffMember } from '@ideamatch/shared';
import { adminApi } from '@ideamatch/shared/api/dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** Admin management writes; each refreshes the dashboard queries. */
export function useAdminActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  const matrixKey = dashboardKeys.permissions();
  return {
    invite: useMutation({ mutationFn: (body: AdminInvite) => call(adminApi.invite, { body }), onSuccess: refresh }),
    remove: useMutation({
      mutationFn: (id: string) => call(adminApi.remove, { params: { id } }),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (id: string) => call(adminApi.revokeInvitation, { params: { id } }),
      onSuccess: refresh,
    }),
    // The matrix ticks at once; a refused change puts the box back.
    setPermissions: useMutation({
      mutationFn: ({ id, permissions }: { id: string; permissions: Permission[] }) =>
        call(adminApi.setPermissions, { params: { id }, body: { permissions } }),
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
