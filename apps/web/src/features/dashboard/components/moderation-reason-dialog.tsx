import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { DASHBOARD_LIMITS, REPORT_REASONS, type ReportReason } from '@ideamatch/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type ModerationReasonDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Red button for hiding and deleting; a warning changes nothing and is not red. */
  isDanger?: boolean;
  isLoading?: boolean;
  /** The reason picked first (the one reported most, from the report queue). */
  initialReason?: ReportReason | null;
  onConfirm: (choice: { reason: ReportReason; note: string }) => void;
  onClose: () => void;
};

/**
 * A moderator's hide, delete or warning: the reason (one of the report reasons) is required and
 * the note optional; both go to the idea's owner, the reason in their language.
 */
export function ModerationReasonDialog({
  opened,
  title,
  message,
  confirmLabel,
  isDanger,
  isLoading,
  initialReason = null,
  onConfirm,
  onClose,
}: ModerationReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason | null>(initialReason);
  const [note, setNote] = useState('');
  const [isTouched, setTouched] = useState(false);
  // Each opening starts afresh: the last action's reason and note must not carry over.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setReason(initialReason);
      setNote('');
      setTouched(false);
    }
  }
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (reason) onConfirm({ reason, note: note.trim() });
        }}
      >
        <Stack>
          <Text size="sm">{message}</Text>
          <Select
            label={t('dashboard.moderation.reason')}
            placeholder={t('dashboard.moderation.reasonPlaceholder')}
            data={REPORT_REASONS.map((value) => ({ value, label: t(`dashboard.reports.reasons.${value}`) }))}
            value={reason}
            onChange={(value) => setReason(value as ReportReason | null)}
            error={isTouched && !reason ? t('dashboard.moderation.reasonRequired') : undefined}
            withAsterisk
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
          <Textarea
            label={t('dashboard.moderation.note')}
            description={t('dashboard.moderation.noteHint')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={DASHBOARD_LIMITS.noteMax}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={isDanger ? 'red' : undefined} loading={isLoading}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
