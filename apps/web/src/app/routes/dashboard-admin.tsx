import { AdminListPage } from '../../features/dashboard/components/admin-list-page';
import { PermissionGate } from '../../features/dashboard/components/permission-gate';

/** `/dashboard/admin` (admin.manage) */
export const Component = () => (
  <PermissionGate permission="admin.manage">
    <AdminListPage />
  </PermissionGate>
);
