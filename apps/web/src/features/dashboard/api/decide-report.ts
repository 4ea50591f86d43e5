import type { ReportDecision } from '@ideamatch/shared';
import { reportApi } from '@ideamatch/shared/api/dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** `PATCH /api/dashboard/report/{id}`: resolve or dismiss (every open report of the idea). */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReportDecision & { id: string }) => call(reportApi.decide, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
