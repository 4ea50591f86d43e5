import { AccountRole, PERMISSIONS, type Permission } from '@ideamatch/shared/constants';
import type { Profile } from '@ideamatch/shared';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { hasErrorCode } from '../../../lib/api-client';
import { authKeys } from '../../auth/api/auth-keys';
import { useSession } from '../../auth/hooks/use-session';

/** Permissions a profile holds; a SuperAdmin holds every one whatever the list says. */
export const permissionsOf = (profile: Pick<Profile, 'role' | 'permissions'> | null): readonly Permission[] =>
  !profile ? [] : profile.role === AccountRole.SuperAdmin ? PERMISSIONS : profile.permissions;

/** What the signed-in admin may do (a SuperAdmin holds every permission). */
export function useDashboardAccess() {
  const { profile } = useSession();
  const permissions = permissionsOf(profile);
  return {
    accountId: profile?.id ?? null,
    isSuperAdmin: profile?.role === AccountRole.SuperAdmin,
    has: (permission: Permission) => permissions.includes(permission),
  };
}

export const DASHBOARD_NO_ACCESS = '/dashboard/no-access';

/**
 * A refusal (FORBIDDEN) on a dashboard page: the person's permissions changed meanwhile. The staff
 * profile is read again (the drawer then shows what is left; without a staff role the session guard
 * sends them to the dashboard login) and the page says they have no access here.
 */
export function useForbiddenRedirect(error: unknown) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const isForbidden = hasErrorCode(error, 'FORBIDDEN');
  useEffect(() => {
    if (!isForbidden) return;
    void queryClient.invalidateQueries({ queryKey: authKeys.profiles() });
    void navigate(DASHBOARD_NO_ACCESS, { replace: true, state: { from: `${pathname}${search}` } });
  }, [isForbidden, navigate, pathname, search, queryClient]);
}
