/** `/notification` */
export { NotificationPage as Component } from '../../features/notifications/components/notification-page';
