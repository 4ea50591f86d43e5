import {
  Anchor,
  Badge,
  Blockquote,
  Box,
  Button,
  Group,
  LoadingOverlay,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { DASHBOARD_LIMITS, type ContentReport } from '@ideamatch/shared';
import { IconCheck, IconFlag, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { LabelledPagination } from '../../../components/ui/labelled-pagination';
import { parseError } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useContentReports, useDecideContentReport } from '../api/content-reports';
import { DateText, PersonCell } from './dashboard-bits';

type Decision = { report: ContentReport; status: 'resolved' | 'dismissed'; action: 'none' | 'deleteComment' };

/** Dismiss, or resolve (optionally deleting the comment), with an optional note; every open report on the target. */
function DecisionDialog({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecideContentReport();
  const [note, setNote] = useState('');
  const close = () => {
    setNote('');
    onClose();
  };
  const kind = decision?.action === 'deleteComment' ? 'deleteComment' : (decision?.status ?? 'dismissed');
  return (
    <Modal opened={decision !== null} onClose={close} title={t(`dashboard.contentReports.confirm.${kind}`)} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('dashboard.contentReports.confirm.allOnTarget')}
        </Text>
        <Textarea
          label={t('dashboard.contentReports.note')}
          value={note}
          maxLength={DASHBOARD_LIMITS.noteMax}
          onChange={(event) => setNote(event.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            color={decision?.action === 'deleteComment' ? 'red' : undefined}
            loading={decide.isPending}
            onClick={() => {
              if (!decision) return;
              decide.mutate(
                {
                  id: decision.report.id,
                  status: decision.status,
                  action: decision.action,
                  note: note.trim() || undefined,
                },
                {
                  onSuccess: () => {
                    close();
                    notifySuccess(t('dashboard.contentReports.done'));
                  },
                  onError: (error) => notifyError(error),
                },
              );
            }}
          >
            {t(
              `dashboard.contentReports.${kind === 'deleteComment' ? 'deleteComment' : kind === 'resolved' ? 'resolve' : 'dismiss'}`,
            )}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ContentReportCard({ report, onDecide }: { report: ContentReport; onDecide: (decision: Decision) => void }) {
  const { t } = useTranslation();
  const isOpen = report.status === 'open';
  return (
    <Paper withBorder p="md" radius="md" data-testid="content-report">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="xs">
            <Badge variant="light" color={report.targetType === 'comment' ? 'blue' : 'grape'} tt="none">
              {t(`dashboard.contentReports.target.${report.targetType}`)}
            </Badge>
            <Badge variant="light" color="red" tt="none">
              {t(`dashboard.reports.reasons.${report.reason}`)}
            </Badge>
          </Group>
          <DateText value={report.createdAt} size="xs" />
        </Group>
        {report.comment && (
          <Blockquote p="sm" radius="md" color="gray">
            {report.comment.isDeleted ? (
              <Text size="sm" c="dimmed" fs="italic">
                {t('dashboard.contentReports.commentDeleted')}
              </Text>
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {report.comment.text}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt={4}>
              {t('dashboard.contentReports.onIdea')}{' '}
              <Anchor component={Link} to={`/dashboard/idea/${report.comment.ideaId}`} size="xs">
                {report.comment.ideaName}
              </Anchor>
            </Text>
          </Blockquote>
        )}
        <Group gap="lg" wrap="wrap" align="flex-start">
          <Stack gap={2} miw={0}>
            <Text size="xs" c="dimmed">
              {t(
                report.targetType === 'comment' ? 'dashboard.contentReports.author' : 'dashboard.contentReports.person',
              )}
            </Text>
            <PersonCell
              person={report.account}
              to={`/dashboard/user/${report.account.id}`}
              extra={report.account.isDeactivated ? t('dashboard.contentReports.deactivated') : null}
            />
          </Stack>
          <Stack gap={2} miw={0}>
            <Text size="xs" c="dimmed">
              {t('dashboard.contentReports.reporter')}
            </Text>
            <PersonCell person={report.reporter} />
          </Stack>
        </Group>
        {report.detail && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            “{report.detail}”
          </Text>
        )}
        {!isOpen && (
          <Text size="xs" c="dimmed">
            {t(`dashboard.contentReports.decided.${report.status === 'dismissed' ? 'dismissed' : 'resolved'}`, {
              name: report.decidedBy?.username ?? '—',
              action: t(
                `dashboard.contentReports.actions.${report.actionTaken === 'deleteComment' ? 'deleteComment' : 'none'}`,
              ),
            })}
            {report.decisionNote ? ` — ${report.decisionNote}` : ''}
          </Text>
        )}
        {isOpen && (
          <Group gap="xs">
            {report.comment && !report.comment.isDeleted && (
              <Button
                size="xs"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => onDecide({ report, status: 'resolved', action: 'deleteComment' })}
              >
                {t('dashboard.contentReports.deleteComment')}
              </Button>
            )}
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCheck size={14} aria-hidden />}
              onClick={() => onDecide({ report, status: 'resolved', action: 'none' })}
            >
              {t('dashboard.contentReports.resolve')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => onDecide({ report, status: 'dismissed', action: 'none' })}
            >
              {t('dashboard.contentReports.dismiss')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** Reports on comments and people of one status, newest first, each with its decision buttons while open. */
export function ContentReportList({
  status,
  page,
  onPageChange,
}: {
  status: 'open' | 'resolved' | 'dismissed';
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const query = useContentReports({ status, page });
  const [decision, setDecision] = useState<Decision | null>(null);
  const { data } = query;
  if (query.error && !data)
    return <ErrorPanel message={parseError(query.error)} onRetry={() => void query.refetch()} />;
  if (data && !data.result.length) {
    return <EmptyPanel icon={<IconFlag size={30} aria-hidden />} title={t(`dashboard.reports.empty.${status}`)} />;
  }
  return (
    <Box pos="relative" mih={160}>
      <LoadingOverlay visible={query.isLoading} />
      <Stack gap="md">
        {data?.result.map((report) => (
          <ContentReportCard key={report.id} report={report} onDecide={setDecision} />
        ))}
      </Stack>
      {data && data.totalPages > 1 && (
        <Group justify="flex-end" mt="md">
          <LabelledPagination total={data.totalPages} value={data.currentPage} onChange={onPageChange} size="sm" />
        </Group>
      )}
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </Box>
  );
}
