/** react-query keys of notifications, built only here; every key starts with `notificationKeys.all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  summary: () => ['notifications', 'summary'] as const,
  lists: () => ['notifications', 'list'] as const,
  list: (isUnread: boolean) => ['notifications', 'list', isUnread ? 'unread' : 'all'] as const,
};
