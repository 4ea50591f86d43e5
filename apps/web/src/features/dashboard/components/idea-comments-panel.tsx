import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { DashboardComment } from '@ideamatch/shared';
import { IconMessageOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useIdeaModeration } from '../api/idea-moderation';
import { ConfirmDialog } from './confirm-dialog';
import { DateText, PersonCell } from './dashboard-bits';

/** The idea's latest comments; a moderator deletes one after confirming. */
export function IdeaCommentsPanel({ ideaId, comments }: { ideaId: string; comments: DashboardComment[] }) {
  const { t } = useTranslation();
  const { removeComment } = useIdeaModeration(ideaId);
  const [target, setTarget] = useState<DashboardComment | null>(null);
  if (!comments.length) {
    return <EmptyPanel icon={<IconMessageOff size={30} aria-hidden />} title={t('dashboard.ideaDetail.noComments')} />;
  }
  return (
    <Stack gap="sm">
      {comments.map((comment) => (
        <Paper key={comment.id} withBorder p="md" radius="md" ml={comment.parentId ? 'xl' : 0}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={6} miw={0}>
              <PersonCell person={comment.author} to={`/dashboard/user/${comment.author.id}`} />
              <Text
                size="sm"
                c={comment.isDeleted ? 'dimmed' : undefined}
                td={comment.isDeleted ? 'line-through' : undefined}
                style={{ overflowWrap: 'anywhere' }}
              >
                {comment.text}
              </Text>
              <Group gap="xs">
                <DateText value={comment.createdAt} size="xs" />
                {comment.isDeleted && (
                  <Badge color="red" variant="light" size="sm" tt="none">
                    {t('dashboard.ideaDetail.commentDeleted')}
                  </Badge>
                )}
              </Group>
            </Stack>
            {!comment.isDeleted && (
              <Tooltip label={t('dashboard.ideaDetail.deleteComment')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('dashboard.ideaDetail.deleteComment')}
                  onClick={() => setTarget(comment)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Paper>
      ))}
      <ConfirmDialog
        opened={target !== null}
        title={t('dashboard.ideaDetail.deleteComment')}
        message={t('dashboard.ideaDetail.deleteCommentBody')}
        confirmLabel={t('dashboard.ideaDetail.deleteComment')}
        isDanger
        isLoading={removeComment.isPending}
        onConfirm={() =>
          target &&
          removeComment.mutate(target.id, {
            onSuccess: () => {
              notifySuccess(t('dashboard.ideaDetail.done.commentDeleted'));
              setTarget(null);
            },
            onError: (error) => notifyError(error),
          })
        }
        onClose={() => setTarget(null)}
      />
    </Stack>
  );
}
