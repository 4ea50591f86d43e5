import { PermissionGate } from '../../features/dashboard/components/permission-gate';
import { UserDetailPage } from '../../features/dashboard/components/user-detail-page';

/** `/dashboard/user/:id` (user.manage) */
export const Component = () => (
  <PermissionGate permission="user.manage">
    <UserDetailPage />
  </PermissionGate>
);
