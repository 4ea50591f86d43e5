import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { REPORT_ACTIONS, type ReportAction, type ReportGroup } from '@ideamatch/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDecideReport } from '../api/decide-report';

type Props = { group: ReportGroup; status: 'resolved' | 'dismissed' | null; onClose: () => void };

/** Resolve (with the action taken) or dismiss every open report of an idea, with an optional note. */
export function ReportDecisionDialog({ group, status, onClose }: Props) {
  const { t } = useTranslation();
  const decide = useDecideReport();
  const [action, setAction] = useState<ReportAction>('hide');
  const [note, setNote] = useState('');
  const firstOpen = group.reports.find((report) => report.status === 'open');
  const handleSubmit = () => {
    if (!firstOpen || !status) return;
    decide.mutate(
      { id: firstOpen.id, status, action: status === 'resolved' ? action : 'none', note: note.trim() || undefined },
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
