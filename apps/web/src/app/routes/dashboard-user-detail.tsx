/** `/dashboard/user/:id` */
export { UserDetailPage as Component } from '../../features/dashboard/components/user-detail-page';
