import { AccountRole, PERMISSIONS, type Permission } from '@ideamatch/shared/constants';
import type { Profile } from '@ideamatch/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasErrorCode } from '../../../lib/api-client';
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

export const DASHBOARD_LOGIN = '/login?isDashboard=true';

/** A refusal (FORBIDDEN) on a dashboard page sends the person to the dashboard login. */
export function useForbiddenRedirect(error: unknown) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const isForbidden = hasErrorCode(error, 'FORBIDDEN');
  useEffect(() => {
    if (isForbidden) void navigate(DASHBOARD_LOGIN, { replace: true, state: { from: `${pathname}${search}` } });
  }, [isForbidden, navigate, pathname, search]);
}
