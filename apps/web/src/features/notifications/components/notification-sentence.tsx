import { displayName } from '@ideamatch/shared/format';
import { NotificationType, type NotificationItem } from '@ideamatch/shared';
import { Trans, useTranslation } from 'react-i18next';

/** The i18n key of a notification's sentence: each kind as shown to users. */
export function sentenceKey(item: NotificationItem) {
  switch (item.type) {
    case NotificationType.Like:
      return 'notifications.kinds.like' as const;
    case NotificationType.Comment:
      return 'notifications.kinds.comment' as const;
    case NotificationType.Reply:
      return 'notifications.kinds.reply' as const;
    case NotificationType.NewIdea:
      return 'notifications.kinds.newIdea' as const;
    case NotificationType.IdeaUpdate:
      return 'notifications.kinds.ideaUpdate' as const;
    case NotificationType.Follow:
      return item.actorCount > 1
        ? ('notifications.kinds.followGroup' as const)
        : ('notifications.kinds.follow' as const);
    case NotificationType.Review:
      return typeof item.payload.score === 'number'
        ? ('notifications.kinds.review' as const)
        : ('notifications.kinds.reviewNoScore' as const);
    case NotificationType.Share:
      return 'notifications.kinds.share' as const;
    case NotificationType.ReportDecision:
      if (item.payload.status === 'dismissed') return 'notifications.kinds.reportDismissed' as const;
      if (item.payload.actionTaken === 'hide') return 'notifications.kinds.reportHidden' as const;
      if (item.payload.actionTaken === 'delete') return 'notifications.kinds.reportDeleted' as const;
      return 'notifications.kinds.reportNoAction' as const;
    case NotificationType.AppealDecision: {
      const isUpheld = item.payload.outcome === 'upheld';
      if (item.payload.action === 'delete')
        return isUpheld
          ? ('notifications.kinds.appealUpheldDelete' as const)
          : ('notifications.kinds.appealRejectedDelete' as const);
      if (item.payload.action === 'warn')
        return isUpheld
          ? ('notifications.kinds.appealUpheldWarn' as const)
          : ('notifications.kinds.appealRejectedWarn' as const);
      return isUpheld ? ('notifications.kinds.appealUpheld' as const) : ('notifications.kinds.appealRejected' as const);
    }
    case NotificationType.ModerationDecision:
      if (item.payload.action === 'hide') return 'notifications.kinds.moderationHide' as const;
      if (item.payload.action === 'delete') return 'notifications.kinds.moderationDelete' as const;
      return 'notifications.kinds.moderationWarn' as const;
    case NotificationType.AppealAssigned:
      return 'notifications.kinds.appealAssigned' as const;
    case NotificationType.IdeaAccess:
      if (item.payload.event === 'approved') return 'notifications.kinds.accessApproved' as const;
      if (item.payload.event === 'declined') return 'notifications.kinds.accessDeclined' as const;
      if (item.payload.event === 'revoked') return 'notifications.kinds.accessRevoked' as const;
      return 'notifications.kinds.accessRequest' as const;
    default:
      return item.payload.event === 'accepted'
        ? ('notifications.kinds.friendAccepted' as const)
        : ('notifications.kinds.friendRequest' as const);
  }
}

/** "Somchai and 3 others liked your comment", the actor (or the reported idea) in bold. */
export function NotificationSentence({ item }: { item: NotificationItem }) {
  const { t } = useTranslation();
  const name = item.actionByAccount ? displayName(item.actionByAccount) : t('notifications.someone');
  const actor = item.actorCount > 1 ? t('notifications.andOthers', { name, count: item.actorCount - 1 }) : name;
  return (
    <Trans
      i18nKey={sentenceKey(item)}
      values={{
        actor,
        score: item.payload.score,
        idea: item.payload.ideaName,
        count: item.actorCount,
        reason: item.payload.reason
          ? t(`ideaDetail.reasons.${item.payload.reason}`)
          : t('notifications.kinds.moderationNoReason'),
      }}
      components={{ strong: <strong /> }}
    />
  );
}
