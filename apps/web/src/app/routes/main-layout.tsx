import { Box } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { Footer } from '../../components/layouts/footer';
import { LanguageOffer } from '../../components/ui/language-offer';
import { SkipLink } from '../../components/ui/skip-link';
import { MainHeader } from '../../components/layouts/main-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { useChatSummary } from '../../features/chat/hooks/use-chat-summary';
import { myIdOf, useChatAlerts, useChatTitleBadge } from '../../features/chat/hooks/use-chat-alerts';
import { useNotificationSummary } from '../../features/notifications/hooks/use-notification-summary';
import { loadMoreTexts } from '../../lib/i18n';
import headerClasses from '../../components/layouts/main-header.module.css';
import { mergeHandles } from '../route-handle';
import classes from './main-layout.module.css';

// Only members see these; visitors never download their code, nor the texts beyond the shell's that
// they load with.
const ProfileMenu = lazy(() =>
  Promise.all([import('../../features/auth/components/profile-menu'), loadMoreTexts()]).then(([module]) => ({
    default: module.ProfileMenu,
  })),
);
const NotificationBell = lazy(() =>
  Promise.all([import('../../features/notifications/components/notification-bell'), loadMoreTexts()]).then(
    ([module]) => ({
      default: module.NotificationBell,
    }),
  ),
);

// Only a sub-account session, or a member whose address is not verified yet, sees these.
const ActingAsBanner = lazy(() =>
  Promise.all([import('../../features/auth/components/acting-as-banner'), loadMoreTexts()]).then(([module]) => ({
    default: module.ActingAsBanner,
  })),
);
const VerifyEmailBanner = lazy(() =>
  Promise.all([import('../../features/auth/components/verify-email-banner'), loadMoreTexts()]).then(([module]) => ({
    default: module.VerifyEmailBanner,
  })),
);

// Shown once, right after registering.
const WelcomeDialog = lazy(() =>
  Promise.all([import('../../features/auth/components/welcome-dialog'), loadMoreTexts()]).then(([module]) => ({
    default: module.WelcomeDialog,
  })),
);

/** Header, page and footer of every page outside the auth, legal and dashboard areas. */
export function MainLayout() {
  const handle = mergeHandles(useMatches().map((match) => match.handle));
  const { isLoggedIn, isSubAccount, profile } = useSession();
  const chat = useChatSummary();
  // A message in a chat not on screen: a toast (and a sound if turned on); unread chats in the tab title.
  useChatAlerts(isLoggedIn ? myIdOf(profile) : null);
  useChatTitleBadge(isLoggedIn ? chat.unreadChatCount : 0);
  const notification = useNotificationSummary({ isEnabled: isLoggedIn && !isSubAccount });
  const footer = handle.footer ?? 'default';
  const isWelcome = (useLocation().state as { welcome?: unknown } | null)?.welcome === true;
  // Signing in without a page load: the texts of what a member sees (menus, alerts) arrive at once.
  useEffect(() => {
    if (isLoggedIn) void loadMoreTexts();
  }, [isLoggedIn]);

  return (
    <Box className={classes.root}>
      <SkipLink targetId="main-content" />
      {/* Above the page (below a floating header), so it covers nothing. */}
      {!isLoggedIn && <LanguageOffer isBelowOverlayHeader={Boolean(handle.isHeaderOverlay)} />}
      <MainHeader
        isOverlay={Boolean(handle.isHeaderOverlay)}
        isLoggedIn={isLoggedIn}
        isSubAccount={isSubAccount}
        activity={{
          unreadChatCount: chat.unreadChatCount,
          hasChatDot: !chat.isAcknowledge,
          hasNotificationDot: !notification.isAcknowledge,
        }}
        accountMenu={
          <Suspense fallback={<Box w={38} h={38} />}>
            <ProfileMenu />
          </Suspense>
        }
        notificationBell={
          <Suspense fallback={<Box w={38} h={38} />}>
            <NotificationBell className={headerClasses.icon} />
          </Suspense>
        }
      />
      {isSubAccount && (
        <Suspense fallback={null}>
          <ActingAsBanner />
        </Suspense>
      )}
      <Box component="main" className={classes.main} id="main-content" tabIndex={-1}>
        {/* Full-height screens (chat) have no room for it; the other pages show it. */}
        {footer !== 'none' && isLoggedIn && !isSubAccount && profile?.isEmailVerified === false && (
          <Suspense fallback={null}>
            <VerifyEmailBanner isFloating={Boolean(handle.isHeaderOverlay)} />
          </Suspense>
        )}
        <Outlet />
      </Box>
      {footer !== 'none' && !isSubAccount && <Footer variant={footer} />}
      {isWelcome && (
        <Suspense fallback={null}>
          <WelcomeDialog />
        </Suspense>
      )}
    </Box>
  );
}
