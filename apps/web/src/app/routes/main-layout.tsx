import { Box } from '@mantine/core';
import { Outlet, useMatches } from 'react-router';
import { Footer } from '../../components/layouts/footer';
import { MainHeader } from '../../components/layouts/main-header';
import { ProfileMenu } from '../../features/auth/components/profile-menu';
import { useSession } from '../../features/auth/hooks/use-session';
import { useChatSummary } from '../../features/chat/hooks/use-chat-summary';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useNotificationSummary } from '../../features/notifications/hooks/use-notification-summary';
import headerClasses from '../../components/layouts/main-header.module.css';
import { mergeHandles } from '../route-handle';
import classes from './main-layout.module.css';

/** Header, page and footer of every page outside the auth, legal and dashboard areas. */
export function MainLayout() {
  const handle = mergeHandles(useMatches().map((match) => match.handle));
  const { isLoggedIn, isSubAccount } = useSession();
  const chat = useChatSummary();
  const notification = useNotificationSummary({ isEnabled: isLoggedIn && !isSubAccount });
  const footer = handle.footer ?? 'default';

  return (
    <Box className={classes.root}>
      <MainHeader
        isOverlay={Boolean(handle.isHeaderOverlay)}
        isLoggedIn={isLoggedIn}
        isSubAccount={isSubAccount}
        activity={{
          unreadChatCount: chat.unreadChatCount,
          hasChatDot: !chat.isAcknowledge,
          hasNotificationDot: !notification.isAcknowledge,
        }}
        accountMenu={<ProfileMenu />}
        notificationBell={<NotificationBell className={headerClasses.icon} />}
      />
      <Box component="main" className={classes.main} id="main-content">
        <Outlet />
      </Box>
      {footer !== 'none' && !isSubAccount && <Footer variant={footer} />}
    </Box>
  );
}
