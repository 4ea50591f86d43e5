import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { displayName } from '@ideamatch/shared/format';
import { IconLogin2, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PartnerButton } from '../../partners/components/partner-button';
import { UserAvatar } from '../../../components/ui/user-avatar';
import type { IdeaDetail } from '@ideamatch/shared';
import classes from './idea-detail.module.css';
import { useAuthLink } from '../../../lib/use-return-path';

type Owner = IdeaDetail['owner'];
type IdeaOwnerCardProps = { owner: Owner; isOwner: boolean; ideaId: string; isLoggedIn: boolean };

const profilePath = (owner: Owner) => `/profile?accountId=${encodeURIComponent(owner.id)}`;
const chatPath = (owner: Owner, ideaId: string) =>
  `/chat?to=${encodeURIComponent(owner.id)}&ideaId=${encodeURIComponent(ideaId)}`;

/**
 * Connect partner for a member; a visitor is invited to sign in and comes back to this idea, so the
 * page never asks the server for a relation it would refuse.
 */
function ConnectButton({ owner, isLoggedIn, size }: { owner: Owner; isLoggedIn: boolean; size?: 'sm' | 'xs' }) {
  const { t } = useTranslation();
  const signInLink = useAuthLink('/login');
  if (!isLoggedIn) {
    return (
      <Button component={Link} to={signInLink} size={size} fullWidth leftSection={<IconLogin2 size={16} aria-hidden />}>
        {t('ideaDetail.signInToConnect')}
      </Button>
    );
  }
  return <PartnerButton accountId={owner.id} fullWidth size={size} />;
}

/** Who posted the idea, with connect-partner and message buttons for everyone else. */
export function IdeaOwnerCard({ owner, isOwner, ideaId, isLoggedIn }: IdeaOwnerCardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('ideaDetail.owner')}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb="xs">
        {t('ideaDetail.owner')}
      </Text>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <UserAvatar person={owner} src={owner.profileImageUrl} size="lg" />
        <Stack gap={2} miw={0}>
          <Anchor component={Link} to={profilePath(owner)} fw={700} c="inherit">
            {displayName(owner)}
          </Anchor>
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
            <ConnectButton owner={owner} isLoggedIn={isLoggedIn} />
          </div>
          {isLoggedIn && (
            <Button
              component={Link}
              to={chatPath(owner, ideaId)}
              variant="light"
              leftSection={<IconMessage size={16} aria-hidden />}
              style={{ flex: '1 1 auto' }}
            >
              {t('ideaDetail.message')}
            </Button>
          )}
        </Group>
      )}
    </Paper>
  );
}

/**
 * On a phone the owner card sits below the whole text, so a bar stuck to the bottom of the screen
 * keeps the owner, Connect partner and Message in reach while reading.
 */
export function IdeaActionBar({ owner, isOwner, ideaId, isLoggedIn }: IdeaOwnerCardProps) {
  const { t } = useTranslation();
  if (isOwner) return null;
  return (
    <Paper
      hiddenFrom="md"
      className={classes.actionBar}
      shadow="md"
      withBorder
      p="sm"
      component="aside"
      aria-label={t('ideaDetail.actionBar')}
      data-testid="idea-action-bar"
    >
      <Group gap="sm" wrap="nowrap">
        <Anchor component={Link} to={profilePath(owner)} aria-label={displayName(owner)}>
          <UserAvatar person={owner} src={owner.profileImageUrl} size="md" />
        </Anchor>
        <div style={{ flex: 1, minWidth: 0 }}>
          <ConnectButton owner={owner} isLoggedIn={isLoggedIn} />
        </div>
        {isLoggedIn && (
          <ActionIcon
            component={Link}
            to={chatPath(owner, ideaId)}
            variant="light"
            size="lg"
            radius="md"
            aria-label={t('ideaDetail.message')}
          >
            <IconMessage size={18} />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}
