import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconMessageCircle, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountIndicator, formatBadgeCount } from '../ui/count-indicator';
import type { HeaderActivity } from './compact-menu';
import classes from './main-header.module.css';

type MemberHeaderActionsProps = {
  isSubAccount: boolean;
  activity: HeaderActivity;
  notificationBell?: ReactNode;
};

/**
 * Partner, chat and notification icons of the main header. Chat and notifications stay in the bar at
 * every width, so their unread cues show at a glance; partners move into the menu on phones.
 */
export function MemberHeaderActions({ isSubAccount, activity, notificationBell }: MemberHeaderActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {!isSubAccount && (
        <Tooltip label={t('nav.partner')}>
          <ActionIcon
            visibleFrom="s500"
            component={Link}
            to="/partner"
            variant="subtle"
            size="lg"
            radius="xl"
            className={classes.icon}
            aria-label={t('nav.partner')}
          >
            <IconUsers size={22} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={t('nav.chat')}>
        <ActionIcon
          component={Link}
          to="/chat"
          variant="subtle"
          size="lg"
          radius="xl"
          className={classes.icon}
          // The name holds the unread count the badge shows.
          aria-label={
            activity.unreadChatCount > 0
              ? t('nav.chatUnread', { unread: formatBadgeCount(activity.unreadChatCount) })
              : t('nav.chat')
          }
        >
          <CountIndicator count={activity.unreadChatCount} hasDot={activity.hasChatDot}>
            <IconMessageCircle size={22} stroke={1.7} />
          </CountIndicator>
        </ActionIcon>
      </Tooltip>
      {!isSubAccount && notificationBell}
    </Group>
  );
}
