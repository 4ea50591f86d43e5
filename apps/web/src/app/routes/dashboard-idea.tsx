import { IdeaManagementPage } from '../../features/dashboard/components/idea-management-page';
import { PermissionGate } from '../../features/dashboard/components/permission-gate';

/** `/dashboard/idea?sortBy=1` (idea.manage) */
export const Component = () => (
  <PermissionGate permission="idea.manage">
    <IdeaManagementPage />
  </PermissionGate>
);
