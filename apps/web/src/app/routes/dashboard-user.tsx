/** `/dashboard/user` */
export { UserListPage as Component } from '../../features/dashboard/components/user-list-page';
