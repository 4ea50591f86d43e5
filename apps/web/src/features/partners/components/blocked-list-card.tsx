import { Anchor, Button, Card, Center, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import type { BlockedPerson } from '@ideamatch/shared';
import { displayName, formatDateTime } from '@ideamatch/shared/format';
import { IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { LabelledPagination } from '../../../components/ui/labelled-pagination';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { parseError } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { useBlocked } from '../api/get-blocked';
import { usePartnerAction } from '../api/partner-action';

/** Settings: the people I blocked, each with Unblock after a confirmation. */
export function BlockedListCard() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const query = useBlocked(page);
  const action = usePartnerAction();
  const [confirming, setConfirming] = useState<BlockedPerson | null>(null);
  const title = t('blocked.title');

  let body;
  if (query.isPending) {
    body = (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  } else if (query.isError) {
    body = <ErrorPanel message={parseError(query.error)} onRetry={() => void query.refetch()} />;
  } else if (!query.data.result.length) {
    body = (
      <EmptyPanel
        isFrameless
        icon={<IconUserOff size={28} aria-hidden />}
        title={t('blocked.empty')}
        description={t('blocked.emptyHint')}
      />
    );
  } else {
    body = (
      <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
        {query.data.result.map((person) => (
          <Group key={person.id} justify="space-between" wrap="nowrap" gap="sm" data-testid="blocked-row">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <UserAvatar person={person} src={person.profileImageUrl} size="md" />
              <Stack gap={0} miw={0}>
                <Anchor
                  component={Link}
                  to={`/profile?accountId=${encodeURIComponent(person.id)}`}
                  fw={600}
                  c="inherit"
                  truncate="end"
                >
                  {displayName(person)}
                </Anchor>
                <Text size="xs" c="dimmed" truncate="end">
                  @{person.username} · {t('blocked.since', { date: formatDateTime(person.blockedAt, language) })}
                </Text>
              </Stack>
            </Group>
            <Button
              size="xs"
              variant="light"
              style={{ flex: 'none' }}
              aria-label={t('blocked.unblockPerson', { name: displayName(person) })}
              onClick={() => setConfirming(person)}
            >
              {t('partners.actions.unblock')}
            </Button>
          </Group>
        ))}
        {query.data.totalPages > 1 && (
          <Center>
            <LabelledPagination total={query.data.totalPages} value={page} onChange={setPage} size="sm" />
          </Center>
        )}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('blocked.description')}
          </Text>
        </Stack>
        {body}
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('blocked.confirmTitle', { name: confirming ? displayName(confirming) : '' })}
        centered
        radius="lg"
      >
        <Text size="sm" c="dimmed">
          {t('blocked.confirmBody')}
        </Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setConfirming(null)} data-autofocus>
            {t('partners.confirm.keep')}
          </Button>
          <Button
            loading={action.isPending}
            onClick={() => {
              if (!confirming) return;
              action.mutate(
                { kind: 'unblock', accountId: confirming.id },
                { onSuccess: () => setConfirming(null), onError: (error) => notifyError(error) },
              );
            }}
          >
            {t('partners.actions.unblock')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
