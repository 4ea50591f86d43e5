import { Badge, Button, Group, Modal, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { displayName, formatDateTime } from '@ideamatch/shared/format';
import type { IdeaAccessRequest } from '@ideamatch/shared';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { LabelledPagination } from '../../../components/ui/labelled-pagination';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { parseError } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAccessActions } from '../api/access-actions';
import { type AccessRequestFilter, useAccessRequests } from '../api/get-access-requests';

const STATUS_COLOR: Record<IdeaAccessRequest['status'], string> = {
  pending: 'yellow',
  approved: 'teal',
  declined: 'gray',
  revoked: 'red',
  cancelled: 'gray',
};

/** One request: who, their note, the terms they accepted, and the owner's buttons. */
function RequestRow({ ideaId, request }: { ideaId: string; request: IdeaAccessRequest }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { decide, revoke } = useAccessActions(ideaId);
  const [isConfirmingRevoke, setIsConfirmingRevoke] = useState(false);
  const name = displayName(request.requester);
  const answer = (decision: 'approve' | 'decline') =>
    decide.mutate(
      { requestId: request.id, decision },
      {
        onSuccess: () =>
          notifySuccess(decision === 'approve' ? t('access.approved', { name }) : t('access.declinedDone')),
        onError: (error) => notifyError(error),
      },
    );
  const handleRevoke = () =>
    revoke.mutate(request.requester.id, {
      onSuccess: () => {
        setIsConfirmingRevoke(false);
        notifySuccess(t('access.revokedDone', { name }));
      },
      onError: (error) => notifyError(error),
    });

  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <UserAvatar person={request.requester} src={request.requester.profileImageUrl} size="md" />
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text
              component={Link}
              to={`/profile?accountId=${encodeURIComponent(request.requester.id)}`}
              fw={700}
              size="sm"
              c="inherit"
            >
              {name}
            </Text>
            <Badge size="sm" variant="light" color={STATUS_COLOR[request.status]}>
              {t(`access.status.${request.status}`)}
            </Badge>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {request.note}
          </Text>
          <Text size="xs" c="dimmed">
            {t('access.asked', { date: formatDateTime(request.createdAt, language) })}
            {request.termsAcceptedAt &&
              ` · ${t('access.termsAccepted', { date: formatDateTime(request.termsAcceptedAt, language) })}`}
          </Text>
          {request.status === 'pending' && (
            <Group gap="xs" mt={4}>
              <Button size="xs" loading={decide.isPending} onClick={() => answer('approve')}>
                {t('access.approve')}
              </Button>
              <Button size="xs" variant="default" disabled={decide.isPending} onClick={() => answer('decline')}>
                {t('access.decline')}
              </Button>
            </Group>
          )}
          {request.status === 'approved' && (
            <Button
              size="xs"
              variant="light"
              color="red"
              w="fit-content"
              mt={4}
              onClick={() => setIsConfirmingRevoke(true)}
            >
              {t('access.revoke')}
            </Button>
          )}
        </Stack>
      </Group>
      <Modal
        opened={isConfirmingRevoke}
        onClose={() => setIsConfirmingRevoke(false)}
        title={t('access.revokeTitle')}
        centered
        radius="lg"
      >
        <Text size="sm" c="dimmed">
          {t('access.revokeBody', { name })}
        </Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setIsConfirmingRevoke(false)} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={revoke.isPending} onClick={handleRevoke}>
            {t('access.revoke')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}

/** The owner's requests for the idea's details: waiting ones to answer, approved ones to revoke. */
export function AccessRequestList({ ideaId, isConfidential }: { ideaId: string; isConfidential: boolean }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AccessRequestFilter>('all');
  const [page, setPage] = useState(1);
  const requests = useAccessRequests(ideaId, filter, page);
  const data = requests.data;

  return (
    <Stack gap="sm">
      <SegmentedControl
        size="xs"
        w="fit-content"
        value={filter}
        onChange={(value) => {
          setFilter(value as AccessRequestFilter);
          setPage(1);
        }}
        data={(['all', 'pending', 'approved'] as const).map((value) => ({ value, label: t(`access.filter.${value}`) }))}
      />
      {requests.isError ? (
        <ErrorPanel message={parseError(requests.error)} onRetry={() => void requests.refetch()} />
      ) : data && data.result.length === 0 ? (
        <EmptyPanel
          isFrameless
          icon={<IconInbox size={26} aria-hidden />}
          title={t('access.noRequests')}
          description={isConfidential ? undefined : t('access.noRequestsPublic')}
        />
      ) : (
        data?.result.map((request) => <RequestRow key={request.id} ideaId={ideaId} request={request} />)
      )}
      {data && data.totalPages > 1 && (
        <LabelledPagination size="sm" total={data.totalPages} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
