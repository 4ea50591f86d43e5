import { Avatar, Box, Button, Group, Indicator, Stack, Text, UnstyledButton } from '@mantine/core';
import { relativeTime } from '@ideamatch/shared/format';
import { NotificationType, type NotificationItem } from '@ideamatch/shared';
import { notificationPath } from '@ideamatch/shared/notification-path';
import {
  IconBulb,
  IconShieldCheck,
  IconFlag,
  IconHeart,
  IconLock,
  IconMessage,
  IconMessageReply,
  IconScale,
  IconShare,
  IconSpeakerphone,
  IconStar,
  IconUserPlus,
  IconUserHeart,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePartnerAction } from '../../partners/api/partner-action';
import { AccessRequestButtons } from './access-request-buttons';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useLanguage } from '../../../lib/i18n';
import { notifyError, notifyErrorMessage } from '../../../lib/notify';
import { useMarkRead } from '../api/mark-read';
import { NotificationSentence } from './notification-sentence';
import classes from './notification-row.module.css';

const KIND_ICON: Record<number, ReactNode> = {
  [NotificationType.Like]: <IconHeart size={12} />,
  [NotificationType.Comment]: <IconMessage size={12} />,
  [NotificationType.Review]: <IconStar size={12} />,
  [NotificationType.Share]: <IconShare size={12} />,
  [NotificationType.Friend]: <IconUserPlus size={12} />,
  [NotificationType.ReportDecision]: <IconFlag size={12} />,
  [NotificationType.AppealDecision]: <IconScale size={12} />,
  [NotificationType.IdeaAccess]: <IconLock size={12} />,
  [NotificationType.Reply]: <IconMessageReply size={12} />,
  [NotificationType.NewIdea]: <IconBulb size={12} />,
  [NotificationType.IdeaUpdate]: <IconSpeakerphone size={12} />,
  [NotificationType.ModerationDecision]: <IconShieldCheck size={12} />,
  [NotificationType.Follow]: <IconUserHeart size={12} />,
  [NotificationType.AppealAssigned]: <IconScale size={12} />,
};

type NotificationRowProps = { item: NotificationItem; onOpen?: () => void };

/** One line: the actor's avatar, the sentence, relative time, unread mark and inline accept / decline. */
export function NotificationRow({ item, onOpen }: NotificationRowProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const partnerAction = usePartnerAction();
  const request =
    item.type === NotificationType.Friend && item.payload.event !== 'accepted' ? item.partnerRequest : null;

  const handleOpen = () => {
    if (!item.isRead) markRead.one.mutate(item.id);
    const path = notificationPath(item);
    if (!item.target.isAvailable || !path) {
      notifyErrorMessage(t('notifications.unavailable'));
      return;
    }
    onOpen?.();
    void navigate(path);
  };
  const answer = (kind: 'accept' | 'decline') => {
    if (!request) return;
    partnerAction.mutate(
      { kind, requestId: request.id },
      {
        onSuccess: () => {
          if (!item.isRead) markRead.one.mutate(item.id);
        },
        onError: (error) => notifyError(error),
      },
    );
  };

  return (
    <Box className={classes.row} data-unread={!item.isRead || undefined}>
      <UnstyledButton onClick={handleOpen} className={classes.main}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Indicator position="bottom-end" offset={6} size={18} label={KIND_ICON[item.type]} color="brand" withBorder>
            {item.actionByAccount ? (
              <UserAvatar person={item.actionByAccount} src={item.actionByAccount.profileImageUrl} size="md" />
            ) : item.type === NotificationType.ModerationDecision ? (
              // The moderators, not a person: their decisions are never signed by a name.
              <Avatar size="md" radius="xl" color="orange" aria-hidden>
                <IconShieldCheck size={22} />
              </Avatar>
            ) : (
              <UserAvatar person={{ firstName: '?', middleName: null, lastName: null, username: '?' }} size="md" />
            )}
          </Indicator>
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Text size="sm" lh={1.4} className={classes.sentence}>
              <NotificationSentence item={item} />
            </Text>
            {item.type === NotificationType.ModerationDecision && item.payload.note && (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {t('notifications.moderatorNote', { note: item.payload.note })}
              </Text>
            )}
            {item.payload.excerpt && (
              <Text size="xs" c="dimmed" lineClamp={1}>
                “{item.payload.excerpt}”
              </Text>
            )}
            <Text size="xs" c={item.isRead ? 'dimmed' : 'brand'} fw={item.isRead ? 400 : 600}>
              {relativeTime(item.datetimeCreate, language)}
            </Text>
          </Stack>
          {!item.isRead && <span className={classes.dot} aria-label={t('notifications.unread')} />}
        </Group>
      </UnstyledButton>
      {item.type === NotificationType.IdeaAccess && item.payload.event === 'request' && item.accessRequest && (
        <AccessRequestButtons
          request={item.accessRequest}
          onAnswered={() => {
            if (!item.isRead) markRead.one.mutate(item.id);
          }}
        />
      )}
      {request && (
        <Group gap="xs" pl={52} pb="xs" pr="sm">
          {request.status === 'pending' ? (
            <>
              <Button size="xs" loading={partnerAction.isPending} onClick={() => answer('accept')}>
                {t('partners.actions.accept')}
              </Button>
              <Button size="xs" variant="default" disabled={partnerAction.isPending} onClick={() => answer('decline')}>
                {t('partners.actions.decline')}
              </Button>
            </>
          ) : (
            <Text size="xs" c="dimmed">
              {t(`notifications.requestState.${request.status}`)}
            </Text>
          )}
        </Group>
      )}
    </Box>
  );
}
