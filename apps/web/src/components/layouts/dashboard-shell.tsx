import { AppShell, Badge, Box, Burger, Button, CloseButton, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Permission } from '@ideamatch/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageToggle } from '../ui/language-toggle';
import { Logo } from '../ui/logo';
import { DashboardNav } from './dashboard-nav';
import classes from './dashboard-shell.module.css';

type DashboardShellProps = {
  /** The signed-in admin's role, already translated. */
  roleLabel: string;
  /** The admin's avatar and name. */
  account: ReactNode;
  /** What the admin may do: the drawer shows only those menus. */
  permissions: readonly Permission[];
  /** Title or breadcrumb of the current page, shown in the top bar. */
  title: ReactNode;
  onLogout: () => void;
  children: ReactNode;
};

/** Staff dashboard: permanent left drawer (a burger drawer on phones) and a top bar. */
export function DashboardShell({ roleLabel, account, permissions, title, onLogout, children }: DashboardShellProps) {
  const { t } = useTranslation();
  const [isNavOpen, nav] = useDisclosure(false);
  return (
    <AppShell
      className={classes.shell}
      layout="alt"
      header={{ height: 60 }}
      navbar={{ width: 272, breakpoint: 'md', collapsed: { mobile: !isNavOpen } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={isNavOpen}
              onClick={nav.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t(isNavOpen ? 'nav.closeMenu' : 'nav.openMenu')}
            />
            <Box miw={0}>{title}</Box>
          </Group>
          <LanguageToggle />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" className={classes.navbar}>
        <AppShell.Section>
          <Group gap="xs" mb="lg" wrap="nowrap" justify="space-between">
            <Group gap="xs" wrap="nowrap">
              <Link to="/dashboard" className={classes.logoLink} aria-label={t('dashboard.home')}>
                <Logo size={28} />
              </Link>
              <Badge variant="light" size="xs">
                {t('dashboard.badge')}
              </Badge>
            </Group>
            <CloseButton hiddenFrom="md" onClick={nav.close} aria-label={t('nav.closeMenu')} />
          </Group>
          <Box className={classes.account}>
            {account}
            <Text size="xs" c="dimmed" mt={8}>
              {t('dashboard.role')}
            </Text>
            <Badge variant="filled" mt={4}>
              {roleLabel}
            </Badge>
          </Box>
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea} my="lg">
          <DashboardNav permissions={permissions} onNavigate={nav.close} />
        </AppShell.Section>
        <AppShell.Section>
          <Stack>
            <Button
              variant="light"
              color="red"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={onLogout}
              fullWidth
            >
              {t('profileMenu.logout')}
            </Button>
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>{children}</AppShell.Main>
    </AppShell>
  );
}
