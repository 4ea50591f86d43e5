import { Badge, Button, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconBell, IconBulb, IconHome, IconMessageCircle, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatBadgeCount } from '../ui/count-indicator';
import { ColorSchemeToggle } from '../ui/color-scheme-toggle';
import { LanguageToggle } from '../ui/language-toggle';
import { Logo } from '../ui/logo';
import { useAuthLink } from '../../lib/use-return-path';

/** Unread state shown on the header's chat and notification items. */
export type HeaderActivity = {
  unreadChatCount: number;
  /** Dot on chat when the count is zero but something is not yet seen. */
  hasChatDot: boolean;
  hasNotificationDot: boolean;
};

type CompactMenuProps = {
  opened: boolean;
  onClose: () => void;
  isLoggedIn: boolean;
  isSubAccount: boolean;
  activity: HeaderActivity;
};

type MenuItem = { to: string; label: string; icon: ReactNode; badge?: ReactNode; isVisible: boolean };

/** Full-screen menu of narrow screens (under the 500px compact breakpoint). */
export function CompactMenu({ opened, onClose, isLoggedIn, isSubAccount, activity }: CompactMenuProps) {
  const { t } = useTranslation();
  const signInLink = useAuthLink('/login');
  const { pathname } = useLocation();
  const chatBadge =
    activity.unreadChatCount > 0 ? (
      <Badge color="red" size="sm" circle={activity.unreadChatCount < 10}>
        {formatBadgeCount(activity.unreadChatCount)}
      </Badge>
    ) : null;
  const items: MenuItem[] = [
    { to: '/', label: t('nav.home'), icon: <IconHome size={22} />, isVisible: !isSubAccount },
    { to: '/idea', label: t('nav.idea'), icon: <IconBulb size={22} />, isVisible: !isSubAccount },
    { to: '/partner', label: t('nav.partner'), icon: <IconUsers size={22} />, isVisible: isLoggedIn && !isSubAccount },
    {
      to: '/chat',
      label: t('nav.chat'),
      icon: <IconMessageCircle size={22} />,
      badge: chatBadge,
      isVisible: isLoggedIn,
    },
    {
      to: '/notification',
      label: t('nav.notification'),
      icon: <IconBell size={22} />,
      badge: activity.hasNotificationDot ? (
        <Badge color="red" size="xs" circle>
          {' '}
        </Badge>
      ) : null,
      isVisible: isLoggedIn && !isSubAccount,
    },
  ];
  const isActive = (to: string) => (to === '/' ? pathname === '/' : pathname.startsWith(to));

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="100%"
      position="right"
      title={<Logo size={30} />}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      zIndex={300}
    >
      <Stack gap="lg" pt="md">
        <Stack gap={4} component="nav" aria-label={t('nav.main')}>
          {items
            .filter((item) => item.isVisible)
            .map((item) => (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={
                  <Text fw={600} size="lg">
                    {item.label}
                  </Text>
                }
                leftSection={item.icon}
                rightSection={item.badge}
                active={isActive(item.to)}
                onClick={onClose}
                py="md"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
        </Stack>
        <Divider />
        <Group justify="space-between">
          <Text fw={600}>{t('language.label')}</Text>
          <Group gap={6} wrap="nowrap">
            <ColorSchemeToggle />
            <LanguageToggle />
          </Group>
        </Group>
        {!isLoggedIn && (
          <Button component={Link} to={signInLink} size="md" radius="xl" fullWidth onClick={onClose}>
            {t('nav.loginRegister')}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
