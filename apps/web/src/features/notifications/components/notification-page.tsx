import { Button, Container, Group, Paper, SegmentedControl } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { notifyError } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMarkRead } from '../api/mark-read';
import { useNotificationSummary } from '../hooks/use-notification-summary';
import { NotificationList } from './notification-list';

/** `/notification`: the full list, all or unread only, with "mark all as read". */
export function NotificationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notification.title'));
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const summary = useNotificationSummary();
  const markRead = useMarkRead();
  return (
    <Container size="sm" py={{ base: 'lg', sm: 40 }}>
      <PageHeader title={t('notification.title')} description={t('notification.description')} />
      <Group justify="space-between" mb="md" gap="sm">
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value === 'unread' ? 'unread' : 'all')}
          data={[
            { value: 'all', label: t('notifications.all') },
            { value: 'unread', label: t('notifications.unread') },
          ]}
          radius="xl"
        />
        <Button
          variant="subtle"
          leftSection={<IconChecks size={16} aria-hidden />}
          disabled={summary.unreadCount === 0}
          loading={markRead.all.isPending}
          onClick={() => markRead.all.mutate(undefined, { onError: (error) => notifyError(error) })}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      <Paper withBorder radius="lg" p={6}>
        <NotificationList isUnread={filter === 'unread'} />
      </Paper>
    </Container>
  );
}
