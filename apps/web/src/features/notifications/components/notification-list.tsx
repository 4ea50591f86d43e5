import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { parseError } from '../../../lib/errors';
import { flattenLines, useNotificationList } from '../api/get-notifications';
import { NotificationRow } from './notification-row';

type NotificationListProps = { isUnread?: boolean; isEnabled?: boolean; onOpen?: () => void; isCompact?: boolean };

/** Notifications five at a time with "See more"; "No notification" when there is none. */
export function NotificationList({
  isUnread = false,
  isEnabled = true,
  onOpen,
  isCompact = false,
}: NotificationListProps) {
  const { t } = useTranslation();
  const query = useNotificationList({ isEnabled, isUnread });
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.isError) return <ErrorPanel message={parseError(query.error)} onRetry={() => void query.refetch()} />;
  const lines = flattenLines(query.data);
  if (!lines.length) {
    return (
      <Stack align="center" gap="xs" py={isCompact ? 'lg' : 48} c="dimmed">
        <IconBellOff size={isCompact ? 26 : 34} aria-hidden />
        <Text fw={600}>{t('messages.noNotifications')}</Text>
        {!isCompact && (
          <Text size="sm" ta="center" maw={420}>
            {t('notification.emptyBody')}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      {lines.map((item) => (
        <NotificationRow key={item.id} item={item} onOpen={onOpen} />
      ))}
      {query.hasNextPage && (
        <Button
          variant="subtle"
          size="sm"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          mt={4}
        >
          {t('notifications.seeMore')}
        </Button>
      )}
    </Stack>
  );
}
