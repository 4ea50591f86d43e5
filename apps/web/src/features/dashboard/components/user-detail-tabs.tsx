import { Tabs } from '@mantine/core';
import { Permission } from '@ideamatch/shared/constants';
import { IconBulb, IconFlag, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardIdeas } from '../api/get-dashboard-ideas';
import { useReportGroups } from '../api/get-report-groups';
import { useDashboardAccess } from '../hooks/use-dashboard-access';
import { AuditLogTable } from './audit-log-table';
import { IdeaTable } from './idea-table';
import { ReportGroupList } from './report-group-list';

/** The profile page's tabs; each shows only when the admin holds the permission it needs. */
export function UserDetailTabs({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { has } = useDashboardAccess();
  const canIdeas = has(Permission.IdeaManage);
  const canReports = has(Permission.ReportManage);
  const [tab, setTab] = useState<string | null>(canIdeas ? 'ideas' : canReports ? 'reports' : 'history');
  const [pages, setPages] = useState({ ideas: 1, reports: 1, history: 1 });
  const ideas = useDashboardIdeas({ ownerId: accountId, page: pages.ideas }, { enabled: canIdeas && tab === 'ideas' });
  const reports = useReportGroups(
    { ownerId: accountId, status: 'open', page: pages.reports },
    { enabled: canReports && tab === 'reports' },
  );
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="md">
        {canIdeas && (
          <Tabs.Tab value="ideas" leftSection={<IconBulb size={16} aria-hidden />}>
            {t('dashboard.userDetail.tabs.ideas')}
          </Tabs.Tab>
        )}
        {canReports && (
          <Tabs.Tab value="reports" leftSection={<IconFlag size={16} aria-hidden />}>
            {t('dashboard.userDetail.tabs.reports')}
          </Tabs.Tab>
        )}
        <Tabs.Tab value="history" leftSection={<IconHistory size={16} aria-hidden />}>
          {t('dashboard.userDetail.tabs.history')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="ideas">
        <IdeaTable
          query={ideas}
          onPageChange={(page) => setPages((current) => ({ ...current, ideas: page }))}
          emptyTitle={t('dashboard.userDetail.noIdeas')}
          isOwnerHidden
        />
      </Tabs.Panel>
      <Tabs.Panel value="reports">
        <ReportGroupList
          data={reports.data}
          isLoading={reports.isLoading}
          error={reports.error}
          onRetry={() => void reports.refetch()}
          onPageChange={(page) => setPages((current) => ({ ...current, reports: page }))}
          emptyTitle={t('dashboard.userDetail.noReports')}
          canDecide
        />
      </Tabs.Panel>
      <Tabs.Panel value="history">
        <AuditLogTable
          filter={{ targetType: 'account', targetId: accountId }}
          page={pages.history}
          onPageChange={(page) => setPages((current) => ({ ...current, history: page }))}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
