import { Anchor, Badge, Button, Container, Group, Stack, Text } from '@mantine/core';
import { LabelledPagination } from '../../../components/ui/labelled-pagination';
import { IconAdjustmentsHorizontal, IconFilterOff, IconPencilPlus, IconZoomQuestion } from '@tabler/icons-react';
import { IdeaSort } from '@ideamatch/shared/constants';
import { useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../auth/hooks/use-session';
import { useIdeas } from '../api/get-ideas';
import {
  activeFilterCount,
  DEFAULT_IDEA_FILTERS,
  ideaFiltersToQuery,
  ideaFiltersToSearch,
  parseIdeaFilters,
  sortAfterSearch,
} from '../utils/idea-filters';
import type { IdeaFilters } from '../utils/idea-filters';
import { IdeaFilterBar } from './idea-filter-bar';
import { IdeaGrid, IdeaGridSkeleton } from './idea-grid';
import { IdeaSearchBox } from './idea-search-box';
import { IdeaSortSelect } from './idea-sort-select';
import classes from './idea-list-page.module.css';

/** `/idea`: filter bar, sort (sortBy in the address), results and the empty message. */
export function IdeaListPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseIdeaFilters(searchParams), [searchParams]);
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const ideas = useIdeas(filters, page);
  const session = useSession();
  const [areFiltersOpen, setFiltersOpen] = useState(false);
  const filterCount = activeFilterCount(filters);
  useDocumentTitle(t('ideas.title'));

  const applyFilters = (next: IdeaFilters, nextPage = 1) => {
    const search = new URLSearchParams(ideaFiltersToSearch(next));
    if (nextPage > 1) search.set('page', String(nextPage));
    setSearchParams(search, { preventScrollReset: true });
  };
  const isFiltered =
    ideaFiltersToSearch(filters, { withSort: false }) !==
    ideaFiltersToSearch(DEFAULT_IDEA_FILTERS, { withSort: false });
  const results = ideas.data?.result ?? [];
  /** A new search text, ordered by best match; a new search is never "as typed" until asked. */
  const search = (q: string) => applyFilters({ ...filters, q, isAsTyped: false, sortBy: sortAfterSearch(filters, q) });
  // The other filters, for the search box's plain form (sent without JavaScript): a new text keeps them.
  const keptFilters = Object.fromEntries(
    Object.entries(ideaFiltersToQuery({ ...filters, q: '', isAsTyped: false }, { withSort: false }))
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
  // Totals are capped (1,000 for a text search): past the cap the count reads "more than 1,000".
  const resultCountText = ({ totalItems, isTotalCapped }: { totalItems: number; isTotalCapped?: boolean }) =>
    isTotalCapped
      ? t('ideas.resultCountMore', { total: totalItems.toLocaleString('en-US') })
      : t('ideas.resultCount', { count: totalItems });

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      <PageHeader
        breadcrumbs={[{ label: t('nav.home'), to: '/' }, { label: t('nav.idea') }]}
        title={t('ideas.title')}
        description={t('ideas.description')}
        actions={
          session.isLoggedIn && (
            <Button component={Link} to="/idea/new" leftSection={<IconPencilPlus size={18} aria-hidden />}>
              {t('home.hero.postIdea')}
            </Button>
          )
        }
      />
      <Stack gap="lg">
        <IdeaSearchBox
          value={filters.q}
          hiddenFields={keptFilters}
          onSearch={search}
          onPickCategory={(categoryId) =>
            applyFilters({ ...filters, q: '', isAsTyped: false, categoryId, sortBy: sortAfterSearch(filters, '') })
          }
          onPickPlace={search}
        />
        {/* On a phone the filters fold behind a button that counts the active ones, so the list comes first. */}
        <Button
          hiddenFrom="sm"
          variant={filterCount > 0 ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          rightSection={
            filterCount > 0 ? (
              <Badge size="sm" circle aria-label={t('filters.activeCount', { count: filterCount })}>
                {filterCount}
              </Badge>
            ) : undefined
          }
          aria-expanded={areFiltersOpen}
          aria-controls="idea-filters"
          onClick={() => setFiltersOpen((open) => !open)}
          data-testid="idea-filter-toggle"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('filters.toggle')}
        </Button>
        <div id="idea-filters" className={classes.filters} data-open={areFiltersOpen || undefined}>
          <IdeaFilterBar
            value={filters}
            onSubmit={(next) => {
              setFiltersOpen(false);
              applyFilters({ ...next, sortBy: sortAfterSearch(filters, next.q) });
            }}
          />
        </div>
        <Group justify="space-between" align="flex-end">
          <Text size="sm" c="dimmed" aria-live="polite">
            {ideas.data ? resultCountText(ideas.data) : '\u00a0'}
          </Text>
          <IdeaSortSelect
            value={filters.sortBy}
            withRelevance={filters.q !== ''}
            onChange={(sortBy) => applyFilters({ ...filters, sortBy })}
          />
        </Group>
        {ideas.isPending ? (
          <IdeaGridSkeleton count={8} />
        ) : ideas.isError && results.length === 0 ? (
          <ErrorPanel
            title={t('ideas.loadFailedTitle')}
            message={t('ideas.loadFailed')}
            onRetry={() => void ideas.refetch()}
          />
        ) : results.length > 0 ? (
          <Stack gap="xl">
            {ideas.data?.correctedQuery && (
              <Text size="sm" data-testid="idea-corrected-query">
                <Trans
                  i18nKey="ideas.correctedQuery"
                  values={{ corrected: ideas.data.correctedQuery, query: filters.q }}
                  components={{
                    strong: <strong />,
                    again: (
                      <Anchor
                        component={Link}
                        to={`/idea${ideaFiltersToSearch({ ...filters, isAsTyped: true })}`}
                        inherit
                        data-testid="idea-search-as-typed"
                      />
                    ),
                  }}
                />
              </Text>
            )}
            <IdeaGrid ideas={results} />
            {(ideas.data?.totalPages ?? 1) > 1 && (
              <Group justify="center">
                <LabelledPagination
                  total={ideas.data?.totalPages ?? 1}
                  value={page}
                  onChange={(next) => applyFilters(filters, next)}
                />
              </Group>
            )}
          </Stack>
        ) : (
          <EmptyPanel
            icon={<IconZoomQuestion size={30} aria-hidden />}
            title={t('messages.noIdeas')}
            description={t('ideas.emptyHint')}
            actions={
              <Stack gap="sm" align="center">
                {ideas.data?.suggestion && (
                  <Group gap={6} justify="center">
                    <Text size="sm">{t('ideas.didYouMean')}</Text>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => search(ideas.data?.suggestion ?? '')}
                      data-testid="idea-did-you-mean"
                    >
                      {ideas.data.suggestion}
                    </Button>
                  </Group>
                )}
                {!!ideas.data?.popularCategories?.length && (
                  <Stack gap={6} align="center">
                    <Text size="sm" c="dimmed">
                      {t('ideas.popularCategories')}
                    </Text>
                    <Group gap="xs" justify="center" data-testid="idea-popular-categories">
                      {ideas.data.popularCategories.map((category) => (
                        <Button
                          key={category}
                          variant="default"
                          size="compact-sm"
                          radius="xl"
                          onClick={() =>
                            applyFilters({ ...DEFAULT_IDEA_FILTERS, categoryId: category, sortBy: IdeaSort.LatestPost })
                          }
                        >
                          {t(`categories.${category}`)}
                        </Button>
                      ))}
                    </Group>
                  </Stack>
                )}
                {isFiltered && (
                  <Button
                    variant="light"
                    leftSection={<IconFilterOff size={16} aria-hidden />}
                    onClick={() => applyFilters({ ...DEFAULT_IDEA_FILTERS, sortBy: sortAfterSearch(filters, '') })}
                  >
                    {t('filters.clear')}
                  </Button>
                )}
              </Stack>
            }
          />
        )}
      </Stack>
    </Container>
  );
}
