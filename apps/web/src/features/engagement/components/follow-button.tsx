import { Button, Group, Skeleton, UnstyledButton, Text } from '@mantine/core';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify';
import { type FollowSide, useFollowState, useFollowToggle } from '../api/follows';
import { FollowListModal } from './follow-list-modal';

/** Follow / Following on someone's profile; hidden when I may not follow them (myself, a block, signed out). */
export function FollowButton({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const state = useFollowState(accountId);
  const toggle = useFollowToggle(accountId);
  if (!state.data || (!state.data.canFollow && !state.data.isFollowing)) return null;
  const { isFollowing } = state.data;
  return (
    <Button
      variant={isFollowing ? 'default' : 'filled'}
      aria-pressed={isFollowing}
      loading={toggle.isPending}
      leftSection={isFollowing ? <IconUserCheck size={16} aria-hidden /> : <IconUserPlus size={16} aria-hidden />}
      onClick={() => toggle.mutate(!isFollowing, { onError: (error) => notifyError(error) })}
    >
      {isFollowing ? t('engagement.follow.following') : t('engagement.follow.follow')}
    </Button>
  );
}

/** "12 followers · 3 following" on a profile; each opens its list. */
export function FollowStats({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const state = useFollowState(accountId);
  const [open, setOpen] = useState<FollowSide | null>(null);
  if (state.isPending) return <Skeleton height={20} width={180} radius="sm" />;
  if (state.isError) return null;
  const stat = (side: FollowSide, count: number) => (
    <UnstyledButton onClick={() => setOpen(side)} aria-haspopup="dialog" data-testid={`follow-stat-${side}`}>
      <Text size="sm" component="span">
        {t(side === 'followers' ? 'engagement.follow.followerCount' : 'engagement.follow.followingCount', {
          count,
        })}
      </Text>
    </UnstyledButton>
  );
  return (
    <>
      <Group gap="md">
        {stat('followers', state.data.followerCount)}
        {stat('following', state.data.followingCount)}
      </Group>
      <FollowListModal accountId={accountId} side={open} onSideChange={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}
