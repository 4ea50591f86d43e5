import { Box, Button, Container, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageToggle } from '../ui/language-toggle';
import { Logo } from '../ui/logo';
import classes from './plain-layout.module.css';

/** Legal pages: a slim bar with the logo, a way home and the language switch. */
export function PlainLayout() {
  const { t } = useTranslation();
  return (
    <Box className={classes.root}>
      <header className={classes.bar}>
        <Container size="lg" h="100%">
          <Group justify="space-between" h="100%" wrap="nowrap">
            <Link to="/" aria-label={t('nav.homeAria')} className={classes.logoLink}>
              <Logo size={30} />
            </Link>
            <Group gap="sm" wrap="nowrap">
              <Button
                component={Link}
                to="/"
                variant="subtle"
                size="compact-sm"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
                visibleFrom="s400"
              >
                {t('common.backHome')}
              </Button>
              <LanguageToggle />
            </Group>
          </Group>
        </Container>
      </header>
      <Box component="main" className={classes.main}>
        <Outlet />
      </Box>
    </Box>
  );
}
