import { LIMITS } from '@ideamatch/shared';
import { notificationApi } from '@ideamatch/shared/api/notification';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** `GET /api/notification/summary`, polled every 10 seconds while logged in. */
export const getNotificationSummary = (signal?: AbortSignal) => call(notificationApi.summary, { signal });

export const notificationSummaryQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.summary(),
    queryFn: ({ signal }) => getNotificationSummary(signal),
    refetchInterval: LIMITS.notificationPollMs,
    refetchIntervalInBackground: false,
    retry: false,
  });

export const useSummaryQuery = (isEnabled: boolean) =>
  useQuery({ ...notificationSummaryQueryOptions(), enabled: isEnabled });

/** `PATCH /api/notification/summary`: the popover was opened. */
export function useAcknowledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(notificationApi.acknowledge, { body: { id, isAcknowledge: true } }),
    onSuccess: (summary) => queryClient.setQueryData(notificationKeys.summary(), summary),
  });
}
