import type { PartnerRelation } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { notificationRepository } from '../notifications/notification.repository';
import { blockRepository } from './block.repository';
import { partnerRepository } from './partner.repository';
import { relationWith, requireOtherPerson } from './partner.service';

/**
 * `POST /api/partner/block`: blocks a person. They can no longer request, message or comment on the
 * viewer's ideas, and neither shows up in the other's search or suggestions; a partnership and any
 * pending request between them end, and the viewer's unread notifications from them are cleared.
 */
export async function blockAccount(db: Database, viewerId: string, accountId: string): Promise<PartnerRelation> {
  await requireOtherPerson(db, viewerId, accountId);
  await db.transaction(async (tx) => {
    await blockRepository.insert(tx, viewerId, accountId);
    await partnerRepository.disconnect(tx, viewerId, accountId);
    await partnerRepository.cancelPendingBetween(tx, viewerId, accountId);
    await notificationRepository.markAllRead(tx, viewerId, accountId);
    await notificationRepository.recountUnread(tx, viewerId);
  });
  return relationWith(db, viewerId, accountId);
}

/** `DELETE /api/partner/block/{accountId}`: lifts the viewer's block, if any. */
export async function unblockAccount(db: Database, viewerId: string, accountId: string): Promise<PartnerRelation> {
  await blockRepository.delete(db, viewerId, accountId);
  return relationWith(db, viewerId, accountId);
}
