import { ActionIcon, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import type { CommentItem as IdeaComment } from '@ideamatch/shared';
import { displayName, relativeTime } from '@ideamatch/shared/format';
import {
  IconChevronDown,
  IconDots,
  IconFlag,
  IconHeart,
  IconHeartFilled,
  IconMessageOff,
  IconMessageReply,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useLanguage } from '../../../lib/i18n';
import { parseError } from '../../../lib/errors';
import { notifyError } from '../../../lib/notify';
import type { useCommentActions } from '../api/comment-actions';
import { useReplies } from '../api/get-replies';
import { CommentComposer, commentDraftKey } from './comment-composer';
import { ReportDialog } from '../../reports/components/report-dialog';
import classes from './idea-detail.module.css';
import { ThaiText } from '../../../components/ui/thai-text';
import { ThemeIcon } from '../../../components/ui/theme-icon';

type CommentActions = ReturnType<typeof useCommentActions>;

type CommentItemProps = {
  /** A top-level comment carries its first replies; a reply carries none. */
  comment: IdeaComment & { replies?: IdeaComment[] };
  actions: CommentActions;
  isLoggedIn: boolean;
  /** Replies cannot be replied to (one level only). */
  isReply?: boolean;
};

/**
 * The replies under a top-level comment: the first few come with the thread; "show more replies"
 * then pages through all of them, oldest first.
 */
function Replies({
  comment,
  actions,
  isLoggedIn,
}: {
  comment: CommentItemProps['comment'];
  actions: CommentActions;
  isLoggedIn: boolean;
}) {
  const { t } = useTranslation();
  const [isExpanded, setExpanded] = useState(false);
  const paged = useReplies(actions.ideaId, comment.id, isExpanded);
  const preview = comment.replies ?? [];
  const loaded = paged.data?.pages.flatMap((page) => page.result);
  const replies = isExpanded && loaded ? loaded : preview;
  const total = Math.max(comment.replyCount, paged.data?.pages.at(-1)?.totalItems ?? 0);
  const hidden = total - replies.length;
  const canShowMore = hidden > 0 && (!isExpanded || paged.hasNextPage || paged.isPending);
  if (replies.length === 0 && !canShowMore) return null;
  return (
    <Stack gap="sm" mt="xs">
      {replies.map((reply) => (
        <CommentItem key={reply.id} comment={reply} actions={actions} isLoggedIn={isLoggedIn} isReply />
      ))}
      {paged.isError && (
        <Text size="xs" c="red" role="alert">
          {parseError(paged.error)}
        </Text>
      )}
      {canShowMore && (
        <Button
          variant="subtle"
          size="compact-xs"
          color="gray"
          style={{ alignSelf: 'flex-start' }}
          leftSection={<IconChevronDown size={14} aria-hidden />}
          loading={paged.isFetching}
          onClick={() => (isExpanded ? void paged.fetchNextPage() : setExpanded(true))}
        >
          {t('comments.moreReplies', { count: hidden })}
        </Button>
      )}
    </Stack>
  );
}

/** A deleted comment that still has replies: its place in the thread, without its text or author ("This comment was deleted"). */
function RemovedComment({ comment, actions, isLoggedIn }: Omit<CommentItemProps, 'isReply'>) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" data-testid="comment-removed">
      <ThemeIcon variant="light" color="gray" radius="xl" size={38} aria-hidden>
        <IconMessageOff size={18} />
      </ThemeIcon>
      <Stack gap={4} flex={1} miw={0}>
        <Text size="sm" c="dimmed" fs="italic" py={8}>
          {t('comments.removed')}
        </Text>
        <Replies comment={comment} actions={actions} isLoggedIn={isLoggedIn} />
      </Stack>
    </Group>
  );
}

