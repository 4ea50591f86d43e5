import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { APPEAL_LIMITS, REPORT_REASONS, type IdeaModerationStatus } from '@ideamatch/shared';
import { formatDateTime } from '@ideamatch/shared/format';
import { IconEyeOff, IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { charLimit } from '../../../components/ui/char-limit';
import { formError, parseFieldErrors } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAppealIdea, useIdeaModeration } from '../api/idea-moderation';

/** "Spam ×2, Self-promotion ×1": the open reports by reason. */
function ReasonsLine({ counts }: { counts: IdeaModerationStatus['reasonCounts'] }) {
  const { t } = useTranslation();
  const parts = REPORT_REASONS.filter((reason) => counts[reason] > 0).map((reason) =>
    t('ideaModeration.reasonCount', { reason: t(`ideaDetail.reasons.${reason}`), count: counts[reason] }),
  );
  if (!parts.length) return null;
  return <Text size="sm">{t('ideaModeration.reasons', { reasons: parts.join(', ') })}</Text>;
}

/** The appeal form: one message to the moderators; what was typed stays after a refusal. */
function AppealDialog({ ideaId, opened, onClose }: { ideaId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const appeal = useAppealIdea(ideaId);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The field's error code; shown translated, so it follows a language switch.

  const handleSend = () =>
    appeal.mutate(message, {
      onSuccess: () => {
        notifySuccess(t('ideaModeration.appealSent'));
        onClose();
      },
      onError: (failure) => {
        const field = parseFieldErrors(failure).message;
        if (field) setError(field);
        else notifyError(failure, t('ideaModeration.appealTitle'));
      },
    });

  return (
    <Modal opened={opened} onClose={onClose} title={t('ideaModeration.appealTitle')} centered radius="lg">
      <Stack gap="md">
        <Text size="sm">{t('ideaModeration.appealIntro')}</Text>
        <Textarea
          label={t('ideaModeration.appealMessage')}
          value={message}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            setError(null);
          }}
          error={formError(error)}
          withAsterisk
          autosize
          minRows={3}
          data-autofocus
          {...charLimit(message, APPEAL_LIMITS.messageMax)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={appeal.isPending} disabled={!message.trim()} onClick={handleSend}>
            {t('ideaModeration.sendAppeal')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The owner's notice on a hidden idea: hidden by themselves, after reports (with the reasons
 * reported) or by a moderator (with the reason and note they gave), the appeal they may send once,
 * and what became of it.
 */
export function IdeaModerationNotice({ ideaId, isHiddenByReport }: { ideaId: string; isHiddenByReport: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const status = useIdeaModeration(ideaId, isHiddenByReport);
  const [isAppealOpen, setIsAppealOpen] = useState(false);

  if (!isHiddenByReport) {
    return (
      <Alert color="yellow" variant="light" icon={<IconEyeOff size={18} aria-hidden />} mb="md">
        {t('ideaDetail.hiddenNotice')}
      </Alert>
    );
  }
  const data = status.data;
  const appeal = data?.appeal;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconEyeOff size={18} aria-hidden />}
      mb="md"
      title={data?.hiddenBy === 'moderator' ? t('ideaModeration.byModerator') : t('ideaModeration.byReports')}
    >
      <Stack gap="xs">
        <Text size="sm">
          {data?.hiddenBy === 'moderator' ? t('ideaModeration.byModeratorBody') : t('ideaModeration.byReportsBody')}
        </Text>
        {data?.hiddenBy === 'reports' && <ReasonsLine counts={data.reasonCounts} />}
        {data?.decision?.reason && (
          <Text size="sm" fw={500}>
            {t('ideaModeration.moderatorReason', { reason: t(`ideaDetail.reasons.${data.decision.reason}`) })}
          </Text>
        )}
        {data?.decision?.note && <Text size="sm">{t('ideaModeration.note', { note: data.decision.note })}</Text>}
        {appeal?.status === 'open' && (
          <Text size="sm" fw={500}>
            {t('ideaModeration.appealOpen', { date: formatDateTime(appeal.createdAt, language) })}
          </Text>
        )}
        {appeal && appeal.status !== 'open' && (
          <Text size="sm" fw={500}>
            {appeal.status === 'upheld' ? t('ideaModeration.appealUpheld') : t('ideaModeration.appealRejected')}
            {appeal.decisionNote ? ` ${t('ideaModeration.note', { note: appeal.decisionNote })}` : ''}
          </Text>
        )}
        {data?.canAppeal && (
          <Group>
            <Button
              size="xs"
              variant="white"
              color="orange"
              leftSection={<IconScale size={14} aria-hidden />}
              onClick={() => setIsAppealOpen(true)}
            >
              {t('ideaModeration.appeal')}
            </Button>
          </Group>
        )}
      </Stack>
      <AppealDialog ideaId={ideaId} opened={isAppealOpen} onClose={() => setIsAppealOpen(false)} />
    </Alert>
  );
}
