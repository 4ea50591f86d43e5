import { Select } from '@mantine/core';
import { REPORT_REASONS, type ReportReason } from '@ideamatch/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

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
 * A moderator's hide, delete or warning: the confirmation dialog with the reason (one of the report
 * reasons) required and the note optional; both go to the idea's owner, the reason in their language.
 */
export function ModerationReasonDialog({
  opened,
  initialReason = null,
  onConfirm,
  ...dialog
}: ModerationReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason | null>(initialReason);
  const [isTouched, setTouched] = useState(false);
  // Each opening starts afresh: the last action's reason must not carry over (the dialog empties the note).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setReason(initialReason);
      setTouched(false);
    }
  }
  return (
    <ConfirmDialog
      {...dialog}
      opened={opened}
      textLabel={t('dashboard.moderation.note')}
      textDescription={t('dashboard.moderation.noteHint')}
      onConfirm={(note) => {
        setTouched(true);
        if (reason) onConfirm({ reason, note });
      }}
    >
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
    </ConfirmDialog>
  );
}
