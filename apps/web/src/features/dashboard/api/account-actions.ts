import type { DashboardAccountUpdate } from '@ideamatch/shared';
import { dashboardAccountApi } from '@ideamatch/shared/api/dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** `PATCH /api/dashboard/account/{id}`: deactivate (with a reason) or reactivate. */
export function useSetDeactivated(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DashboardAccountUpdate) => call(dashboardAccountApi.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
