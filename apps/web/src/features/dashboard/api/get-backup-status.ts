import { dashboardOverviewApi } from '@ideamatch/shared/api/dashboard';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard/backup` (SuperAdmin): the schedule and how the last scheduled backup went. */
export const useBackupStatus = (enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.backup(),
    queryFn: ({ signal }) => call(dashboardOverviewApi.backup, { signal }),
    enabled,
  });
