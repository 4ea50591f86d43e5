import { Button, Divider, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { parseError } from '../../../lib/errors';
import { notifyError } from '../../../lib/notify';
import { useCommentActions } from '../api/comment-actions';
import { useComments } from '../api/get-comments';
import { CommentComposer, commentDraftKey } from './comment-composer';
import { CommentItem } from './comment-item';
import { useAuthLink } from '../../../lib/use-return-path';

type CommentSectionProps = { ideaId: string; commentCount: number; isLoggedIn: boolean };

/** Comments of an idea: write, newest first, one level of replies, likes, "load more". */
export function CommentSection({ ideaId, commentCount, isLoggedIn }: CommentSectionProps) {
  const { t } = useTranslation();
  const signInLink = useAuthLink('/login');
  const comments = useComments(ideaId);
  const actions = useCommentActions(ideaId);
  const items = comments.data?.pages.flatMap((page) => page.result) ?? [];

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="comments-title">
      <Title order={2} size="h3" id="comments-title" mb="md">
        {t('comments.title', { count: commentCount })}
      </Title>
      {isLoggedIn ? (
        <CommentComposer
          label={t('comments.writeLabel')}
          submitLabel={t('comments.send')}
          draftKey={commentDraftKey(ideaId)}
          isPending={actions.create.isPending}
          onSubmit={(text, reset) =>
            actions.create.mutate({ text }, { onSuccess: reset, onError: (error) => notifyError(error) })
          }
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('comments.loginToComment')}{' '}
          <Button component={Link} to={signInLink} variant="subtle" size="compact-sm">
            {t('comments.login')}
          </Button>
        </Text>
      )}
      <Divider my="md" />
      {comments.isPending ? (
        <Stack gap="sm">
          <Skeleton h={48} />
          <Skeleton h={48} />
        </Stack>
      ) : comments.isError ? (
        <ErrorPanel message={parseError(comments.error)} onRetry={() => void comments.refetch()} />
      ) : items.length === 0 ? (
        <Stack align="center" gap={4} py="lg">
          <IconMessageCircle size={28} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('comments.empty')}
          </Text>
        </Stack>
      ) : (
        <Stack gap="lg">
          {items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} actions={actions} isLoggedIn={isLoggedIn} />
          ))}
          {comments.hasNextPage && (
            <Button
              variant="light"
              mx="auto"
              loading={comments.isFetchingNextPage}
              onClick={() => void comments.fetchNextPage()}
            >
              {t('comments.loadMore')}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
