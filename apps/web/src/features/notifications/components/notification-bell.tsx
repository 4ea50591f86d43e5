import { ActionIcon, Button, Divider, Group, Popover, ScrollArea, Text, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountIndicator } from '../../../components/ui/count-indicator';
import { useAcknowledge } from '../api/get-notification-summary';
import { notificationKeys } from '../api/notification-keys';
import { useNotificationSummary } from '../hooks/use-notification-summary';
import { NotificationList } from './notification-list';
import { PushOffer } from './push-offer';

/**
 * The header bell with a dot and its popover: opening acknowledges the latest summary
 * when one exists, refreshes the summary and loads the first page of 5; See more appends the next.
 */
export function NotificationBell({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const summary = useNotificationSummary();
  const acknowledge = useAcknowledge();
  const queryClient = useQueryClient();

  const handleOpen = async () => {
    setOpen(true);
    // The popover always starts from the first page.
    queryClient.removeQueries({ queryKey: notificationKeys.list(false) });
    if (summary.id && !summary.isAcknowledge) await acknowledge.mutateAsync(summary.id).catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: notificationKeys.summary() });
  };

  return (
    <Popover
      opened={isOpen}
      onChange={setOpen}
      width={380}
      position="bottom-end"
      shadow="lg"
      radius="lg"
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Tooltip label={t('nav.notification')} disabled={isOpen}>
          <ActionIcon
            variant="subtle"
            size="lg"
            radius="xl"
            className={className}
            aria-label={t('nav.notification')}
            aria-expanded={isOpen}
            aria-haspopup="dialog"
            data-testid="notification-bell"
            data-has-dot={!summary.isAcknowledge || undefined}
            onClick={() => (isOpen ? setOpen(false) : void handleOpen())}
          >
            <CountIndicator count={0} hasDot={!summary.isAcknowledge}>
              <IconBell size={22} stroke={1.7} />
            </CountIndicator>
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0} role="dialog" aria-label={t('notifications.bell')} maw="calc(100vw - 16px)">
        <Group justify="space-between" px="md" pt="sm" pb={6}>
          <Text fw={700}>{t('notifications.bell')}</Text>
        </Group>
        <PushOffer onOpen={() => setOpen(false)} />
        <Divider />
        <ScrollArea.Autosize mah={460} type="auto">
          <div style={{ padding: 6 }}>{isOpen && <NotificationList isCompact onOpen={() => setOpen(false)} />}</div>
        </ScrollArea.Autosize>
        <Divider />
        <Button
          component={Link}
          to="/notification"
          variant="subtle"
          fullWidth
          radius={0}
          onClick={() => setOpen(false)}
        >
          {t('notifications.seeAll')}
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
