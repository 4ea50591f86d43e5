/** `/dashboard/audit-log` (any staff; entries are limited to the areas the admin manages) */
export { AuditLogPage as Component } from '../../features/dashboard/components/audit-log-page';
