import { IdeaReviewPage } from '../../features/dashboard/components/idea-review-page';
import { PermissionGate } from '../../features/dashboard/components/permission-gate';

/** `/dashboard/idea/:id` (idea.manage) */
export const Component = () => (
  <PermissionGate permission="idea.manage">
    <IdeaReviewPage />
  </PermissionGate>
);
