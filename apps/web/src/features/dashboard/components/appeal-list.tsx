import { Anchor, Badge, Blockquote, Box, Button, Group, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import type { DashboardAppeal } from '@ideamatch/shared';
import { IconCheck, IconScale, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { LabelledPagination } from '../../../components/ui/labelled-pagination';
import { parseError } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAppeals, useDecideAppeal } from '../api/appeals';
import { ConfirmDialog } from './confirm-dialog';
import { DateText, IdeaStatusBadges, PersonCell } from './dashboard-bits';

type Decision = { appeal: DashboardAppeal; outcome: 'upheld' | 'rejected' };

/** One appeal: the idea, what was decided and why, the owner's message, who reviews it, and the buttons. */
function AppealCard({ appeal, onDecide }: { appeal: DashboardAppeal; onDecide: (decision: Decision) => void }) {
  const { t } = useTranslation();
  const { decision } = appeal;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Anchor component={Link} to={`/dashboard/idea/${appeal.idea.id}`} fw={700} lineClamp={2}>
              {appeal.idea.name}
            </Anchor>
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                {t('dashboard.reports.owner')}
              </Text>
              <Anchor component={Link} to={`/dashboard/user/${appeal.idea.owner.id}`} size="xs">
                @{appeal.idea.owner.username}
              </Anchor>
            </Group>
            <IdeaStatusBadges idea={appeal.idea} />
          </Stack>
          {appeal.status === 'open' && appeal.mayDecide && (
            <Group gap="xs">
              <Button
                size="xs"
                leftSection={<IconCheck size={14} aria-hidden />}
                onClick={() => onDecide({ appeal, outcome: 'upheld' })}
              >
                {t('dashboard.appeals.uphold')}
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => onDecide({ appeal, outcome: 'rejected' })}
              >
                {t('dashboard.appeals.reject')}
              </Button>
            </Group>
          )}
        </Group>
        <Group gap="xs">
          <Badge variant="light" color={appeal.appealed === 'moderator' ? 'orange' : 'red'} tt="none">
            {t(
              appeal.action === 'delete' || appeal.action === 'warn'
                ? `dashboard.appeals.appealed.${appeal.action}`
                : `dashboard.appeals.appealed.${appeal.appealed}`,
            )}
          </Badge>
          {decision.reason && (
            <Badge variant="light" color="gray" tt="none">
              {t(`dashboard.reports.reasons.${decision.reason}`)}
            </Badge>
          )}
          {appeal.isAssignedToMe && (
            <Badge variant="filled" color="blue" tt="none">
              {t('dashboard.appeals.assignedToMe')}
            </Badge>
          )}
        </Group>
        <Group gap="lg" wrap="wrap">
          {decision.decidedBy && (
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('dashboard.appeals.decidedBy')}
              </Text>
              <PersonCell person={decision.decidedBy} />
            </Stack>
          )}
          {appeal.assignedTo && (
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('dashboard.appeals.assignedTo')}
              </Text>
              <PersonCell person={appeal.assignedTo} />
            </Stack>
          )}
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('dashboard.appeals.sentAt')}
            </Text>
            <DateText value={appeal.createdAt} size="sm" />
          </Stack>
        </Group>
        {decision.note && <Text size="sm">{t('dashboard.appeals.decisionNote', { note: decision.note })}</Text>}
        <Blockquote color="orange" icon={<IconScale size={18} aria-hidden />} p="sm" iconSize={30}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {appeal.message}
          </Text>
        </Blockquote>
        {appeal.status === 'open' && !appeal.mayDecide && (
          <Text size="sm" c="dimmed">
            {t('dashboard.appeals.ownDecision')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** What deciding the appeal does, for the decision it is against (a hide, a deletion or a warning). */
const confirmBodyKey = ({ outcome, appeal }: Decision) => {
  if (appeal.action === 'delete') return `dashboard.appeals.confirm.${outcome}BodyDelete` as const;
  if (appeal.action === 'warn') return `dashboard.appeals.confirm.${outcome}BodyWarn` as const;
  return `dashboard.appeals.confirm.${outcome}Body` as const;
};

/**
 * Open appeals of hidden ideas, oldest first: each one assigned to a staff member other than the
 * one who decided, who alone may not decide it.
 */
export function AppealList({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const query = useAppeals({ status: 'open', page });
  const decide = useDecideAppeal();
  const [decision, setDecision] = useState<Decision | null>(null);
  const { data } = query;
  if (query.error && !data)
    return <ErrorPanel message={parseError(query.error)} onRetry={() => void query.refetch()} />;
  if (data && !data.result.length) {
    return <EmptyPanel icon={<IconScale size={30} aria-hidden />} title={t('dashboard.appeals.empty')} />;
  }
  return (
    <Box pos="relative" mih={160}>
      <LoadingOverlay visible={query.isLoading} />
      <Stack gap="md">
        {data?.result.map((appeal) => (
          <AppealCard key={appeal.id} appeal={appeal} onDecide={setDecision} />
        ))}
      </Stack>
      {data && data.totalPages > 1 && (
        <Group justify="flex-end" mt="md">
          <LabelledPagination total={data.totalPages} value={data.currentPage} onChange={onPageChange} size="sm" />
        </Group>
      )}
      <ConfirmDialog
        opened={decision !== null}
        title={decision ? t(`dashboard.appeals.confirm.${decision.outcome}`) : ''}
        message={decision ? t(confirmBodyKey(decision)) : ''}
        confirmLabel={
          decision ? t(decision.outcome === 'upheld' ? 'dashboard.appeals.uphold' : 'dashboard.appeals.reject') : ''
        }
        textLabel={t('dashboard.appeals.note')}
        isLoading={decide.isPending}
        onConfirm={(note) => {
          if (!decision) return;
          decide.mutate(
            { id: decision.appeal.id, outcome: decision.outcome, note: note || undefined },
            {
              onSuccess: () => {
                notifySuccess(t(`dashboard.appeals.done.${decision.outcome}`));
                setDecision(null);
              },
              onError: (error) => notifyError(error),
            },
          );
        }}
        onClose={() => setDecision(null)}
      />
    </Box>
  );
}
