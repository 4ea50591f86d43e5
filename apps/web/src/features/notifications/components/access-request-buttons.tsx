import { Button, Group, Text } from '@mantine/core';
import type { NotificationItem } from '@ideamatch/shared';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify';
import { useAccessActions } from '../../ideas/api/access-actions';

type AccessRequestButtonsProps = {
  request: NonNullable<NotificationItem['accessRequest']>;
  onAnswered: () => void;
};

/** The owner answers a request for their confidential idea right in the notification; once answered, where it stands. */
export function AccessRequestButtons({ request, onAnswered }: AccessRequestButtonsProps) {
  const { t } = useTranslation();
  const { decide } = useAccessActions(request.ideaId);
  const answer = (decision: 'approve' | 'decline') =>
    decide.mutate(
      { requestId: request.id, decision },
      { onSuccess: onAnswered, onError: (error) => notifyError(error) },
    );
  return (
    <Group gap="xs" pl={52} pb="xs" pr="sm">
      {request.status === 'pending' ? (
        <>
          <Button size="xs" loading={decide.isPending} onClick={() => answer('approve')}>
            {t('access.approve')}
          </Button>
          <Button size="xs" variant="default" disabled={decide.isPending} onClick={() => answer('decline')}>
            {t('access.decline')}
          </Button>
        </>
      ) : (
        <Text size="xs" c="dimmed">
          {t(`notifications.accessState.${request.status}`)}
        </Text>
      )}
    </Group>
  );
}
