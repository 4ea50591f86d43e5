import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IDEA_LIMITS, REPORT_REASONS, type ReportReason } from '@ideamatch/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { charLimit } from '../../../components/ui/char-limit';
import { hasErrorCode } from '../../../lib/api-client';
import { notifyError, notifyErrorMessage, notifySuccess } from '../../../lib/notify';
import { ALREADY_REPORTED, type ReportTarget, useSendReport } from '../api/send-report';

type ReportDialogProps = {
  target: ReportTarget;
  opened: boolean;
  onClose: () => void;
  title: string;
};

/**
 * Reports an idea, a comment or a person: one reason among `REPORT_REASONS` as radio options, and a
 * text (required for "Something else"). A repeat of an earlier report says so and closes.
 */
export function ReportDialog({ target, opened, onClose, title }: ReportDialogProps) {
  const { t } = useTranslation();
  const send = useSendReport(target);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [isDetailMissing, setDetailMissing] = useState(false);
  const isOther = reason === 'other';

  const close = () => {
    onClose();
    setReason(null);
    setDetail('');
    setDetailMissing(false);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    const text = detail.trim();
    if (isOther && !text) {
      setDetailMissing(true);
      return;
    }
    send.mutate(
      { reason, ...(text ? { detail: text } : {}) },
      {
        onSuccess: () => {
          close();
          notifySuccess(t('report.sent'));
        },
        onError: (error) => {
          if (hasErrorCode(error, ALREADY_REPORTED[target.kind])) {
            close();
            notifyErrorMessage(t(`errors.${ALREADY_REPORTED[target.kind]}`));
          } else notifyError(error);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered radius="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('report.hint')}
          </Text>
          <Radio.Group
            value={reason}
            onChange={(value) => {
              setReason(value as ReportReason);
              setDetailMissing(false);
            }}
            label={t('report.reasonsLabel')}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {REPORT_REASONS.map((value) => (
                <Radio key={value} value={value} label={t(`report.reasons.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={isOther ? t('report.detail') : t('report.detailOptional')}
            withAsterisk={isOther}
            required={isOther}
            value={detail}
            onChange={(event) => {
              setDetail(event.currentTarget.value);
              setDetailMissing(false);
            }}
            error={isDetailMissing ? t('report.detailRequired') : undefined}
            {...charLimit(detail, IDEA_LIMITS.reportDetailMax)}
            autosize
            minRows={2}
            maxRows={6}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!reason} loading={send.isPending}>
              {t('report.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
