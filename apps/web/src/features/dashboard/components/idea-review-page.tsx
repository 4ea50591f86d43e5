import { Alert, Anchor, Grid, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { Permission, REPORT_REASONS, type ReportGroup } from '@ideamatch/shared';
import { IconArrowLeft, IconFlag, IconHistory, IconLock, IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { SafeImage } from '../../../components/ui/safe-image';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { PageLoader } from '../../../components/ui/page-loader';
import { parseError } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDashboardIdea } from '../api/get-dashboard-idea';
import { useDashboardAccess, useForbiddenRedirect } from '../hooks/use-dashboard-access';
import { AuditLogTable } from './audit-log-table';
import { DateText, IdeaStatusBadges, PersonCell } from './dashboard-bits';
import { IdeaCommentsPanel } from './idea-comments-panel';
import { IdeaModerationActions } from './idea-moderation-actions';
import { ReportGroupCard } from './report-group-card';

/** `/dashboard/idea/{id}`: the idea, its moderation actions, reports, comments and history. */
export function IdeaReviewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useDashboardIdea(id);
  const { has } = useDashboardAccess();
  const [historyPage, setHistoryPage] = useState(1);
  useForbiddenRedirect(query.error);
  const idea = query.data;
  useDocumentTitle(idea?.name ?? t('dashboard.crumbs.idea'));
  if (query.isLoading) return <PageLoader />;
  if (!idea) return <ErrorPanel message={parseError(query.error)} onRetry={() => void query.refetch()} />;

  const group: ReportGroup = {
    idea,
    reportCount: idea.reports.filter((report) => report.status === 'open').length,
    reasonCounts: Object.fromEntries(
      REPORT_REASONS.map((reason) => [
        reason,
        idea.reports.filter((r) => r.reason === reason && r.status === 'open').length,
      ]),
    ) as ReportGroup['reasonCounts'],
    latestReportAt: idea.reports[0]?.createdAt ?? idea.postDate,
    reports: idea.reports,
    appeal: idea.appeal,
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/dashboard/idea?sortBy=1" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('dashboard.ideaDetail.back')}
        </Group>
      </Anchor>
      <Paper withBorder p="lg" radius="md">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {t(`categories.${idea.category}`)}
              </Text>
              <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
                {idea.name}
              </Title>
              <IdeaStatusBadges idea={idea} />
              {idea.isSponsored && idea.sponsoredUntil && (
                <Text size="sm" c="dimmed">
                  {t('dashboard.ideaDetail.sponsoredUntil')} <DateText value={idea.sponsoredUntil} size="xs" />
                </Text>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {t('dashboard.columns.owner')}
              </Text>
              <PersonCell person={idea.owner} to={`/dashboard/user/${idea.owner.id}`} />
              <Text size="xs" c="dimmed" mt="xs">
                {t('dashboard.columns.posted')}
              </Text>
              <DateText value={idea.postDate} size="sm" />
            </Stack>
          </Grid.Col>
        </Grid>
        {idea.isHiddenByReport && idea.isHidden && (
          <Alert color="orange" variant="light" mt="md">
            {t('dashboard.ideaDetail.hiddenNotice')}
          </Alert>
        )}
        {idea.visibility !== 'public' && (
          <Alert
            color={idea.isDetailWithheld ? 'grape' : 'blue'}
            variant="light"
            mt="md"
            icon={<IconLock size={18} aria-hidden />}
          >
            {t(
              idea.visibility === 'members'
                ? 'dashboard.ideaDetail.membersOnly'
                : idea.isDetailWithheld
                  ? 'dashboard.ideaDetail.confidentialWithheld'
                  : 'dashboard.ideaDetail.confidentialRead',
            )}
          </Alert>
        )}
        <Group mt="lg">
          <IdeaModerationActions idea={idea} />
        </Group>
      </Paper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Paper withBorder p="lg" radius="md" h="100%">
            <Stack gap="sm">
              <Text fw={700}>{idea.description}</Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {idea.detail}
              </Text>
              {idea.businessModel && (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                  {idea.businessModel}
                </Text>
              )}
              {idea.achievements.length > 0 && (
                <Stack gap={2}>
                  {idea.achievements.map((item) => (
                    <Text key={item} size="sm">
                      • {item}
                    </Text>
                  ))}
                </Stack>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
            {idea.imageUrls.map((url) => (
              <SafeImage key={url} src={url} alt={idea.name} radius="md" h={110} sizes="200px" />
            ))}
          </SimpleGrid>
        </Grid.Col>
      </Grid>
      <Tabs defaultValue="reports" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="reports" leftSection={<IconFlag size={16} aria-hidden />}>
            {t('dashboard.ideaDetail.tabs.reports', { count: idea.reports.length })}
          </Tabs.Tab>
          <Tabs.Tab value="comments" leftSection={<IconMessage size={16} aria-hidden />}>
            {t('dashboard.ideaDetail.tabs.comments', { count: idea.comments.length })}
          </Tabs.Tab>
          <Tabs.Tab value="history" leftSection={<IconHistory size={16} aria-hidden />}>
            {t('dashboard.ideaDetail.tabs.history')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="reports">
          {idea.reports.length ? (
            <ReportGroupCard group={group} canDecide={has(Permission.ReportManage)} />
          ) : (
            <EmptyPanel icon={<IconFlag size={30} aria-hidden />} title={t('dashboard.ideaDetail.noReports')} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="comments">
          <IdeaCommentsPanel ideaId={idea.id} comments={idea.comments} />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <AuditLogTable
            filter={{ targetType: 'idea', targetId: idea.id }}
            page={historyPage}
            onPageChange={setHistoryPage}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
