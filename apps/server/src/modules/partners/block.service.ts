import type { BlockedPerson, PageQuery, Paged, PartnerRelation } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { clearNotificationsFrom } from '../notifications/notification.service';
import { personBehind } from '../trust/trust.service';
import { blockRepository } from './block.repository';
import { endFollowsBetweenPersons } from '../engagement/engagement.service';
import { revokeAccessBetweenPersons } from '../idea-access/idea-access.service';
import { partnerRepository } from './partner.repository';
import { relationWith } from './partner.service';
import { deleteAnswersIfBothWish } from './partner-questions.service';
import { presentPerson } from '../accounts/person.presenter';
import { pageOf, pageWindow } from '../../lib/paging';

/**
 * Whom a person may block: any live account, a sub-account (persona) included, that is not one of
 * their own. Returns the person behind it (the persona's owner, else the account).
 */
async function requireBlockable(db: Database, viewerId: string, accountId: string): Promise<string> {
  const target = await partnerRepository.findAccount(db, accountId);
  if (!target || target.isDeactivated) throw new AppError('PARTNER_UNAVAILABLE');
  if (await blockRepository.isSamePerson(db, viewerId, accountId)) throw new AppError('PARTNER_SELF');
  return (await personBehind(db, accountId)) ?? accountId;
}

/**
 * `POST /api/partner/block`: blocks a person, whichever of their accounts is named (a main account
 * or one of its personas): no persona of either side can then request, message or comment on the
 * other's ideas, and neither shows up in the other's search or suggestions. A partnership and any
 * pending request between them end, so do follows either way and approvals to read each other's
 * confidential ideas (revoked, not paused), and the viewer's unread notifications from them are cleared.
 */
export async function blockAccount(db: Database, viewerId: string, accountId: string): Promise<PartnerRelation> {
  const personId = await requireBlockable(db, viewerId, accountId);
  await db.transaction(async (tx) => {
    await blockRepository.insert(tx, viewerId, accountId);
    // Neither follows the other any more, from any of their accounts.
    await endFollowsBetweenPersons(tx, viewerId, accountId);
    await partnerRepository.disconnect(tx, viewerId, personId);
    await deleteAnswersIfBothWish(tx, viewerId, personId);
    await partnerRepository.cancelPendingBetween(tx, viewerId, personId);
    // Access either gave to the other's confidential ideas ends for good: unblocking restores none.
    await revokeAccessBetweenPersons(tx, viewerId, personId, new Date());
    await clearNotificationsFrom(tx, viewerId, personId);
  });
  return relationWith(db, viewerId, accountId);
}

/** `DELETE /api/partner/block/{accountId}`: lifts the viewer's block on that person (any of their accounts), if any. */
export async function unblockAccount(db: Database, viewerId: string, accountId: string): Promise<PartnerRelation> {
  await blockRepository.deletePersonBlocks(db, viewerId, accountId);
  return relationWith(db, viewerId, accountId);
}

/** `GET /api/partner/block`: the people the viewer blocked (any of whose accounts), newest block first. */
export async function listBlocked(db: Database, viewerId: string, query: PageQuery): Promise<Paged<BlockedPerson>> {
  const { rows, totalItems } = await blockRepository.listBlocked(db, viewerId, pageWindow(query));
  return pageOf(
    query,
    totalItems,
    rows.map((row) => ({ ...presentPerson(row.person), blockedAt: row.blockedAt.toISOString() })),
  );
}
