import type { Permission } from '@ideamatch/shared/constants';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { DASHBOARD_LOGIN, useDashboardAccess } from '../hooks/use-dashboard-access';

/**
 * A dashboard page needing a permission: without it the person goes to the dashboard login, as a
 * 403 from the server would send them. The server checks again on every call.
 */
export function PermissionGate({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { has } = useDashboardAccess();
  const { pathname, search } = useLocation();
  if (!has(permission)) return <Navigate to={DASHBOARD_LOGIN} replace state={{ from: `${pathname}${search}` }} />;
  return children;
}
