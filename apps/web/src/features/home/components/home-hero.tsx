import { Avatar, Badge, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconHeartHandshake, IconPencilPlus, IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './home-hero.module.css';

type HomeHeroProps = {
  /** Where "Post your idea" leads: the idea form, or registration for visitors. */
  postIdeaHref: string;
  /** The keyword box, under the lead. */
  search?: ReactNode;
  /** The filter bar, overlapping the hero's lower edge. */
  children?: ReactNode;
};

/** Decorative preview of a match, beside the headline on wide screens. */
function MatchPreview() {
  const { t } = useTranslation();
  return (
    <Box className={classes.preview} visibleFrom="md" aria-hidden>
      <Paper className={classes.previewCard} p="md" shadow="xl">
        <Group gap="xs" mb="xs">
          <Badge color="cyan" variant="light" size="sm">
            {t('categories.food')}
          </Badge>
          <Group gap={2}>
            <IconStarFilled size={14} color="var(--mantine-color-yellow-5)" />
            <Text size="xs" fw={700}>
              4.8
            </Text>
          </Group>
        </Group>
        <Text fw={700}>{t('home.hero.previewIdea')}</Text>
        <Text size="xs" c="dimmed" mt={4}>
          {t('home.hero.previewMeta')}
        </Text>
      </Paper>
      <Paper className={classes.matchCard} p="sm" shadow="xl">
        <Group gap="sm" wrap="nowrap">
          <Avatar.Group>
            <Avatar color="brand" variant="filled" radius="xl">
              PK
            </Avatar>
            <Avatar color="cyan" variant="filled" radius="xl">
              NS
            </Avatar>
          </Avatar.Group>
          <Box>
            <Group gap={4}>
              <IconHeartHandshake size={16} color="var(--mantine-color-teal-6)" />
              <Text size="sm" fw={700}>
                {t('home.hero.previewMatched')}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t('home.hero.previewPartner')}
            </Text>
          </Box>
        </Group>
      </Paper>
    </Box>
  );
}

/** Home hero: headline, tagline, the keyword box, calls to action. */
export function HomeHero({ postIdeaHref, search, children }: HomeHeroProps) {
  const { t } = useTranslation();
  return (
    <Box component="section" className={classes.hero} aria-labelledby="home-headline">
      <Container size="xl" className={classes.inner}>
        <Group justify="space-between" align="center" wrap="nowrap" gap={48}>
          <Stack gap="lg" maw={640}>
            <Badge variant="white" color="brand" size="lg" radius="xl" className={classes.tagline}>
              Match Smart. Profit Together.
            </Badge>
            <Title id="home-headline" order={1} className={classes.headline}>
              {t('home.hero.headline')}
            </Title>
            <Text className={classes.lead}>{t('home.hero.lead')}</Text>
            {search && <div className={classes.search}>{search}</div>}
            <Group gap="sm">
              <Button
                component={Link}
                to={postIdeaHref}
                size="lg"
                radius="xl"
                variant="white"
                leftSection={<IconPencilPlus size={20} aria-hidden />}
              >
                {t('home.hero.postIdea')}
              </Button>
              <Button
                component={Link}
                to="/idea"
                size="lg"
                radius="xl"
                variant="outline"
                color="white"
                rightSection={<IconArrowRight size={20} aria-hidden />}
                className={classes.secondary}
              >
                {t('home.hero.browseIdeas')}
              </Button>
            </Group>
          </Stack>
          <MatchPreview />
        </Group>
      </Container>
      {children && (
        <Container size="xl" className={classes.filters}>
          {children}
        </Container>
      )}
    </Box>
  );
}
