import { Tabs, TextInput } from '@mantine/core';
import { IconSearch, IconUserOff, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DashboardPageIntro } from './dashboard-page-intro';
import { EmptyTable } from './empty-table';

const TABS = ['all', 'deactivated'] as const;
type UserTab = (typeof TABS)[number];

/** `/dashboard/user`: all users and deactivated users. */
export function UserListPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: UserTab = searchParams.get('tab') === 'deactivated' ? 'deactivated' : 'all';
  useDocumentTitle(t('dashboard.users.title'));
  const columns = [
    t('dashboard.columns.user'),
    t('dashboard.columns.email'),
    t('dashboard.columns.joined'),
    t('dashboard.columns.status'),
  ];

  return (
    <>
      <DashboardPageIntro title={t('dashboard.users.title')} description={t('dashboard.users.description')} />
      <Tabs
        value={tab}
        onChange={(next) => setSearchParams(next === 'deactivated' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="all" leftSection={<IconUsers size={16} aria-hidden />}>
            {t('dashboard.users.tabs.all')}
          </Tabs.Tab>
          <Tabs.Tab value="deactivated" leftSection={<IconUserOff size={16} aria-hidden />}>
            {t('dashboard.users.tabs.deactivated')}
          </Tabs.Tab>
        </Tabs.List>
        {TABS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            <EmptyTable
              caption={t(`dashboard.users.tabs.${value}`)}
              columns={columns}
              icon={value === 'all' ? <IconUsers size={30} aria-hidden /> : <IconUserOff size={30} aria-hidden />}
              emptyTitle={t(value === 'all' ? 'dashboard.users.emptyAll' : 'dashboard.users.emptyDeactivated')}
              emptyBody={t('dashboard.users.emptyBody')}
              toolbar={
                <TextInput
                  placeholder={t('dashboard.users.search')}
                  aria-label={t('dashboard.users.search')}
                  leftSection={<IconSearch size={16} aria-hidden />}
                  maw={360}
                />
              }
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
