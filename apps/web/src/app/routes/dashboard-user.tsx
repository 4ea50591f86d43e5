import { PermissionGate } from '../../features/dashboard/components/permission-gate';
import { UserListPage } from '../../features/dashboard/components/user-list-page';

/** `/dashboard/user` (user.manage) */
export const Component = () => (
  <PermissionGate permission="user.manage">
    <UserListPage />
  </PermissionGate>
);
