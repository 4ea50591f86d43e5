import { IDEA_ACCESS_LIMITS, type IdeaAccessState } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import type { IdeaAccessRequestRow } from '../../db/schema/index';
import { blockPolicy } from '../partners/block.policy';
import { ideaAccessPolicy, type ProtectedIdea } from './idea-access.policy';
import { ideaAccessRepository as repo } from './idea-access.repository';

const DAY_MS = 86_400_000;

/** After the owner declines, when the requester may ask again (null when they may already). */
export function requestAllowedAt(latest: IdeaAccessRequestRow | null, now: Date): Date | null {
  if (latest?.status !== 'declined' || !latest.decidedAt) return null;
  const allowed = new Date(latest.decidedAt.getTime() + IDEA_ACCESS_LIMITS.declineCooldownDays * DAY_MS);
  return allowed > now ? allowed : null;
}

/** The viewer's access to an idea they may see, as the detail reports it (`withheld` is filled by the caller). */
export type AccessReading = Omit<IdeaAccessState, 'withheld'>;

/**
 * What the viewer reads of an idea they may see and whether they may ask for more
 * (docs/idea-protection.md): the owner reads all and sees how many requests wait; a signed-in
 * person reads a confidential idea's details once the owner approved them, while neither blocked
 * the other, and may ask when nothing of theirs is pending or approved, no block stands and no
 * decline is fresher than the cool-down.
 */
export async function readAccess(
  db: Database,
  idea: ProtectedIdea & { id: string },
  viewerId: string | null,
  now = new Date(),
): Promise<AccessReading> {
  const isOwner = viewerId !== null && viewerId === idea.ownerAccountId;
  const isConfidential = idea.visibility === 'confidential';
  const base: AccessReading = {
    canReadDetails: true,
    myRequest: null,
    canRequest: false,
    requestAllowedAt: null,
    pendingRequestCount: null,
  };
  if (isOwner) return { ...base, pendingRequestCount: await repo.countPending(db, idea.id) };
  if (!isConfidential) return base;
  if (viewerId === null) return { ...base, canReadDetails: false };
  const [latest, isBlocked] = await Promise.all([
    repo.latestOf(db, idea.id, viewerId),
    blockPolicy.isBlockedEitherWay(db, viewerId, idea.ownerAccountId),
  ]);
  const isApproved = latest?.status === 'approved';
  const allowedAt = requestAllowedAt(latest, now);
  return {
    ...base,
    canReadDetails: ideaAccessPolicy.canReadDetails(idea, viewerId, { isApproved, isBlocked }),
    myRequest: latest && {
      id: latest.id,
      status: latest.status,
      createdAt: latest.createdAt.toISOString(),
      decidedAt: latest.decidedAt?.toISOString() ?? null,
    },
    canRequest: !isBlocked && latest?.status !== 'pending' && !isApproved && allowedAt === null,
    requestAllowedAt: allowedAt?.toISOString() ?? null,
  };
}

/**
 * Logs that an approved person read a confidential idea's details (the owner's access log); reads
 * within IDEA_ACCESS_LIMITS.viewMergeMinutes of their last entry are one entry.
 */
export async function logDetailRead(db: Database, ideaId: string, accountId: string, now = new Date()) {
  const mergeSince = new Date(now.getTime() - IDEA_ACCESS_LIMITS.viewMergeMinutes * 60_000);
  await repo.recordView(db, { ideaId, accountId, now, mergeSince });
}
