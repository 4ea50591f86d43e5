import { PermissionGate } from '../../features/dashboard/components/permission-gate';
import { ReportQueuePage } from '../../features/dashboard/components/report-queue-page';

/** `/dashboard/report` (report.manage) */
export const Component = () => (
  <PermissionGate permission="report.manage">
    <ReportQueuePage />
  </PermissionGate>
);
