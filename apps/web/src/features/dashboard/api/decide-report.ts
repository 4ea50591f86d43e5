import type { ReportDecision } from '@ideamatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** `PATCH /api/dashboard/report/{id}`: resolve or dismiss (every open report of the idea). */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReportDecision & { id: string }) =>
      api.patch<{ decidedCount: number; ideaId: string }>(`/api/dashboard/report/${encodeURIComponent(id)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
