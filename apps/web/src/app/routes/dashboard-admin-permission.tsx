/** `/dashboard/admin-permission` */
export { AdminPermissionPage as Component } from '../../features/dashboard/components/admin-permission-page';
