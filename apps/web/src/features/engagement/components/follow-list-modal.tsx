import { Anchor, Center, Group, Modal, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { displayName } from '@ideamatch/shared/format';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { LabelledPagination } from '../../../components/ui/labelled-pagination';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { parseError } from '../../../lib/errors';
import { type FollowSide, useFollowList } from '../api/follows';

type FollowListModalProps = {
  accountId: string;
  /** The open list, or null when closed. */
  side: FollowSide | null;
  onSideChange: (side: FollowSide) => void;
  onClose: () => void;
};

/** A person's followers and whom they follow, in two tabs, newest first. */
export function FollowListModal({ accountId, side, onSideChange, onClose }: FollowListModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={side !== null} onClose={onClose} title={t('engagement.follow.listTitle')} centered radius="lg">
      <Tabs value={side} onChange={(value) => value && onSideChange(value as FollowSide)} keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="followers">{t('engagement.follow.followers')}</Tabs.Tab>
          <Tabs.Tab value="following">{t('engagement.follow.followingTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="followers">
          <FollowList accountId={accountId} side="followers" onNavigate={onClose} />
        </Tabs.Panel>
        <Tabs.Panel value="following">
          <FollowList accountId={accountId} side="following" onNavigate={onClose} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}

function FollowList({ accountId, side, onNavigate }: { accountId: string; side: FollowSide; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useFollowList(accountId, side, page, true);
  if (query.isPending)
    return (
      <Stack gap="sm">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={40} radius="md" />
        ))}
      </Stack>
    );
  if (query.isError) return <ErrorPanel message={parseError(query.error)} onRetry={() => void query.refetch()} />;
  if (query.data.result.length === 0)
    return (
      <EmptyPanel
        isFrameless
        icon={<IconUsers size={26} aria-hidden />}
        title={side === 'followers' ? t('engagement.follow.noFollowers') : t('engagement.follow.noFollowing')}
      />
    );
  return (
    <Stack gap="sm">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {query.data.result.map((person) => (
          <Group key={person.id} component="li" gap="sm" wrap="nowrap">
            <UserAvatar person={person} src={person.profileImageUrl} size="md" />
            <Anchor
              component={Link}
              to={`/profile?accountId=${encodeURIComponent(person.id)}`}
              onClick={onNavigate}
              fw={600}
              lineClamp={1}
            >
              {displayName(person)}
            </Anchor>
            <Text size="xs" c="dimmed" ml="auto" style={{ whiteSpace: 'nowrap' }}>
              @{person.username}
            </Text>
          </Group>
        ))}
      </Stack>
      {query.data.totalPages > 1 && (
        <Center>
          <LabelledPagination total={query.data.totalPages} value={page} onChange={setPage} radius="xl" size="sm" />
        </Center>
      )}
    </Stack>
  );
}
