import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { displayName } from '@ideamatch/shared/format';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PartnerButton } from '../../../components/partner/partner-button';
import { UserAvatar } from '../../../components/ui/user-avatar';
import type { IdeaDetail } from '@ideamatch/shared';

type IdeaOwnerCardProps = { owner: IdeaDetail['owner']; isOwner: boolean; ideaId: string };

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
        // Side by side when both labels fit, else one under the other (Thai labels are longer).
        <Group gap="xs" mt="md">
          <div style={{ flex: '1 1 auto' }}>
            <PartnerButton accountId={owner.id} fullWidth />
          </div>
          <Button
            component={Link}
            to={`/chat?to=${encodeURIComponent(owner.id)}&ideaId=${encodeURIComponent(ideaId)}`}
            variant="light"
            leftSection={<IconMessage size={16} aria-hidden />}
            style={{ flex: '1 1 auto' }}
          >
            {t('ideaDetail.message')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
