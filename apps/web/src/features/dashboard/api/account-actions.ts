import type { DashboardAccountDetail, DashboardAccountUpdate } from '@ideamatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** `PATCH /api/dashboard/account/{id}`: deactivate (with a reason) or reactivate. */
export function useSetDeactivated(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DashboardAccountUpdate) =>
      api.patch<DashboardAccountDetail>(`/api/dashboard/account/${encodeURIComponent(id)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
