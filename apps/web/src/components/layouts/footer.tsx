import { Anchor, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../ui/logo';
import classes from './footer.module.css';
import { SimpleGrid } from '../ui/simple-grid';

/** `compact` is the idea detail page's slim dark band. */
export type FooterVariant = 'default' | 'compact';

type FooterLink = { to: string; label: string };

function useFooterLinks(): { explore: FooterLink[]; legal: FooterLink[] } {
  const { t } = useTranslation();
  return {
    explore: [
      { to: '/', label: t('nav.home') },
      { to: '/idea', label: t('nav.idea') },
    ],
    legal: [
      { to: '/legal/terms-of-service', label: t('footer.terms') },
      { to: '/legal/privacy-policy', label: t('footer.privacy') },
    ],
  };
}

function Copyright() {
  const { t } = useTranslation();
  return (
    <Text size="sm" className={classes.muted}>
      {t('footer.copyright', { year: new Date().getFullYear() })} · {t('footer.company')}
    </Text>
  );
}

/** Footer: logo, links, copyright line and company name. */
export function Footer({ variant = 'default' }: { variant?: FooterVariant }) {
  const { t } = useTranslation();
  const { explore, legal } = useFooterLinks();

  if (variant === 'compact') {
    return (
      <footer className={classes.compact}>
        <Container size="xl" py="lg">
          <Group justify="space-between" gap="md">
            <Link to="/" aria-label={t('nav.homeAria')} className={classes.logoLink}>
              <Logo size={26} isInverted />
            </Link>
            <Group component="nav" gap="lg" aria-label={t('footer.nav')}>
              {[...explore, ...legal].map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" className={classes.compactLink}>
                  {link.label}
                </Anchor>
              ))}
            </Group>
            <Copyright />
          </Group>
        </Container>
      </footer>
    );
  }

  return (
    <footer className={classes.footer}>
      <Container size="xl" pt={48} pb="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="sm">
            <Link to="/" aria-label={t('nav.homeAria')} className={classes.logoLink}>
              <Logo size={32} />
            </Link>
            <Text fw={700} size="sm">
              Match Smart. Profit Together.
            </Text>
            <Text size="sm" className={classes.muted} maw={320}>
              {t('footer.about')}
            </Text>
          </Stack>
          {[
            { title: t('footer.explore'), links: explore },
            { title: t('footer.legal'), links: legal },
          ].map((column) => (
            <Stack key={column.title} gap="xs" component="nav" aria-label={column.title}>
              <Text fw={700} size="sm" tt="uppercase" className={classes.muted}>
                {column.title}
              </Text>
              {column.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c="inherit">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Divider my="lg" />
        <Copyright />
      </Container>
    </footer>
  );
}
