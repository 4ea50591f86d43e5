/** `/dashboard/overview` (any staff: counts only) */
export { OverviewPage as Component } from '../../features/dashboard/components/overview-page';
