import { Box, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconMessages, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageToggle } from '../ui/language-toggle';
import { Logo } from '../ui/logo';
import classes from './auth-layout.module.css';
import { ThemeIcon } from '../ui/theme-icon';

/** Login, registration and password pages: a brand panel beside the form card. */
export function AuthLayout() {
  const { t } = useTranslation();
  const points = [
    { icon: <IconBulb size={18} />, text: t('authLayout.points.share') },
    { icon: <IconUsers size={18} />, text: t('authLayout.points.connect') },
    { icon: <IconMessages size={18} />, text: t('authLayout.points.discuss') },
  ];
  return (
    <Box className={classes.root}>
      <Box className={classes.brand} visibleFrom="md">
        <Stack gap="xl" maw={420}>
          <Link to="/" aria-label={t('nav.homeAria')} className={classes.logoLink}>
            <Logo size={40} isInverted />
          </Link>
          <Title order={2} c="white" fz={34} lh={1.25}>
            {t('authLayout.headline')}
          </Title>
          <Text c="rgba(255,255,255,0.85)" fz="lg">
            Match Smart. Profit Together.
          </Text>
          <List spacing="md" center>
            {points.map((point) => (
              <List.Item
                key={point.text}
                icon={
                  <ThemeIcon size={30} radius="xl" variant="white" c="brand.7" aria-hidden>
                    {point.icon}
                  </ThemeIcon>
                }
              >
                <Text c="white">{point.text}</Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Box>
      <Box className={classes.main}>
        <Group justify="space-between" p="md" className={classes.topBar}>
          <Link to="/" aria-label={t('nav.homeAria')} className={classes.logoLink}>
            <Logo size={30} />
          </Link>
          <LanguageToggle />
        </Group>
        <Container size={460} w="100%" py={{ base: 'md', sm: 48 }} px="md" className={classes.content}>
          <Paper p={{ base: 'lg', sm: 40 }} radius="xl" shadow="md" withBorder component="main">
            <Outlet />
          </Paper>
        </Container>
      </Box>
    </Box>
  );
}
