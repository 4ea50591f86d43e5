import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { APPEAL_LIMITS, REPORT_REASONS, type IdeaModerationStatus } from '@ideamatch/shared';
import { formatDateTime } from '@ideamatch/shared/format';
import { IconAlertTriangle, IconEyeOff, IconScale, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
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
 * What the owner is told of a moderator's (or the reports') decision: its reason and note, the
 * appeal they may send once, and what became of it.
 */
function ModerationAlert({
  ideaId,
  data,
  title,
  body,
  upheld,
  rejected,
  color = 'orange',
  icon = <IconEyeOff size={18} aria-hidden />,
}: {
  ideaId: string;
  data: IdeaModerationStatus | undefined;
  title: string;
  body: string;
  /** What an upheld or rejected appeal means for this decision. */
  upheld: string;
  rejected: string;
  color?: string;
  icon?: ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [isAppealOpen, setIsAppealOpen] = useState(false);
  const appeal = data?.appeal;
  return (
    <Alert color={color} variant="light" icon={icon} mb="md" title={title}>
      <Stack gap="xs">
        <Text size="sm">{body}</Text>
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
            {appeal.status === 'upheld' ? upheld : rejected}
            {appeal.decisionNote ? ` ${t('ideaModeration.note', { note: appeal.decisionNote })}` : ''}
          </Text>
        )}
        {data?.canAppeal && (
          <Group>
            <Button
              size="xs"
              variant="white"
              color={color}
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

/**
 * The owner's notice on a hidden idea: hidden by themselves, after reports (with the reasons
 * reported) or by a moderator (with the reason and note they gave), the appeal they may send once,
 * and what became of it.
 */
export function IdeaModerationNotice({ ideaId, isHiddenByReport }: { ideaId: string; isHiddenByReport: boolean }) {
  const { t } = useTranslation();
  const status = useIdeaModeration(ideaId, isHiddenByReport);

  if (!isHiddenByReport) {
    return (
      <Alert color="yellow" variant="light" icon={<IconEyeOff size={18} aria-hidden />} mb="md">
        {t('ideaDetail.hiddenNotice')}
      </Alert>
    );
  }
  const isByModerator = status.data?.hiddenBy === 'moderator';
  return (
    <ModerationAlert
      ideaId={ideaId}
      data={status.data}
      title={isByModerator ? t('ideaModeration.byModerator') : t('ideaModeration.byReports')}
      body={isByModerator ? t('ideaModeration.byModeratorBody') : t('ideaModeration.byReportsBody')}
      upheld={t('ideaModeration.appealUpheld')}
      rejected={t('ideaModeration.appealRejected')}
    />
  );
}

/**
 * In place of an idea that is not found: for its owner, when a moderator deleted it, why (the reason
 * and note) and the appeal they may send once; for anyone else (or while asking), `fallback`.
 */
export function DeletedIdeaNotice({ ideaId, fallback }: { ideaId: string; fallback: ReactNode }) {
  const { t } = useTranslation();
  const status = useIdeaModeration(ideaId, true);
  if (status.isPending) return <Loader mx="auto" display="block" aria-label={t('common.loading')} />;
  if (!status.data?.isDeletedByModerator) return fallback;
  return (
    <ModerationAlert
      ideaId={ideaId}
      data={status.data}
      icon={<IconTrash size={18} aria-hidden />}
      title={t('ideaModeration.deletedByModerator')}
      body={t('ideaModeration.deletedByModeratorBody')}
      upheld={t('ideaModeration.appealUpheld')}
      rejected={t('ideaModeration.appealRejectedDeleted')}
    />
  );
}

/**
 * On the owner's visible idea: a moderator's warning about it in the last 30 days, with the reason
 * and note, the appeal they may send once, and what became of it. Nothing when there is none.
 */
export function IdeaWarningNotice({ ideaId }: { ideaId: string }) {
  const { t } = useTranslation();
  const status = useIdeaModeration(ideaId, true);
  if (!status.data?.isWarnedByModerator) return null;
  return (
    <ModerationAlert
      ideaId={ideaId}
      data={status.data}
      color="yellow"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('ideaModeration.warnedByModerator')}
      body={t('ideaModeration.warnedByModeratorBody')}
      upheld={t('ideaModeration.appealUpheldWarning')}
      rejected={t('ideaModeration.appealRejectedWarning')}
    />
  );
}
