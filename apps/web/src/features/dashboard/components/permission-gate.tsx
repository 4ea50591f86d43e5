import type { Permission } from '@ideamatch/shared/constants';
import type { ReactNode } from 'react';
import { useDashboardAccess } from '../hooks/use-dashboard-access';
import { NoAccessPanel } from './no-access-panel';

/**
 * A dashboard page needing a permission: without it the person stays signed in and reads that
 * they have no access here. The server checks again on every call.
 */
export function PermissionGate({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { has } = useDashboardAccess();
  if (!has(permission)) return <NoAccessPanel />;
  return children;
}
