import { NavLink, Stack, Text } from '@mantine/core';
import { DEFAULT_ADMIN_IDEA_SORT } from '@ideamatch/shared/constants';
import { IconBulb, IconShieldCheck, IconUser, IconUserShield } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

type NavItem = { to: string; label: string; icon: ReactNode };
type NavGroup = { title: string; items: NavItem[] };

const pathOf = (to: string): string => to.split('?')[0] ?? to;
const isActivePath = (pathname: string, to: string): boolean =>
  pathname === pathOf(to) || pathname.startsWith(`${pathOf(to)}/`);

/** Menus of the dashboard drawer (SPEC.md section 2, "Dashboard layout"). */
export function DashboardNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const groups: NavGroup[] = [
    {
      title: t('dashboard.nav.userManagement'),
      items: [
        { to: '/dashboard/user', label: t('dashboard.nav.user'), icon: <IconUser size={18} /> },
        { to: '/dashboard/admin', label: t('dashboard.nav.admin'), icon: <IconUserShield size={18} /> },
        {
          to: '/dashboard/admin-permission',
          label: t('dashboard.nav.adminPermission'),
          icon: <IconShieldCheck size={18} />,
        },
      ],
    },
    {
      title: t('dashboard.nav.ideaPostManagement'),
      items: [
        {
          to: `/dashboard/idea?sortBy=${DEFAULT_ADMIN_IDEA_SORT}`,
          label: t('dashboard.nav.ideaManagement'),
          icon: <IconBulb size={18} />,
        },
      ],
    },
  ];
  return (
    <Stack gap="lg" component="nav" aria-label={t('dashboard.nav.label')}>
      {groups.map((group) => (
        <Stack key={group.title} gap={4}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm">
            {group.title}
          </Text>
          {group.items.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={item.icon}
              active={isActivePath(pathname, item.to)}
              variant="light"
              onClick={onNavigate}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              fw={600}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
