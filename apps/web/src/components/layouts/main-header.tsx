import { ActionIcon, Button, Container, Group } from '@mantine/core';
import { useDisclosure, useHeadroom, useWindowScroll } from '@mantine/hooks';
import { IconMenu2, IconX } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { ColorSchemeToggle } from '../ui/color-scheme-toggle';
import { LanguageToggle } from '../ui/language-toggle';
import { Logo } from '../ui/logo';
import { useHasOpened } from '../../lib/use-has-opened';
import type { HeaderActivity } from './compact-menu';
import classes from './main-header.module.css';
import { useAuthLink } from '../../lib/use-return-path';

/** Members' header icons (with tooltips) load only for members. */
const MemberHeaderActions = lazy(() =>
  import('./member-header-actions').then((module) => ({ default: module.MemberHeaderActions })),
);

/** The phone menu's drawer loads when first opened. */
const CompactMenu = lazy(() => import('./compact-menu').then((module) => ({ default: module.CompactMenu })));

export type MainHeaderProps = {
  /** Home page: transparent over the hero, hidden while scrolling down. */
  isOverlay: boolean;
  isLoggedIn: boolean;
  /** Sub-account session: no logo, links, partner or notification items. */
  isSubAccount: boolean;
  activity: HeaderActivity;
  /** The avatar popover, shown when logged in. */
  accountMenu: ReactNode;
  /** The notification bell with its popover, shown when logged in outside a sub-account session. */
  notificationBell?: ReactNode;
};

/** Main header of the product. */
export function MainHeader({
  isOverlay,
  isLoggedIn,
  isSubAccount,
  activity,
  accountMenu,
  notificationBell,
}: MainHeaderProps) {
  const { t } = useTranslation();
  const signInLink = useAuthLink('/login');
  const [isMenuOpen, menu] = useDisclosure(false);
  const hasMenuOpened = useHasOpened(isMenuOpen);
  const [scroll] = useWindowScroll();
  const { pinned } = useHeadroom({ fixedAt: 96 });
  const isTransparent = isOverlay && scroll.y < 24 && !isMenuOpen;
  const isHidden = isOverlay && !pinned && !isMenuOpen;
  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${classes.link} ${classes.linkActive}` : classes.link;

  return (
    <>
      <header
        className={classes.header}
        data-overlay={isOverlay || undefined}
        data-transparent={isTransparent || undefined}
        data-hidden={isHidden || undefined}
      >
        <Container size="xl" className={classes.inner}>
          <Group gap="xl" wrap="nowrap">
            {isSubAccount ? (
              // A sub-account session stays in the chat: the brand shows, without a link home.
              <Logo size={34} isInverted={isTransparent} />
            ) : (
              <Link to="/" className={classes.logoLink} aria-label={t('nav.homeAria')}>
                <Logo size={34} isInverted={isTransparent} />
              </Link>
            )}
            {!isSubAccount && (
              <Group component="nav" gap={4} visibleFrom="s500" aria-label={t('nav.main')} wrap="nowrap">
                <NavLink to="/" end className={navClass}>
                  {t('nav.home')}
                </NavLink>
                <NavLink to="/idea" className={navClass}>
                  {t('nav.idea')}
                </NavLink>
              </Group>
            )}
          </Group>

          <Group gap={6} wrap="nowrap" className={classes.actions}>
            {isLoggedIn && (
              <Suspense fallback={null}>
                <MemberHeaderActions
                  isSubAccount={isSubAccount}
                  activity={activity}
                  notificationBell={notificationBell}
                />
              </Suspense>
            )}
            <Group visibleFrom="s500" gap={6} wrap="nowrap">
              <ColorSchemeToggle isInverted={isTransparent} className={classes.icon} />
              <LanguageToggle isInverted={isTransparent} />
            </Group>
            {isLoggedIn ? (
              accountMenu
            ) : (
              <Button
                component={Link}
                to={signInLink}
                radius="xl"
                visibleFrom="s500"
                variant={isTransparent ? 'white' : 'filled'}
              >
                {t('nav.loginRegister')}
              </Button>
            )}
            {/* Mantine's Burger puts a div in its button (not valid HTML): an icon button instead. */}
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              radius="xl"
              className={classes.icon}
              onClick={menu.toggle}
              hiddenFrom="s500"
              aria-label={t(isMenuOpen ? 'nav.closeMenu' : 'nav.openMenu')}
              aria-expanded={isMenuOpen}
            >
              {isMenuOpen ? <IconX size={22} aria-hidden /> : <IconMenu2 size={22} aria-hidden />}
            </ActionIcon>
          </Group>
        </Container>
      </header>
      {hasMenuOpened && (
        <Suspense fallback={null}>
          <CompactMenu
            opened={isMenuOpen}
            onClose={menu.close}
            isLoggedIn={isLoggedIn}
            isSubAccount={isSubAccount}
            activity={activity}
          />
        </Suspense>
      )}
    </>
  );
}
