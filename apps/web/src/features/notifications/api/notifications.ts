import { LIMITS, type NotificationItem, type NotificationSummary, type Paged } from '@ideamatch/shared';
import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const summaryKey = [...NOTIFICATIONS_KEY, 'summary'] as const;
export const listKey = (isUnread: boolean) => [...NOTIFICATIONS_KEY, 'list', isUnread ? 'unread' : 'all'] as const;

/** `GET /api/notification/summary`, polled every 10 seconds while logged in. */
export const useSummaryQuery = (isEnabled: boolean) =>
  useQuery({
    queryKey: summaryKey,
    queryFn: ({ signal }) => api.get<NotificationSummary>('/api/notification/summary', undefined, { signal }),
    enabled: isEnabled,
    refetchInterval: LIMITS.notificationPollMs,
    refetchIntervalInBackground: false,
    retry: false,
  });

/** `GET /api/notification`: pages of 5, "See more" appends the next one. */
export const useNotificationList = ({
  isEnabled = true,
  isUnread = false,
}: { isEnabled?: boolean; isUnread?: boolean } = {}) =>
  useInfiniteQuery({
    queryKey: listKey(isUnread),
    queryFn: ({ pageParam, signal }) =>
      api.get<Paged<NotificationItem>>(
        '/api/notification',
        { page: pageParam, pageSize: LIMITS.notificationPageSize, isUnread: isUnread || undefined },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
    enabled: isEnabled,
    retry: false,
  });

/** Lines of all loaded pages, each once (a line that moved to the top is not shown twice). */
export const flattenLines = (data: InfiniteData<Paged<NotificationItem>> | undefined): NotificationItem[] => {
  const seen = new Set<string>();
  return (data?.pages ?? [])
    .flatMap((page) => page.result)
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
};

/** `PATCH /api/notification/summary`: the popover was opened. */
export function useAcknowledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.patch<NotificationSummary>('/api/notification/summary', { id, isAcknowledge: true }),
    onSuccess: (summary) => queryClient.setQueryData(summaryKey, summary),
  });
}

/** `PATCH /api/notification/{id}/read` and `PATCH /api/notification/read` (all). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  return {
    one: useMutation({
      mutationFn: (id: string) => api.patch<NotificationItem>(`/api/notification/${id}/read`),
      onSuccess: refresh,
    }),
    all: useMutation({
      mutationFn: () => api.patch<NotificationSummary>('/api/notification/read'),
      onSuccess: refresh,
    }),
  };
}
