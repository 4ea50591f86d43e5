import { Box, Button, Container, Stack } from '@mantine/core';
import { IdeaSort } from '@ideamatch/shared/constants';
import { IconFlame, IconPencilPlus, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session';
import { AboutSection } from '../../features/home/components/about-section';
import { HomeHero } from '../../features/home/components/home-hero';
import { JoinBanner } from '../../features/home/components/join-banner';
import { useIdeaHome } from '../../features/ideas/api/get-idea-home';
import { IdeaFilterBar } from '../../features/ideas/components/idea-filter-bar';
import { IdeaSearchBox } from '../../features/ideas/components/idea-search-box';
import { IdeaSection } from '../../features/ideas/components/idea-section';
import { DEFAULT_IDEA_FILTERS, defaultSortFor, ideaFiltersToSearch } from '../../features/ideas/utils/idea-filters';
import type { IdeaFilters } from '../../features/ideas/utils/idea-filters';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ThemeIcon } from '../../components/ui/theme-icon';

/** `/`: hero with the keyword box, filters, top trending (sponsored), top rating and "What is the product?". */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const home = useIdeaHome();
  useDocumentTitle(null);
  const postIdeaHref = isLoggedIn ? '/idea/new' : '/register';
  const postIdeaButton = (
    <Button component={Link} to={postIdeaHref} variant="light" leftSection={<IconPencilPlus size={16} aria-hidden />}>
      {t('home.hero.postIdea')}
    </Button>
  );

  const openList = (filters: IdeaFilters) =>
    navigate(`/idea${ideaFiltersToSearch({ ...filters, sortBy: defaultSortFor(filters.q) })}`);

  return (
    <Box>
      <HomeHero
        postIdeaHref={postIdeaHref}
        search={
          <IdeaSearchBox
            value=""
            isProminent
            onSearch={(q) => openList({ ...DEFAULT_IDEA_FILTERS, q })}
            onPickCategory={(categoryId) => openList({ ...DEFAULT_IDEA_FILTERS, categoryId })}
            onPickPlace={(q) => openList({ ...DEFAULT_IDEA_FILTERS, q })}
          />
        }
      >
        <IdeaFilterBar isElevated value={DEFAULT_IDEA_FILTERS} onSubmit={openList} />
      </HomeHero>
      <Container size="xl" pb={72}>
        <Stack gap={64}>
          <IdeaSection
            id="top-trending"
            icon={
              <ThemeIcon size={40} radius="md" variant="light" color="orange">
                <IconFlame size={22} aria-hidden />
              </ThemeIcon>
            }
            title={t('home.sections.trending')}
            subtitle={t('home.sections.trendingSubtitle')}
            titleHint={t('home.sections.trendingHint')}
            titleHintLabel={t('home.sections.trendingHintLabel')}
            ideas={home.data?.trending}
            isLoading={home.isPending}
            isError={home.isError}
            onRetry={() => void home.refetch()}
            isSponsored
            seeAllHref={`/idea?sortBy=${IdeaSort.MostView}`}
            emptyAction={postIdeaButton}
          />
          <IdeaSection
            id="top-rating"
            icon={
              <ThemeIcon size={40} radius="md" variant="light" color="yellow">
                <IconTrophy size={22} aria-hidden />
              </ThemeIcon>
            }
            title={t('home.sections.topRating')}
            subtitle={t('home.sections.topRatingSubtitle')}
            ideas={home.data?.topRating}
            isLoading={home.isPending}
            isError={home.isError}
            onRetry={() => void home.refetch()}
            seeAllHref={`/idea?sortBy=${IdeaSort.TopRating}`}
            emptyAction={postIdeaButton}
          />
        </Stack>
      </Container>
      <AboutSection />
      {!isLoggedIn && <JoinBanner />}
    </Box>
  );
}
