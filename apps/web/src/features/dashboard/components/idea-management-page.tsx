import { Group, Select } from '@mantine/core';
import {
  CATEGORIES,
  DASHBOARD_IDEA_STATUSES,
  DEFAULT_ADMIN_IDEA_SORT,
  ADMIN_IDEA_SORTS,
  IdeaSort,
  type Category,
  type DashboardIdeaStatus,
} from '@ideamatch/shared';
import { IconArrowsSort, IconCategory, IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDashboardIdeas } from '../api/get-dashboard-ideas';
import { useForbiddenRedirect } from '../hooks/use-dashboard-access';
import { useListParams } from '../hooks/use-list-params';
import { DashboardPageIntro } from './dashboard-page-intro';
import { IdeaTable } from './idea-table';
import { SearchInput } from './search-input';

const SORT_KEY = {
  [IdeaSort.LatestPost]: 'sort.latest',
  [IdeaSort.MostComment]: 'sort.popular',
  [IdeaSort.MostView]: 'sort.mostView',
} as const;

/** `/dashboard/idea?sortBy=1`: every idea with search, sort, status and category filters. */
export function IdeaManagementPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.ideas.title'));
  const { values, page, set, setPage } = useListParams({
    sortBy: String(DEFAULT_ADMIN_IDEA_SORT),
    q: '',
    status: 'all',
    categoryId: 'all',
  });
  const sortBy = ADMIN_IDEA_SORTS.find((sort) => String(sort) === values.sortBy) ?? DEFAULT_ADMIN_IDEA_SORT;
  const status = (DASHBOARD_IDEA_STATUSES as readonly string[]).includes(values.status)
    ? (values.status as DashboardIdeaStatus)
    : 'all';
  const categoryId = (CATEGORIES as readonly string[]).includes(values.categoryId)
    ? (values.categoryId as Category)
    : 'all';
  const query = useDashboardIdeas({ sortBy, status, categoryId, q: values.q || undefined, page });
  useForbiddenRedirect(query.error);

  return (
    <>
      <DashboardPageIntro title={t('dashboard.ideas.title')} description={t('dashboard.ideas.description')} />
      <IdeaTable
        query={query}
        onPageChange={setPage}
        emptyTitle={t('messages.noIdeas')}
        toolbar={
          <Group gap="sm" justify="space-between">
            <SearchInput value={values.q} onChange={(q) => set({ q })} label={t('dashboard.ideas.search')} />
            <Group gap="sm" justify="flex-end" wrap="wrap">
              <Select
                aria-label={t('dashboard.ideas.statusFilter')}
                leftSection={<IconFilter size={16} aria-hidden />}
                data={DASHBOARD_IDEA_STATUSES.map((value) => ({
                  value,
                  label: t(`dashboard.ideas.statuses.${value}`),
                }))}
                value={status}
                onChange={(next) => next && set({ status: next === 'all' ? null : next })}
                allowDeselect={false}
                w={{ base: '100%', sm: 170 }}
              />
              <Select
                aria-label={t('filters.category')}
                leftSection={<IconCategory size={16} aria-hidden />}
                data={CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
                value={categoryId}
                onChange={(next) => next && set({ categoryId: next === 'all' ? null : next })}
                allowDeselect={false}
                w={{ base: '100%', sm: 170 }}
              />
              <Select
                aria-label={t('sort.label')}
                leftSection={<IconArrowsSort size={16} aria-hidden />}
                data={ADMIN_IDEA_SORTS.map((sort) => ({ value: String(sort), label: t(SORT_KEY[sort]) }))}
                value={String(sortBy)}
                onChange={(next) => next && set({ sortBy: next })}
                allowDeselect={false}
                w={{ base: '100%', sm: 170 }}
              />
            </Group>
          </Group>
        }
      />
    </>
  );
}
