import { NavLink, Stack, Text } from '@mantine/core';
import { DEFAULT_ADMIN_IDEA_SORT, Permission } from '@ideamatch/shared/constants';
import {
  IconBulb,
  IconChartLine,
  IconFlag,
  IconHistory,
  IconShieldCheck,
  IconUser,
  IconUserShield,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

type NavItem = { to: string; labelKey: string; icon: ReactNode; permission: Permission | null };
type NavGroup = { titleKey: string; items: NavItem[] };

/** Menus of the dashboard drawer, each item with the permission its page needs. */
const GROUPS: NavGroup[] = [
  {
    titleKey: 'dashboard.nav.userManagement',
    items: [
      {
        to: '/dashboard/user',
        labelKey: 'dashboard.nav.user',
        icon: <IconUser size={18} />,
        permission: Permission.UserManage,
      },
      {
        to: '/dashboard/admin',
        labelKey: 'dashboard.nav.admin',
        icon: <IconUserShield size={18} />,
        permission: Permission.AdminManage,
      },
      {
        to: '/dashboard/admin-permission',
        labelKey: 'dashboard.nav.adminPermission',
        icon: <IconShieldCheck size={18} />,
        permission: Permission.AdminManage,
      },
    ],
  },
  {
    titleKey: 'dashboard.nav.ideaPostManagement',
    items: [
      {
        to: `/dashboard/idea?sortBy=${DEFAULT_ADMIN_IDEA_SORT}`,
        labelKey: 'dashboard.nav.ideaManagement',
        icon: <IconBulb size={18} />,
        permission: Permission.IdeaManage,
      },
      {
        to: '/dashboard/report',
        labelKey: 'dashboard.nav.reports',
        icon: <IconFlag size={18} />,
        permission: Permission.ReportManage,
      },
    ],
  },
  {
    titleKey: 'dashboard.nav.activity',
    items: [
      {
        to: '/dashboard/overview',
        labelKey: 'dashboard.nav.overview',
        icon: <IconChartLine size={18} />,
        permission: null,
      },
      {
        to: '/dashboard/audit-log',
        labelKey: 'dashboard.nav.auditLog',
        icon: <IconHistory size={18} />,
        permission: null,
      },
    ],
  },
];

const allowed = (item: NavItem, permissions: readonly Permission[]) =>
  item.permission === null || permissions.includes(item.permission);

/** Where the dashboard opens: the overview, which needs no permission. */
export const DASHBOARD_HOME = '/dashboard/overview';

const pathOf = (to: string): string => to.split('?')[0] ?? to;
const isActivePath = (pathname: string, to: string): boolean =>
  pathname === pathOf(to) || pathname.startsWith(`${pathOf(to)}/`);

/** The drawer's menus, showing only what the admin's permissions allow. */
export function DashboardNav({
  permissions,
  onNavigate,
}: {
  permissions: readonly Permission[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const groups = GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => allowed(item, permissions)),
  })).filter((group) => group.items.length > 0);
  return (
    <Stack gap="lg" component="nav" aria-label={t('dashboard.nav.label')}>
      {groups.map((group) => (
        <Stack key={group.titleKey} gap={4}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm">
            {t(group.titleKey as 'dashboard.nav.label')}
          </Text>
          {group.items.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={t(item.labelKey as 'dashboard.nav.label')}
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
