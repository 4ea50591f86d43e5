import { Button, Group } from '@mantine/core';
import type { DashboardIdea, DashboardIdeaUpdate } from '@ideamatch/shared';
import {
  IconAlertTriangle,
  IconEye,
  IconEyeOff,
  IconRestore,
  IconSpeakerphone,
  IconStar,
  IconStarOff,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useIdeaModeration } from '../api/idea-moderation';
import { ModerationReasonDialog } from './moderation-reason-dialog';
import { SponsorDialog } from './sponsor-dialog';

type Dialog = 'hide' | 'delete' | 'warn' | 'sponsor' | null;
type Done = 'hidden' | 'unhidden' | 'suggested' | 'unsuggested' | 'sponsored' | 'unsponsored' | 'restored';

/**
 * Hide/unhide, suggest, sponsor, warn, delete and restore, each confirmed where it matters; hiding,
 * deleting and warning take a reason (and a note) that the owner is told.
 */
export function IdeaModerationActions({ idea }: { idea: DashboardIdea }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { update, remove, warn } = useIdeaModeration(idea.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const apply = (body: DashboardIdeaUpdate, done: Done) =>
    update.mutate(body, {
      onSuccess: () => {
        notifySuccess(t(`dashboard.ideaDetail.done.${done}`));
        setDialog(null);
      },
      onError: (error) => notifyError(error),
    });
  const isDeleted = idea.status === -1;
  if (isDeleted) {
    return (
      <Button
        leftSection={<IconRestore size={16} aria-hidden />}
        loading={update.isPending}
        onClick={() => apply({ isDeleted: false }, 'restored')}
      >
        {t('dashboard.ideaDetail.restore')}
      </Button>
    );
  }
  return (
    <Group gap="xs">
      {idea.isHidden ? (
        <Button
          variant="light"
          leftSection={<IconEye size={16} aria-hidden />}
          loading={update.isPending}
          onClick={() => apply({ isHidden: false }, 'unhidden')}
        >
          {t('dashboard.ideaDetail.unhide')}
        </Button>
      ) : (
        <Button
          variant="light"
          color="orange"
          leftSection={<IconEyeOff size={16} aria-hidden />}
          onClick={() => setDialog('hide')}
        >
          {t('dashboard.ideaDetail.hide')}
        </Button>
      )}
      <Button
        variant="light"
        color="blue"
        leftSection={idea.isAdminSuggest ? <IconStarOff size={16} aria-hidden /> : <IconStar size={16} aria-hidden />}
        loading={update.isPending}
        onClick={() =>
          apply({ isAdminSuggest: !idea.isAdminSuggest }, idea.isAdminSuggest ? 'unsuggested' : 'suggested')
        }
      >
        {t(idea.isAdminSuggest ? 'dashboard.ideaDetail.unsuggest' : 'dashboard.ideaDetail.suggest')}
      </Button>
      {idea.isSponsored ? (
        <Button
          variant="light"
          color="yellow"
          leftSection={<IconSpeakerphone size={16} aria-hidden />}
          loading={update.isPending}
          onClick={() => apply({ isSponsored: false }, 'unsponsored')}
        >
          {t('dashboard.ideaDetail.unsponsor')}
        </Button>
      ) : (
        <Button
          variant="light"
          color="yellow"
          leftSection={<IconSpeakerphone size={16} aria-hidden />}
          onClick={() => {
            // A refusal of an earlier try is not this one's.
            update.reset();
            setDialog('sponsor');
          }}
        >
          {t('dashboard.ideaDetail.sponsor')}
        </Button>
      )}
      <Button
        variant="light"
        color="grape"
        leftSection={<IconAlertTriangle size={16} aria-hidden />}
        onClick={() => setDialog('warn')}
      >
        {t('dashboard.ideaDetail.warn')}
      </Button>
      <Button color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDialog('delete')}>
        {t('dashboard.ideaDetail.delete')}
      </Button>
      <ModerationReasonDialog
        opened={dialog === 'hide'}
        title={t('dashboard.ideaDetail.hideTitle')}
        message={t('dashboard.ideaDetail.hideBody')}
        confirmLabel={t('dashboard.ideaDetail.hide')}
        isDanger
        isLoading={update.isPending}
        onConfirm={({ reason, note }) => apply({ isHidden: true, reason, note: note || undefined }, 'hidden')}
        onClose={() => setDialog(null)}
      />
      <ModerationReasonDialog
        opened={dialog === 'warn'}
        title={t('dashboard.ideaDetail.warnTitle')}
        message={t('dashboard.ideaDetail.warnBody')}
        confirmLabel={t('dashboard.ideaDetail.warn')}
        isLoading={warn.isPending}
        onConfirm={({ reason, note }) =>
          warn.mutate(
            { reason, note: note || undefined },
            {
              onSuccess: () => {
                notifySuccess(t('dashboard.ideaDetail.done.warned'));
                setDialog(null);
              },
              onError: (error) => notifyError(error),
            },
          )
        }
        onClose={() => setDialog(null)}
      />
      <ModerationReasonDialog
        opened={dialog === 'delete'}
        title={t('dashboard.ideaDetail.deleteTitle')}
        message={t('dashboard.ideaDetail.deleteBody')}
        confirmLabel={t('dashboard.ideaDetail.delete')}
        isDanger
        isLoading={remove.isPending}
        onConfirm={({ reason, note }) =>
          remove.mutate(
            { reason, note: note || undefined },
            {
              onSuccess: () => {
                notifySuccess(t('dashboard.ideaDetail.done.deleted'));
                setDialog(null);
                void navigate('/dashboard/idea?sortBy=1');
              },
              onError: (error) => notifyError(error),
            },
          )
        }
        onClose={() => setDialog(null)}
      />
      <SponsorDialog
        opened={dialog === 'sponsor'}
        isLoading={update.isPending}
        error={update.error}
        onClose={() => setDialog(null)}
        onConfirm={(sponsoredUntil) => apply({ isSponsored: true, sponsoredUntil }, 'sponsored')}
      />
    </Group>
  );
}
