/** `/dashboard/admin` */
export { AdminListPage as Component } from '../../features/dashboard/components/admin-list-page';
