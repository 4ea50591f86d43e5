import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where toasts appear; its own module so the first page's scripts do not wait for it. */
export default function NotificationsHost() {
  return <Notifications position="top-right" zIndex={1000} />;
}
