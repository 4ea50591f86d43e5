import { Alert, Anchor, Badge, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { REPORT_REASONS, type ReportAction, type ReportGroup } from '@ideamatch/shared';
import { IconCheck, IconScale, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateText, IdeaStatusBadges, PersonCell } from './dashboard-bits';
import { ReportDecisionDialog } from './report-decision-dialog';

/** One reported idea: reasons counted, each report, and the decision buttons while any is open. */
export function ReportGroupCard({ group, canDecide }: { group: ReportGroup; canDecide: boolean }) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<'resolved' | 'dismissed' | null>(null);
  const hasOpen = group.reports.some((report) => report.status === 'open');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Anchor component={Link} to={`/dashboard/idea/${group.idea.id}`} fw={700} lineClamp={2}>
              {group.idea.name}
            </Anchor>
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                {t('dashboard.reports.owner')}
              </Text>
              <Anchor component={Link} to={`/dashboard/user/${group.idea.owner.id}`} size="xs">
                @{group.idea.owner.username}
              </Anchor>
            </Group>
            <IdeaStatusBadges idea={group.idea} />
          </Stack>
          {canDecide && hasOpen && (
            <Group gap="xs">
              <Button
                size="xs"
                color="red"
                leftSection={<IconCheck size={14} aria-hidden />}
                onClick={() => setDecision('resolved')}
              >
                {t('dashboard.reports.resolve')}
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => setDecision('dismissed')}
              >
                {t('dashboard.reports.dismiss')}
              </Button>
            </Group>
          )}
        </Group>
        <Group gap="xs">
          <Badge variant="filled" color="red" tt="none">
            {t('dashboard.reports.count', { count: group.reportCount })}
          </Badge>
          {REPORT_REASONS.filter((reason) => group.reasonCounts[reason] > 0).map((reason) => (
            <Badge key={reason} variant="light" color="gray" tt="none">
              {t(`dashboard.reports.reasons.${reason}`)} · {group.reasonCounts[reason]}
            </Badge>
          ))}
        </Group>
        {group.appeal && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconScale size={18} aria-hidden />}
            title={t('dashboard.reports.appeal')}
          >
            <Stack gap={4}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                “{group.appeal.message}”
              </Text>
              <Group gap="xs">
                <DateText value={group.appeal.createdAt} size="xs" />
              </Group>
              <Text size="xs" c="dimmed">
                {t('dashboard.reports.appealHint')}
              </Text>
            </Stack>
          </Alert>
        )}
        <Divider />
        <Stack gap="sm">
          {group.reports.map((report) => (
            <Group key={report.id} justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <Stack gap={4} miw={0} style={{ flex: '1 1 260px' }}>
                <PersonCell person={report.reporter} extra={t(`dashboard.reports.reasons.${report.reason}`)} />
                {report.detail && (
                  <Text size="sm" pl={48} style={{ overflowWrap: 'anywhere' }}>
                    “{report.detail}”
                  </Text>
                )}
                {report.status !== 'open' && (
                  <Text size="xs" c="dimmed" pl={48}>
                    {t(`dashboard.reports.decided.${report.status}`, {
                      action: t(`dashboard.reports.actions.${(report.actionTaken ?? 'none') as ReportAction}`),
                      name: report.decidedBy?.username ?? '—',
                    })}
                    {report.decisionNote ? ` — ${report.decisionNote}` : ''}
                  </Text>
                )}
              </Stack>
              <DateText value={report.createdAt} size="xs" />
            </Group>
          ))}
        </Stack>
      </Stack>
      <ReportDecisionDialog group={group} status={decision} onClose={() => setDecision(null)} />
    </Paper>
  );
}
