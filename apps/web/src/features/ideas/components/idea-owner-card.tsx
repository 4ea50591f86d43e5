import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { displayName } from '@ideamatch/shared/format';
import { IconMessage, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import type { IdeaPerson } from '../api/idea-types';

type IdeaOwnerCardProps = { owner: IdeaPerson; isOwner: boolean; ideaId: string };

/** Who posted the idea, with connect-partner and message buttons for everyone else. */
export function IdeaOwnerCard({ owner, isOwner, ideaId }: IdeaOwnerCardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('ideaDetail.owner')}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb="xs">
        {t('ideaDetail.owner')}
      </Text>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <UserAvatar person={owner} src={owner.profileImageUrl} size="lg" />
        <Stack gap={2} miw={0}>
          <Text fw={700}>{displayName(owner)}</Text>
          <Text size="xs" c="dimmed">
            @{owner.username}
          </Text>
          {owner.miniBio && (
            <Text size="sm" c="dimmed" lineClamp={3}>
              {owner.miniBio}
            </Text>
          )}
        </Stack>
      </Group>
      {!isOwner && (
        <Group grow gap="xs" mt="md">
          <Button component={Link} to="/partner" leftSection={<IconUserPlus size={16} aria-hidden />}>
            {t('ideaDetail.connect')}
          </Button>
          <Button
            component={Link}
            to={`/chat?to=${encodeURIComponent(owner.id)}&ideaId=${encodeURIComponent(ideaId)}`}
            variant="light"
            leftSection={<IconMessage size={16} aria-hidden />}
          >
            {t('ideaDetail.message')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
