import { Group, Select, TextInput } from '@mantine/core';
import { DEFAULT_ADMIN_IDEA_SORT, IDEA_SORTS, IdeaSort } from '@ideamatch/shared/constants';
import { IconArrowsSort, IconBulb, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DashboardPageIntro } from './dashboard-page-intro';
import { EmptyTable } from './empty-table';

const SORT_KEY = {
  [IdeaSort.LatestPost]: 'sort.latest',
  [IdeaSort.MostComment]: 'sort.popular',
  [IdeaSort.MostView]: 'sort.mostView',
} as const;

/** `/dashboard/idea?sortBy=1`: every idea with hide, suggest, sponsor and delete. */
export function IdeaManagementPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const sortParam = Number(searchParams.get('sortBy'));
  const sortBy = IDEA_SORTS.find((sort) => sort === sortParam) ?? DEFAULT_ADMIN_IDEA_SORT;
  useDocumentTitle(t('dashboard.ideas.title'));

  const toolbar = (
    <Group justify="space-between" gap="sm">
      <TextInput
        placeholder={t('dashboard.ideas.search')}
        aria-label={t('dashboard.ideas.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        w={{ base: '100%', sm: 320 }}
      />
      <Select
        aria-label={t('sort.label')}
        leftSection={<IconArrowsSort size={16} aria-hidden />}
        data={IDEA_SORTS.map((sort) => ({ value: String(sort), label: t(SORT_KEY[sort]) }))}
        value={String(sortBy)}
        onChange={(next) => next && setSearchParams({ sortBy: next }, { replace: true })}
        allowDeselect={false}
        w={{ base: '100%', sm: 200 }}
      />
    </Group>
  );

  return (
    <>
      <DashboardPageIntro title={t('dashboard.ideas.title')} description={t('dashboard.ideas.description')} />
      <EmptyTable
        caption={t('dashboard.ideas.title')}
        columns={[
          t('dashboard.columns.idea'),
          t('dashboard.columns.owner'),
          t('dashboard.columns.category'),
          t('dashboard.columns.rating'),
          t('dashboard.columns.status'),
        ]}
        icon={<IconBulb size={30} aria-hidden />}
        emptyTitle={t('messages.noIdeas')}
        emptyBody={t('dashboard.ideas.emptyBody')}
        toolbar={toolbar}
      />
    </>
  );
}
