import { Button, Group, Modal, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  REPORT_ACTIONS,
  REPORT_REASONS,
  type ReportAction,
  type ReportGroup,
  type ReportReason,
} from '@ideamatch/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDecideReport } from '../api/decide-report';

type Props = { group: ReportGroup; status: 'resolved' | 'dismissed' | null; onClose: () => void };

/** The reason reported most on the idea (the earliest listed of equals), which the owner is told by default. */
const mostReported = (counts: ReportGroup['reasonCounts']): ReportReason =>
  REPORT_REASONS.reduce((best, reason) => (counts[reason] > counts[best] ? reason : best), REPORT_REASONS[0]);

/**
 * Resolve (with the action taken) or dismiss every open report of an idea, with an optional note.
 * Hiding or deleting tells the owner a reason: the one reported most unless the moderator picks another.
 */
export function ReportDecisionDialog({ group, status, onClose }: Props) {
  const { t } = useTranslation();
  const decide = useDecideReport();
  const [action, setAction] = useState<ReportAction>('hide');
  const [reason, setReason] = useState<ReportReason>(() => mostReported(group.reasonCounts));
  const [note, setNote] = useState('');
  const firstOpen = group.reports.find((report) => report.status === 'open');
  const isToldOwner = status === 'resolved' && action !== 'none';
  const handleSubmit = () => {
    if (!firstOpen || !status) return;
    decide.mutate(
      {
        id: firstOpen.id,
        status,
        action: status === 'resolved' ? action : 'none',
        ...(isToldOwner ? { reason } : {}),
        note: note.trim() || undefined,
      },
      {
        onSuccess: (reply) => {
          notifySuccess(t(`dashboard.reports.done.${status}`, { count: reply.decidedCount }));
          setNote('');
          onClose();
        },
        onError: (error) => notifyError(error),
      },
    );
  };
  return (
    <Modal
      opened={status !== null}
      onClose={onClose}
      centered
      radius="md"
      title={status ? t(`dashboard.reports.dialog.${status}Title`) : ''}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          handleSubmit();
        }}
      >
        <Stack>
          <Text size="sm">
            {t('dashboard.reports.dialog.body', { count: group.reportCount, name: group.idea.name })}
          </Text>
          {status === 'resolved' && (
            <Radio.Group
              label={t('dashboard.reports.dialog.action')}
              value={action}
              onChange={(value) => setAction(value as ReportAction)}
            >
              <Stack gap="xs" mt="xs">
                {REPORT_ACTIONS.map((value) => (
                  <Radio key={value} value={value} label={t(`dashboard.reports.actions.${value}`)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {isToldOwner && (
            <Select
              label={t('dashboard.moderation.reason')}
              description={t('dashboard.reports.dialog.reasonHint')}
              data={REPORT_REASONS.map((value) => ({ value, label: t(`dashboard.reports.reasons.${value}`) }))}
              value={reason}
              onChange={(value) => value && setReason(value as ReportReason)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {status === 'dismissed' && group.idea.isHidden && (
            <Text size="sm" c="dimmed">
              {t('dashboard.reports.dialog.dismissHint')}
            </Text>
          )}
          <Textarea
            label={t('dashboard.reports.dialog.note')}
            description={t('dashboard.reports.dialog.noteHint')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={500}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={decide.isPending} color={status === 'resolved' ? 'red' : undefined}>
              {status ? t(`dashboard.reports.${status === 'resolved' ? 'resolve' : 'dismiss'}`) : ''}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