/** One comment: author, time, plain text, like, reply (top level), edit and delete (own). */
export function CommentItem({ comment, actions, isLoggedIn, isReply = false }: CommentItemProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [mode, setMode] = useState<'view' | 'edit' | 'reply'>('view');
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const [isReporting, setReporting] = useState(false);
  const { author } = comment;
  if (comment.isDeleted || !author) {
    return <RemovedComment comment={comment} actions={actions} isLoggedIn={isLoggedIn} />;
  }
  const name = displayName(author);
  const handleDelete = () =>
    actions.remove.mutate(comment.id, {
      onSuccess: () => setConfirmingDelete(false),
      onError: (error) => notifyError(error),
    });

  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <UserAvatar person={author} src={author.profileImageUrl} size={isReply ? 'sm' : 'md'} />
      <Stack gap={4} flex={1} miw={0}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="wrap" miw={0}>
            <Text size="sm" fw={600}>
              {name}
            </Text>
            <Text size="xs" c="dimmed" suppressHydrationWarning>
              {relativeTime(comment.createdAt, language)}
            </Text>
          </Group>
          {comment.isMine && mode === 'view' && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('comments.more')}>
                  <IconDots size={16} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => setMode('edit')}>{t('comments.edit')}</Menu.Item>
                <Menu.Item color="red" onClick={() => setConfirmingDelete(true)}>
                  {t('comments.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
          {!comment.isMine && isLoggedIn && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('comments.more')}>
                  <IconDots size={16} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  color="red"
                  leftSection={<IconFlag size={14} aria-hidden />}
                  onClick={() => setReporting(true)}
                >
                  {t('report.comment')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        {mode === 'edit' ? (
          <CommentComposer
            label={t('comments.editLabel')}
            submitLabel={t('comments.save')}
            initialText={comment.text}
            isPending={actions.update.isPending}
            autoFocus
            onCancel={() => setMode('view')}
            onSubmit={(text) =>
              actions.update.mutate(
                { id: comment.id, text },
                { onSuccess: () => setMode('view'), onError: (error) => notifyError(error) },
              )
            }
          />
        ) : (
          <Text size="sm" className={classes.commentText}>
            <ThaiText>{comment.text}</ThaiText>
          </Text>
        )}
        <Group gap={4}>
          <Button
            variant="subtle"
            color={comment.isLikedByMe ? 'red' : 'gray'}
            size="compact-xs"
            // Nobody likes their own comment: the count shows, the button does nothing.
            disabled={!isLoggedIn || comment.isMine}
            aria-pressed={comment.isLikedByMe}
            aria-label={t('comments.likeLabel', { count: comment.likeCount })}
            leftSection={
              comment.isLikedByMe ? <IconHeartFilled size={14} aria-hidden /> : <IconHeart size={14} aria-hidden />
            }
            onClick={() =>
              actions.like.mutate(
                { id: comment.id, isLiked: comment.isLikedByMe },
                { onError: (error) => notifyError(error) },
              )
            }
          >
            {comment.likeCount}
          </Button>
          {!isReply && isLoggedIn && (
            <Button
              variant="subtle"
              color="gray"
              size="compact-xs"
              leftSection={<IconMessageReply size={14} aria-hidden />}
              onClick={() => setMode(mode === 'reply' ? 'view' : 'reply')}
            >
              {t('comments.reply')}
            </Button>
          )}
        </Group>
        {mode === 'reply' && (
          <CommentComposer
            label={t('comments.replyLabel', { name })}
            submitLabel={t('comments.reply')}
            draftKey={commentDraftKey(actions.ideaId, comment.id)}
            isPending={actions.create.isPending}
            autoFocus
            onCancel={() => setMode('view')}
            onSubmit={(text, reset) =>
              actions.create.mutate(
                { text, parentId: comment.id },
                {
                  onSuccess: () => {
                    reset();
                    setMode('view');
                  },
                  onError: (error) => notifyError(error),
                },
              )
            }
          />
        )}
        {!isReply && <Replies comment={comment} actions={actions} isLoggedIn={isLoggedIn} />}
      </Stack>
      <Modal
        opened={isConfirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={t('comments.deleteTitle')}
        centered
        radius="lg"
      >
        <Text size="sm" c="dimmed">
          {t('comments.deleteBody')}
        </Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setConfirmingDelete(false)} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={actions.remove.isPending} onClick={handleDelete}>
            {t('comments.delete')}
          </Button>
        </Group>
      </Modal>
      {!comment.isMine && isLoggedIn && (
        <ReportDialog
          target={{ kind: 'comment', id: comment.id }}
          opened={isReporting}
          onClose={() => setReporting(false)}
          title={t('report.commentTitle')}
        />
      )}
    </Group>
  );
}
