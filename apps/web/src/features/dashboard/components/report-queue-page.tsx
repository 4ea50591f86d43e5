import { Alert, Group, SegmentedControl, Tabs } from '@mantine/core';
import { TRUST } from '@ideamatch/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReportGroups } from '../api/get-report-groups';
import { useForbiddenRedirect } from '../hooks/use-dashboard-access';
import { useListParams } from '../hooks/use-list-params';
import { DashboardPageIntro } from './dashboard-page-intro';
import { AppealList } from './appeal-list';
import { ContentReportList } from './content-report-list';
import { ReportGroupList } from './report-group-list';
import { SearchInput } from './search-input';

const STATUSES = ['open', 'resolved', 'dismissed'] as const;

/**
 * `/dashboard/report`: open reports on ideas (grouped by idea) or on comments and people; resolve or
 * dismiss them. Owners' appeals of hidden ideas have their own list.
 */
export function ReportQueuePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.reports.title'));
  const { values, page, set, setPage } = useListParams({ status: 'open', q: '', kind: 'ideas' });
  const status = STATUSES.find((value) => value === values.status) ?? 'open';
  const kind = values.kind === 'content' || values.kind === 'appeals' ? values.kind : 'ideas';
  const isContent = kind === 'content';
  const query = useReportGroups({ status, q: values.q || undefined, page }, { enabled: kind === 'ideas' });
  useForbiddenRedirect(query.error);
  return (
    <>
      <DashboardPageIntro title={t('dashboard.reports.title')} description={t('dashboard.reports.description')} />
      <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />} mb="md">
        {t('dashboard.reports.autoHide', { count: TRUST.autoHideReporters })}
      </Alert>
      <SegmentedControl
        mb="md"
        aria-label={t('dashboard.contentReports.kind')}
        value={kind}
        onChange={(next) => set({ kind: next === 'ideas' ? null : next })}
        data={[
          { value: 'ideas', label: t('dashboard.contentReports.kinds.ideas') },
          { value: 'content', label: t('dashboard.contentReports.kinds.content') },
          { value: 'appeals', label: t('dashboard.contentReports.kinds.appeals') },
        ]}
      />
      {kind === 'appeals' ? (
        <AppealList page={page} onPageChange={setPage} />
      ) : (
        <>
          <Group justify="space-between" mb="md" gap="sm">
            <Tabs value={status} onChange={(next) => set({ status: next === 'open' ? null : next })}>
              <Tabs.List>
                {STATUSES.map((value) => (
                  <Tabs.Tab key={value} value={value}>
                    {t(`dashboard.reports.tabs.${value}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            {!isContent && (
              <SearchInput value={values.q} onChange={(q) => set({ q })} label={t('dashboard.ideas.search')} />
            )}
          </Group>
          {isContent ? (
            <ContentReportList status={status} page={page} onPageChange={setPage} />
          ) : (
            <ReportGroupList
              data={query.data}
              isLoading={query.isLoading}
              error={query.error}
              onRetry={() => void query.refetch()}
              onPageChange={setPage}
              emptyTitle={t(`dashboard.reports.empty.${status}`)}
              canDecide={status === 'open'}
            />
          )}
        </>
      )}
    </>
  );
}
