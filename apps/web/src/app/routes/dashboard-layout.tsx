import { Anchor, Box, Breadcrumbs, Group, Text } from '@mantine/core';
import { ACCOUNT_ROLE_LABEL } from '@ideamatch/shared/constants';
import { displayName } from '@ideamatch/shared/format';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { DashboardShell } from '../../components/layouts/dashboard-shell';
import { UserAvatar } from '../../components/ui/user-avatar';
import { useLogoutDialog } from '../../features/auth/hooks/use-logout-dialog';
import { useSession } from '../../features/auth/hooks/use-session';
import { permissionsOf } from '../../features/dashboard/hooks/use-dashboard-access';
import { useStaffLanguage } from '../../lib/use-staff-language';
import { mergeHandles } from '../route-handle';
import type { DashboardCrumb } from '../route-handle';

/** "admin-permission" → "Admin permission": last resort for routes without a title. */
const humanize = (segment: string): string => {
  const words = decodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Top bar title: the route's own crumbs, else crumbs built from the path segments. */
function DashboardTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const crumbs: DashboardCrumb[] | undefined = mergeHandles(useMatches().map((m) => m.handle)).dashboardCrumbs;
  const items = crumbs
    ? crumbs.map((crumb) => ({ label: t(crumb.labelKey), to: crumb.to }))
    : pathname
        .split('/')
        .filter(Boolean)
        .slice(1)
        .map((segment, index, all) => ({
          label: humanize(segment),
          to: index < all.length - 1 ? `/dashboard/${all.slice(0, index + 1).join('/')}` : undefined,
        }));

  if (items.length === 1) {
    return (
      <Text fw={700} size="lg" truncate>
        {items[0]?.label}
      </Text>
    );
  }
  return (
    <Breadcrumbs
      separator={<IconChevronRight size={14} aria-hidden />}
      separatorMargin={6}
      aria-label={t('common.breadcrumb')}
    >
      {items.map((item, index) =>
        item.to && index < items.length - 1 ? (
          <Anchor key={item.label} component={Link} to={item.to} fw={600} size="sm">
            {item.label}
          </Anchor>
        ) : (
          <Text key={item.label} fw={700} size="sm" truncate>
            {item.label}
          </Text>
        ),
      )}
    </Breadcrumbs>
  );
}

/** Dashboard shell around every `/dashboard/*` page (after the staff guard). */
export function Component() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const { openLogoutDialog } = useLogoutDialog();
  useStaffLanguage(profile?.language);
  const person = profile ?? { username: '—' };
  return (
    <DashboardShell
      roleLabel={profile ? t(`roles.${ACCOUNT_ROLE_LABEL[profile.role]}`) : '—'}
      account={
        <Group gap="sm" wrap="nowrap">
          <UserAvatar person={person} src={profile?.profileImageUrl} size={40} />
          <Box miw={0}>
            <Text fw={700} size="sm" truncate>
              {displayName(person)}
            </Text>
            {profile?.email && (
              <Text size="xs" c="dimmed" truncate>
                {profile.email}
              </Text>
            )}
          </Box>
        </Group>
      }
      permissions={permissionsOf(profile)}
      title={<DashboardTitle />}
      onLogout={openLogoutDialog}
    >
      <Outlet />
    </DashboardShell>
  );
}
