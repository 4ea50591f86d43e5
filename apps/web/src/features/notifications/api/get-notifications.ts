import { LIMITS, type NotificationItem, type Paged } from '@ideamatch/shared';
import { notificationApi } from '@ideamatch/shared/api/notification';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** `GET /api/notification`: pages of 5, "See more" appends the next one. */
export const getNotifications = (isUnread: boolean, page: number, signal?: AbortSignal) =>
  call(notificationApi.list, {
    query: { page, pageSize: LIMITS.notificationPageSize, isUnread: isUnread ? 'true' : undefined },
    signal,
  });

export const notificationsQueryOptions = (isUnread: boolean) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(isUnread),
    queryFn: ({ pageParam, signal }) => getNotifications(isUnread, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
    retry: false,
  });

export const useNotificationList = ({
  isEnabled = true,
  isUnread = false,
}: { isEnabled?: boolean; isUnread?: boolean } = {}) =>
  useInfiniteQuery({ ...notificationsQueryOptions(isUnread), enabled: isEnabled });

/** Lines of all loaded pages, each once (a line that moved to the top is not shown twice). */
export const flattenLines = (data: InfiniteData<Paged<NotificationItem>> | undefined): NotificationItem[] => {
  const seen = new Set<string>();
  return (data?.pages ?? [])
    .flatMap((page) => page.result)
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
};
