import { Group, Select, Tabs } from '@mantine/core';
import { DASHBOARD_ACCOUNT_SORTS, type DashboardAccount, type DashboardAccountSort } from '@ideamatch/shared';
import { IconArrowsSort, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDashboardAccounts } from '../api/get-dashboard-accounts';
import { useForbiddenRedirect } from '../hooks/use-dashboard-access';
import { useListParams } from '../hooks/use-list-params';
import { AccountStatusBadge, DateText, PersonCell, RoleBadge } from './dashboard-bits';
import { DashboardPageIntro } from './dashboard-page-intro';
import { DataTable, type Column } from './data-table';
import { SearchInput } from './search-input';

/** `/dashboard/user`: all users and deactivated users, with search, sort and paging. */
export function UserListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.users.title'));
  const { values, page, set, setPage } = useListParams({ tab: 'all', q: '', sortBy: 'newest' });
  const tab = values.tab === 'deactivated' ? 'deactivated' : 'all';
  const sortBy = (DASHBOARD_ACCOUNT_SORTS as readonly string[]).includes(values.sortBy)
    ? (values.sortBy as DashboardAccountSort)
    : 'newest';
  const query = useDashboardAccounts({ status: tab, q: values.q || undefined, sortBy, page });
  useForbiddenRedirect(query.error);

  const columns: Column<DashboardAccount>[] = [
    {
      key: 'user',
      label: t('dashboard.columns.user'),
      render: (row) => <PersonCell person={row} to={`/dashboard/user/${row.id}`} />,
    },
    { key: 'email', label: t('dashboard.columns.email'), render: (row) => row.email ?? '—' },
    { key: 'role', label: t('dashboard.columns.role'), render: (row) => <RoleBadge role={row.role} /> },
    { key: 'status', label: t('dashboard.columns.status'), render: (row) => <AccountStatusBadge account={row} /> },
    { key: 'joined', label: t('dashboard.columns.joined'), render: (row) => <DateText value={row.joinedAt} /> },
    {
      key: 'lastActive',
      label: t('dashboard.columns.lastActive'),
      render: (row) => <DateText value={row.lastActiveAt} />,
    },
  ];

  return (
    <>
      <DashboardPageIntro title={t('dashboard.users.title')} description={t('dashboard.users.description')} />
      <Tabs value={tab} onChange={(next) => set({ tab: next === 'all' ? null : next })} mb="md">
        <Tabs.List>
          <Tabs.Tab value="all">{t('dashboard.users.tabs.all')}</Tabs.Tab>
          <Tabs.Tab value="deactivated">{t('dashboard.users.tabs.deactivated')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <DataTable
        caption={t(`dashboard.users.tabs.${tab}`)}
        columns={columns}
        query={query}
        rowKey={(row) => row.id}
        onPageChange={setPage}
        icon={<IconUsers size={30} aria-hidden />}
        emptyTitle={
          values.q
            ? t('dashboard.noMatch')
            : t(tab === 'all' ? 'dashboard.users.emptyAll' : 'dashboard.users.emptyDeactivated')
        }
        toolbar={
          <Group justify="space-between" gap="sm">
            <SearchInput value={values.q} onChange={(q) => set({ q })} label={t('dashboard.users.search')} />
            <Select
              aria-label={t('sort.label')}
              leftSection={<IconArrowsSort size={16} aria-hidden />}
              data={DASHBOARD_ACCOUNT_SORTS.map((sort) => ({ value: sort, label: t(`dashboard.users.sort.${sort}`) }))}
              value={sortBy}
              onChange={(next) => next && set({ sortBy: next === 'newest' ? null : next })}
              allowDeselect={false}
              w={{ base: '100%', sm: 220 }}
            />
          </Group>
        }
      />
    </>
  );
}
