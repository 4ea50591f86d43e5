import { ActionIcon, Burger, Button, Container, Group, Tooltip } from '@mantine/core';
import { useDisclosure, useHeadroom, useWindowScroll } from '@mantine/hooks';
import { IconMessageCircle, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { CountIndicator } from '../ui/count-indicator';
import { LanguageToggle } from '../ui/language-toggle';
import { Logo } from '../ui/logo';
import { CompactMenu } from './compact-menu';
import type { HeaderActivity } from './compact-menu';
import classes from './main-header.module.css';

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

/** Main header of the product (SPEC.md section 2). */
export function MainHeader({
  isOverlay,
  isLoggedIn,
  isSubAccount,
  activity,
  accountMenu,
  notificationBell,
}: MainHeaderProps) {
  const { t } = useTranslation();
  const [isMenuOpen, menu] = useDisclosure(false);
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
            {!isSubAccount && (
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
              <Group gap={4} visibleFrom="s500" wrap="nowrap">
                {!isSubAccount && (
                  <Tooltip label={t('nav.partner')}>
                    <ActionIcon
                      component={Link}
                      to="/partner"
                      variant="subtle"
                      size="lg"
                      radius="xl"
                      className={classes.icon}
                      aria-label={t('nav.partner')}
                    >
                      <IconUsers size={22} stroke={1.7} />
                    </ActionIcon>
                  </Tooltip>
                )}
                <Tooltip label={t('nav.chat')}>
                  <ActionIcon
                    component={Link}
                    to="/chat"
                    variant="subtle"
                    size="lg"
                    radius="xl"
                    className={classes.icon}
                    aria-label={t('nav.chat')}
                  >
                    <CountIndicator count={activity.unreadChatCount} hasDot={activity.hasChatDot}>
                      <IconMessageCircle size={22} stroke={1.7} />
                    </CountIndicator>
                  </ActionIcon>
                </Tooltip>
                {!isSubAccount && notificationBell}
              </Group>
            )}
            <Group visibleFrom="s500" gap={0}>
              <LanguageToggle isInverted={isTransparent} />
            </Group>
            {isLoggedIn ? (
              accountMenu
            ) : (
              <Button
                component={Link}
                to="/login"
                radius="xl"
                visibleFrom="s500"
                variant={isTransparent ? 'white' : 'filled'}
              >
                {t('nav.loginRegister')}
              </Button>
            )}
            <Burger
              opened={isMenuOpen}
              onClick={menu.toggle}
              hiddenFrom="s500"
              size="sm"
              color={isTransparent ? 'white' : undefined}
              aria-label={t(isMenuOpen ? 'nav.closeMenu' : 'nav.openMenu')}
              aria-expanded={isMenuOpen}
            />
          </Group>
        </Container>
      </header>
      <CompactMenu
        opened={isMenuOpen}
        onClose={menu.close}
        isLoggedIn={isLoggedIn}
        isSubAccount={isSubAccount}
        activity={activity}
      />
    </>
  );
}
