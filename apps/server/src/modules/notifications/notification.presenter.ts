import {
  NotificationType,
  type IdeaAccessStatus,
  type ModerationAction,
  type NotificationItem,
  type NotificationSummary,
  type ReportReason,
} from '@ideamatch/shared';
import type { Notification } from '../../db/schema/index';
import { presentPerson, type PersonRow } from '../accounts/person.presenter';
import { ideaPolicy, type IdeaVisibility } from '../ideas/idea.policy';

type Actor = PersonRow & { isDeactivated: boolean };
type CommentState = { id: string; ideaId: string; isDeleted: boolean };
type RequestState = { id: string; status: 'pending' | 'accepted' | 'declined' | 'cancelled' };
type AccessRequestState = { id: string; ideaId: string; status: IdeaAccessStatus };

export type NotificationLookups = {
  actors: Map<string, Actor>;
  ideas: Map<string, IdeaVisibility>;
  comments: Map<string, CommentState>;
  requests: Map<string, RequestState>;
  accessRequests: Map<string, AccessRequestState>;
};

/** What the stored payload may hold; see `createNotification`. */
export type StoredPayload = {
  score?: number;
  excerpt?: string;
  commentId?: string;
  ideaId?: string;
  event?: 'request' | 'accepted' | 'approved' | 'declined' | 'revoked';
  ideaName?: string;
  status?: 'resolved' | 'dismissed';
  actionTaken?: 'none' | 'hide' | 'delete';
  outcome?: 'upheld' | 'rejected';
  note?: string;
  action?: ModerationAction;
  reason?: ReportReason;
};

/** A line of the list: notifications sharing a key, shown through the newest one. */
export type NotificationLine = { lineKey: string; actorCount: number; isRead: boolean };

const isIdeaOpen = (idea: IdeaVisibility | undefined, viewerId: string) =>
  Boolean(idea && ideaPolicy.isVisibleTo(idea, viewerId));

function presentTarget(row: Notification, payload: StoredPayload, lookups: NotificationLookups, viewerId: string) {
  if (row.subjectType === 'partner_request') {
    const actor = row.actorAccountId ? lookups.actors.get(row.actorAccountId) : undefined;
    return {
      kind: 'partnerRequest' as const,
      ideaId: null,
      commentId: null,
      accountId: row.actorAccountId,
      isAvailable: Boolean(actor && !actor.isDeactivated),
    };
  }
  if (row.subjectType === 'account') {
    // A follow opens the newest follower's profile.
    const actor = row.actorAccountId ? lookups.actors.get(row.actorAccountId) : undefined;
    return {
      kind: 'account' as const,
      ideaId: null,
      commentId: null,
      accountId: row.actorAccountId,
      isAvailable: Boolean(actor && !actor.isDeactivated),
    };
  }
  if (row.subjectType === 'idea_access_request') {
    // An access request opens its idea (the owner's list of requests, or the details once approved).
    const ideaId = lookups.accessRequests.get(row.subjectId)?.ideaId ?? payload.ideaId ?? null;
    return {
      kind: 'idea' as const,
      ideaId,
      commentId: null,
      accountId: null,
      isAvailable: Boolean(ideaId && isIdeaOpen(lookups.ideas.get(ideaId), viewerId)),
    };
  }
  if (row.subjectType === 'comment') {
    const comment = lookups.comments.get(row.subjectId);
    const ideaId = comment?.ideaId ?? payload.ideaId ?? null;
    return {
      kind: 'comment' as const,
      ideaId,
      commentId: row.subjectId,
      accountId: null,
      isAvailable: Boolean(comment && !comment.isDeleted && ideaId && isIdeaOpen(lookups.ideas.get(ideaId), viewerId)),
    };
  }
  return {
    kind: 'idea' as const,
    ideaId: row.subjectId,
    commentId: payload.commentId ?? null,
    accountId: null,
    // A moderator's decision on the recipient's own idea opens its page even once deleted (the page
    // says why and offers the appeal); an appeal to review opens the dashboard's appeals.
    isAvailable:
      row.type === NotificationType.ModerationDecision ||
      row.type === NotificationType.AppealAssigned ||
      isIdeaOpen(lookups.ideas.get(row.subjectId), viewerId),
  };
}

/** One notification line as the list and the socket push show it. */
export function presentNotification(
  row: Notification,
  line: NotificationLine,
  lookups: NotificationLookups,
  viewerId: string,
): NotificationItem {
  const payload = row.payload as StoredPayload;
  const actor = row.actorAccountId ? lookups.actors.get(row.actorAccountId) : undefined;
  const request = row.subjectType === 'partner_request' ? lookups.requests.get(row.subjectId) : undefined;
  const accessRequest =
    row.subjectType === 'idea_access_request' ? lookups.accessRequests.get(row.subjectId) : undefined;
  return {
    id: row.id,
    type: row.type,
    // A moderator's decision comes from "the moderators", never a named staff member the owner could pursue.
    actionByAccount: actor && row.type !== NotificationType.ModerationDecision ? presentPerson(actor) : null,
    actorCount: Math.max(1, line.actorCount),
    payload: {
      ...(typeof payload.score === 'number' ? { score: payload.score } : {}),
      ...(payload.excerpt ? { excerpt: payload.excerpt } : {}),
      ...(payload.event ? { event: payload.event } : {}),
      ...(payload.ideaName ? { ideaName: payload.ideaName } : {}),
      ...(payload.status ? { status: payload.status } : {}),
      ...(payload.actionTaken ? { actionTaken: payload.actionTaken } : {}),
      ...(payload.outcome ? { outcome: payload.outcome } : {}),
      ...(payload.note ? { note: payload.note } : {}),
      ...(payload.action ? { action: payload.action } : {}),
      ...(payload.reason ? { reason: payload.reason } : {}),
    },
    target: presentTarget(row, payload, lookups, viewerId),
    partnerRequest: request ? { id: request.id, status: request.status } : null,
    accessRequest: accessRequest
      ? { id: accessRequest.id, ideaId: accessRequest.ideaId, status: accessRequest.status }
      : null,
    isRead: line.isRead,
    datetimeCreate: row.createdAt.toISOString(),
  };
}

/** The bell's summary from the account's summary row (absent until the first notification). */
export const presentSummary = (
  row:
    | {
        latestNotificationId: string | null;
        latestNotificationAt: Date | null;
        lastAcknowledgedAt: Date | null;
        unreadCount: number;
      }
    | undefined,
): NotificationSummary => ({
  id: row?.latestNotificationId ?? null,
  isAcknowledge:
    !row?.latestNotificationAt ||
    Boolean(row.lastAcknowledgedAt && row.lastAcknowledgedAt.getTime() >= row.latestNotificationAt.getTime()),
  unreadCount: Math.max(0, row?.unreadCount ?? 0),
});
