import { AdminPermissionPage } from '../../features/dashboard/components/admin-permission-page';
import { PermissionGate } from '../../features/dashboard/components/permission-gate';

/** `/dashboard/admin-permission` (admin.manage) */
export const Component = () => (
  <PermissionGate permission="admin.manage">
    <AdminPermissionPage />
  </PermissionGate>
);
