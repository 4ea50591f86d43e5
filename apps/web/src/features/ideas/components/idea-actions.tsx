import { Button, Group, Modal, Text } from '@mantine/core';
import { IconBrandLine, IconEdit, IconEye, IconEyeOff, IconFlag, IconShare, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notifyError, notifyErrorMessage, notifySuccess } from '../../../lib/notify';
import { useOrigin } from '../../../lib/page-render';
import { useIdeaActions } from '../api/idea-actions';
import { ReportDialog } from '../../reports/components/report-dialog';
import type { IdeaDetail } from '@ideamatch/shared';
import { BookmarkButton } from './bookmark-button';

type IdeaActionsProps = { idea: IdeaDetail; isLoggedIn: boolean };

/** Shares the idea: the native share sheet when there is one, else copies the link. */
async function shareLink(url: string, title: string): Promise<'native' | 'copy' | null> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'native';
    } catch {
      return null;
    }
  }
  await navigator.clipboard.writeText(url);
  return 'copy';
}

/** LINE's share page for a link: it opens the LINE app on a phone, LINE's web share elsewhere. */
const lineShareUrl = (url: string) => `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(url)}`;

/** Share for everyone; bookmark, edit, hide, delete and report as the server says the viewer may (`abilities`). */
export function IdeaActions({ idea, isLoggedIn }: IdeaActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useIdeaActions(idea.id);
  const [dialog, setDialog] = useState<'delete' | 'report' | null>(null);
  const origin = useOrigin();

  const handleShare = async () => {
    try {
      const channel = await shareLink(window.location.href.split('?')[0] ?? window.location.href, idea.name);
      if (!channel) return;
      if (channel === 'copy') notifySuccess(t('ideaDetail.linkCopied'));
      if (isLoggedIn) actions.share.mutate(channel);
    } catch {
      notifyErrorMessage(t('ideaDetail.shareFailed'));
    }
  };
  const handleDelete = () =>
    actions.remove.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(t('ideaDetail.deleted'));
        void navigate('/idea');
      },
      onError: (error) => notifyError(error),
    });
  const handleHide = () =>
    actions.hide.mutate(!idea.isHidden, {
      onSuccess: () => notifySuccess(t(idea.isHidden ? 'ideaDetail.unhidden' : 'ideaDetail.hidden')),
      onError: (error) => notifyError(error),
    });
  return (
    <>
      <Group gap="xs">
        <Button variant="light" leftSection={<IconShare size={16} aria-hidden />} onClick={() => void handleShare()}>
          {t('ideaDetail.share')}
        </Button>
        <Button
          component="a"
          href={lineShareUrl(`${origin}/idea/${idea.id}`)}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          color="green"
          leftSection={<IconBrandLine size={16} aria-hidden />}
          onClick={() => isLoggedIn && actions.share.mutate('line')}
        >
          {t('ideaDetail.shareLine')}
        </Button>
        {idea.abilities.bookmark && <BookmarkButton ideaId={idea.id} isBookmarked={idea.isBookmarked} />}
        {idea.abilities.edit && (
          <Button
            component={Link}
            to={`/idea/${idea.id}/edit`}
            variant="default"
            leftSection={<IconEdit size={16} aria-hidden />}
          >
            {t('ideaDetail.edit')}
          </Button>
        )}
        {idea.abilities.edit && (
          // Shown to the owner whatever happens; a moderator's hiding cannot be undone from here.
          <Button
            variant="default"
            loading={actions.hide.isPending}
            disabled={!idea.abilities.hide}
            leftSection={idea.isHidden ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />}
            onClick={handleHide}
          >
            {idea.isHidden ? t('ideaDetail.unhide') : t('ideaDetail.hide')}
          </Button>
        )}
        {idea.abilities.delete && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDialog('delete')}
          >
            {t('ideaDetail.delete')}
          </Button>
        )}
        {idea.abilities.report && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconFlag size={16} aria-hidden />}
            onClick={() => setDialog('report')}
          >
            {t('ideaDetail.report')}
          </Button>
        )}
      </Group>
      <Modal
        opened={dialog === 'delete'}
        onClose={() => setDialog(null)}
        title={t('ideaDetail.deleteTitle')}
        centered
        radius="lg"
      >
        <Text size="sm" c="dimmed">
          {t('ideaDetail.deleteBody')}
        </Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setDialog(null)} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={actions.remove.isPending} onClick={handleDelete}>
            {t('ideaDetail.delete')}
          </Button>
        </Group>
      </Modal>
      <ReportDialog
        target={{ kind: 'idea', id: idea.id }}
        opened={dialog === 'report'}
        onClose={() => setDialog(null)}
        title={t('ideaDetail.reportTitle')}
      />
    </>
  );
}
