import { NotificationType, TRUST } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { createNotificationsFor, notifyOnceWithin } from '../notifications/notification.service';
import { bookmarkRepository } from './bookmark.repository';
import { followRepository } from './follow.repository';

const EXCERPT_LENGTH = 100;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

/**
 * A new idea tells the owner's followers, inside the transaction that creates it. A confidential
 * idea tells nobody: its owner chooses who learns of it. Blocks either way are left out.
 */
export async function notifyFollowersOfNewIdea(
  tx: Database,
  idea: { id: string; ownerAccountId: string; name: string; visibility: string },
): Promise<void> {
  if (idea.visibility === 'confidential') return;
  const followers = await followRepository.followerIdsOf(tx, idea.ownerAccountId);
  await createNotificationsFor(tx, followers, {
    actorAccountId: idea.ownerAccountId,
    type: NotificationType.NewIdea,
    subjectType: 'idea',
    subjectId: idea.id,
    payload: { ideaName: idea.name },
  });
}

/**
 * An owner's update tells the people who saved the idea and the owner's followers, once each, never
 * the owner, and nobody across a block. A hidden idea tells nobody: they could not open it.
 */
export async function notifyOfIdeaUpdate(
  tx: Database,
  idea: { id: string; ownerAccountId: string; name: string; isHidden: boolean },
  update: { id: string; text: string },
): Promise<void> {
  if (idea.isHidden) return;
  const [savers, followers] = await Promise.all([
    bookmarkRepository.saverIdsOf(tx, idea.id, idea.ownerAccountId),
    followRepository.followerIdsOf(tx, idea.ownerAccountId),
  ]);
  await createNotificationsFor(tx, [...savers, ...followers], {
    actorAccountId: idea.ownerAccountId,
    type: NotificationType.IdeaUpdate,
    subjectType: 'idea',
    subjectId: idea.id,
    payload: { ideaName: idea.name, excerpt: excerpt(update.text), updateId: update.id },
  });
}

/**
 * A new follower tells the person followed. Every follow of one person is one line of their list
 * ("3 people followed you"); following, unfollowing and following again rings once a day, not each
 * time.
 */
export async function notifyOfFollow(tx: Database, followerId: string, followedId: string): Promise<void> {
  await notifyOnceWithin(
    tx,
    {
      recipientAccountId: followedId,
      actorAccountId: followerId,
      type: NotificationType.Follow,
      subjectType: 'account',
      subjectId: followedId,
    },
    { onceKey: 'follow', windowMs: TRUST.renotifyWindowMs },
  );
}
