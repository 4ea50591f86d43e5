import { ActionIcon, Button, Center, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { ENGAGEMENT_LIMITS } from '@ideamatch/shared';
import { formatDateTime } from '@ideamatch/shared/format';
import { IconSpeakerphone, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { charLimit } from '../../../components/ui/char-limit';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { LabelledPagination } from '../../../components/ui/labelled-pagination';
import { parseError } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useIdeaUpdateActions, useIdeaUpdates } from '../../engagement/api/idea-updates';

type IdeaUpdatesSectionProps = { ideaId: string; isOwner: boolean };

/**
 * The owner's short updates on an idea, newest first. The owner writes and deletes them here; others
 * see the section only once there is an update.
 */
export function IdeaUpdatesSection({ ideaId, isOwner }: IdeaUpdatesSectionProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const query = useIdeaUpdates(ideaId, page);
  const actions = useIdeaUpdateActions(ideaId);

  if (!isOwner && (query.isPending || query.isError || query.data.totalItems === 0)) return null;

  const submit = () =>
    actions.post.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        setPage(1);
        notifySuccess(t('engagement.updates.posted'));
      },
      onError: (error) => notifyError(error),
    });

  let list;
  if (query.isPending) list = <Skeleton height={60} radius="md" />;
  else if (query.isError) list = <ErrorPanel message={parseError(query.error)} onRetry={() => void query.refetch()} />;
  else if (query.data.result.length === 0)
    list = (
      <Text size="sm" c="dimmed">
        {t('engagement.updates.emptyOwner')}
      </Text>
    );
  else
    list = (
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {query.data.result.map((update) => (
          <Paper key={update.id} component="li" withBorder radius="md" p="sm" data-testid="idea-update">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {formatDateTime(update.datetimeCreate, language)}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {update.text}
                </Text>
              </Stack>
              {isOwner && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('engagement.updates.delete')}
                  loading={actions.remove.isPending && actions.remove.variables === update.id}
                  onClick={() =>
                    actions.remove.mutate(update.id, {
                      onSuccess: () => notifySuccess(t('engagement.updates.deleted')),
                      onError: (error) => notifyError(error),
                    })
                  }
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="idea-updates-title">
      <Group gap="xs" mb="sm">
        <IconSpeakerphone size={20} aria-hidden />
        <Title order={2} size="h4" id="idea-updates-title">
          {t('engagement.updates.title')}
        </Title>
      </Group>
      <Stack gap="md">
        {isOwner && (
          <Stack gap="xs">
            <Textarea
              label={t('engagement.updates.label')}
              placeholder={t('engagement.updates.placeholder')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              {...charLimit(text, ENGAGEMENT_LIMITS.updateTextMax)}
              autosize
              minRows={2}
            />
            <Text size="xs" c="dimmed">
              {t('engagement.updates.hint')}
            </Text>
            <Group justify="flex-end">
              <Button onClick={submit} disabled={!text.trim()} loading={actions.post.isPending}>
                {t('engagement.updates.post')}
              </Button>
            </Group>
          </Stack>
        )}
        {list}
        {query.data && query.data.totalPages > 1 && (
          <Center>
            <LabelledPagination total={query.data.totalPages} value={page} onChange={setPage} radius="xl" size="sm" />
          </Center>
        )}
      </Stack>
    </Paper>
  );
}
