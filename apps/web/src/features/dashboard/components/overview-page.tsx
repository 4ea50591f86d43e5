import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Card, Group, SegmentedControl, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import {
  DEFAULT_OVERVIEW_RANGE,
  OVERVIEW_RANGES,
  type DashboardOverview,
} from '@ideamatch/shared/schemas/dashboard-overview';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { parseError } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOverview } from '../api/get-overview';
import { BackupStatusCard } from './backup-status-card';
import { DashboardPageIntro } from './dashboard-page-intro';

const rangeOf = (value: string | null): number => {
  const days = Number(value);
  return (OVERVIEW_RANGES as readonly number[]).includes(days) ? days : DEFAULT_OVERVIEW_RANGE;
};

/** `/dashboard/overview`: sign-ups, ideas, reports and active people per day, and the totals now. */
export function OverviewPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.overview.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const days = rangeOf(searchParams.get('days'));
  const overview = useOverview(days);

  return (
    <>
      <DashboardPageIntro
        title={t('dashboard.overview.title')}
        description={t('dashboard.overview.description')}
        actions={
          <SegmentedControl
            aria-label={t('dashboard.overview.range')}
            value={String(days)}
            onChange={(next) => setSearchParams({ days: next }, { replace: true })}
            data={OVERVIEW_RANGES.map((value) => ({
              value: String(value),
              label: t('dashboard.overview.days', { count: value }),
            }))}
          />
        }
      />
      {overview.isError ? (
        <ErrorPanel message={parseError(overview.error)} onRetry={() => void overview.refetch()} />
      ) : (
        <OverviewContent data={overview.data} />
      )}
      <BackupStatusCard />
    </>
  );
}

function OverviewContent({ data }: { data: DashboardOverview | undefined }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = language === 'TH' ? 'D MMM' : 'MMM D';
  const days = (data?.days ?? []).map((day) => ({ ...day, label: dayjs(day.date).format(format) }));
  const sum = (key: 'signUps' | 'ideas' | 'reports') => days.reduce((total, day) => total + day[key], 0);
  const stats = [
    {
      key: 'accounts',
      value: data?.totals.accounts,
      hint: t('dashboard.overview.newInRange', { count: sum('signUps') }),
    },
    { key: 'ideas', value: data?.totals.ideas, hint: t('dashboard.overview.newInRange', { count: sum('ideas') }) },
    {
      key: 'openReports',
      value: data?.totals.openReports,
      hint: t('dashboard.overview.filedInRange', { count: sum('reports') }),
    },
  ] as const;

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
        {stats.map((stat) => (
          <Card key={stat.key} withBorder radius="md" padding="lg">
            <Text size="sm" c="dimmed">
              {t(`dashboard.overview.totals.${stat.key}`)}
            </Text>
            {data ? (
              <Text fz={30} fw={700} data-testid={`overview-total-${stat.key}`}>
                {stat.value?.toLocaleString(language === 'TH' ? 'th-TH' : 'en-US')}
              </Text>
            ) : (
              <Skeleton h={36} w={80} my={4} />
            )}
            <Text size="xs" c="dimmed">
              {data ? stat.hint : '\u00a0'}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard title={t('dashboard.overview.people')} isLoading={!data}>
          <AreaChart
            h={240}
            data={days}
            dataKey="label"
            curveType="monotone"
            withLegend
            legendProps={{ verticalAlign: 'top' }}
            series={[
              { name: 'activePeople', label: t('dashboard.overview.series.activePeople'), color: 'brand.6' },
              { name: 'signUps', label: t('dashboard.overview.series.signUps'), color: 'teal.6' },
            ]}
          />
        </ChartCard>
        <ChartCard title={t('dashboard.overview.content')} isLoading={!data}>
          <BarChart
            h={240}
            data={days}
            dataKey="label"
            withLegend
            legendProps={{ verticalAlign: 'top' }}
            series={[
              { name: 'ideas', label: t('dashboard.overview.series.ideas'), color: 'blue.6' },
              { name: 'reports', label: t('dashboard.overview.series.reports'), color: 'red.6' },
            ]}
          />
        </ChartCard>
      </SimpleGrid>
    </>
  );
}

function ChartCard({ title, isLoading, children }: { title: string; isLoading: boolean; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
      </Group>
      {isLoading ? <Skeleton h={240} /> : children}
    </Card>
  );
}
