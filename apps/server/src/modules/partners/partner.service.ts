import { DISMISS_DAYS, NotificationType, PARTNER_LIMITS, type PartnerRelation } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { openPartnerChat } from '../chat/chat.service';
import { createNotification, notifyOnceWithin } from '../notifications/notification.service';
import { assertPartnerRequestQuota } from '../trust/trust.service';
import { isBlockedEitherWay } from './block.repository';
import { presentRelation } from './partner.presenter';
import { deleteAnswersIfBothWish } from './partner-questions.service';
import { partnerRepository } from './partner.repository';

const HOUR_MS = 60 * 60_000;

/** The viewer's relation with one person (`GET /api/partner/relation/{accountId}`). */
export async function relationWith(db: Database, viewerId: string, accountId: string): Promise<PartnerRelation> {
  const row = await partnerRepository.findPerson(db, viewerId, accountId);
  if (!row) throw new AppError('PARTNER_UNAVAILABLE');
  return presentRelation(row, viewerId);
}

/** The person a partner action aims at: a live main account other than the viewer. */
export async function requireOtherPerson(db: Database, viewerId: string, accountId: string): Promise<void> {
  if (accountId === viewerId) throw new AppError('PARTNER_SELF');
  const target = await partnerRepository.findAccount(db, accountId);
  if (!target || target.isDeactivated || target.ownerAccountId) throw new AppError('PARTNER_UNAVAILABLE');
}

/** Connects the pair of a request the addressee accepted, and tells the requester. */
async function acceptInTransaction(
  tx: Database,
  request: { id: string; requesterAccountId: string; addresseeAccountId: string },
) {
  if (!(await partnerRepository.close(tx, request.id, 'accepted'))) throw new AppError('PARTNER_REQUEST_CLOSED');
  await partnerRepository.connect(tx, request.requesterAccountId, request.addresseeAccountId);
  // New partners find each other in their chat lists at once, with nothing written yet.
  await openPartnerChat(tx, request.requesterAccountId, request.addresseeAccountId);
  await createNotification(tx, {
    recipientAccountId: request.requesterAccountId,
    actorAccountId: request.addresseeAccountId,
    type: NotificationType.Friend,
    subjectType: 'partner_request',
    subjectId: request.id,
    payload: { event: 'accepted' },
  });
}

/**
 * `POST /api/partner/request`: asks to connect and notifies the addressee (type Friend). When the
 * other person already asked the viewer (even at the same moment: the pending-pair index lets only
 * one request in), the viewer's ask accepts theirs, so the two end up connected once. The optional
 * note (why them, what next) travels with the request and is shown to the addressee.
 */
export async function requestPartner(
  db: Database,
  viewerId: string,
  accountId: string,
  note?: string,
): Promise<PartnerRelation> {
  await requireOtherPerson(db, viewerId, accountId);
  if (await isBlockedEitherWay(db, viewerId, accountId)) throw new AppError('BLOCKED');
  if (await partnerRepository.isPartner(db, viewerId, accountId)) throw new AppError('PARTNER_ALREADY_CONNECTED');
  // Asking again too soon after a decline; answering their own request to the viewer is always fine.
  const open = await partnerRepository.findPendingBetween(db, viewerId, accountId);
  if (open?.requesterAccountId !== accountId) await refuseDuringCooldown(db, viewerId, accountId);
  await assertPartnerRequestQuota(db, viewerId);

  await db.transaction(async (tx) => {
    const created = await partnerRepository.insertPending(tx, viewerId, accountId, note ?? null);
    if (created) {
      // Request, cancel, request again: the addressee's bell rings once per window, not each time.
      await notifyOnceWithin(
        tx,
        {
          recipientAccountId: accountId,
          actorAccountId: viewerId,
          type: NotificationType.Friend,
          subjectType: 'partner_request',
          subjectId: created.id,
          payload: { event: 'request' },
        },
        { onceKey: 'partner-request', windowMs: PARTNER_LIMITS.renotifyWindowHours * HOUR_MS },
      );
      return;
    }
    const pending = await partnerRepository.findPendingBetween(tx, viewerId, accountId);
    if (!pending) throw new AppError('CONFLICT');
    if (pending.requesterAccountId === viewerId) throw new AppError('PARTNER_REQUEST_ALREADY_SENT');
    await acceptInTransaction(tx, pending);
  });
  return relationWith(db, viewerId, accountId);
}

/**
 * 429 while the addressee's decline of the requester's last request cools down
 * (PARTNER_LIMITS.declineCooldownDays), saying when a new request is allowed.
 */
async function refuseDuringCooldown(db: Database, requesterId: string, addresseeId: string, now = new Date()) {
  const allowedAt = await partnerRepository.requestAllowedAt(db, requesterId, addresseeId);
  if (!allowedAt || allowedAt <= now) return;
  throw new AppError('PARTNER_REQUEST_COOLDOWN', {
    retryAfterSeconds: Math.ceil((allowedAt.getTime() - now.getTime()) / 1000),
  });
}

/** A pending-or-not request the viewer is party to in the given role; 404 for anyone else. */
async function requireRequest(db: Database, viewerId: string, requestId: string, role: 'requester' | 'addressee') {
  const request = await partnerRepository.findRequest(db, requestId);
  const partyId = role === 'requester' ? request?.requesterAccountId : request?.addresseeAccountId;
  if (!request || partyId !== viewerId) throw new AppError('NOT_FOUND');
  if (request.status !== 'pending') throw new AppError('PARTNER_REQUEST_CLOSED');
  return request;
}

/** `DELETE /api/partner/request/{id}`: "cancel request to connect" (requester only). */
export async function cancelRequest(db: Database, viewerId: string, requestId: string): Promise<PartnerRelation> {
  const request = await requireRequest(db, viewerId, requestId, 'requester');
  if (!(await partnerRepository.close(db, request.id, 'cancelled'))) throw new AppError('PARTNER_REQUEST_CLOSED');
  return relationWith(db, viewerId, request.addresseeAccountId);
}

/** `POST /api/partner/request/{id}/accept` (addressee only). */
export async function acceptRequest(db: Database, viewerId: string, requestId: string): Promise<PartnerRelation> {
  const request = await requireRequest(db, viewerId, requestId, 'addressee');
  if (await isBlockedEitherWay(db, viewerId, request.requesterAccountId)) throw new AppError('BLOCKED');
  await db.transaction((tx) => acceptInTransaction(tx, request));
  return relationWith(db, viewerId, request.requesterAccountId);
}

/** `POST /api/partner/request/{id}/decline` (addressee only); the requester is not told. */
export async function declineRequest(db: Database, viewerId: string, requestId: string): Promise<PartnerRelation> {
  const request = await requireRequest(db, viewerId, requestId, 'addressee');
  if (!(await partnerRepository.close(db, request.id, 'declined'))) throw new AppError('PARTNER_REQUEST_CLOSED');
  return relationWith(db, viewerId, request.requesterAccountId);
}

/**
 * `DELETE /api/partner/{accountId}`: disconnects a connected partner. Their answers to the questions
 * to agree on stay readable to both unless both wished them deleted.
 */
export async function disconnectPartner(db: Database, viewerId: string, accountId: string): Promise<PartnerRelation> {
  if (accountId === viewerId) throw new AppError('PARTNER_SELF');
  await db.transaction(async (tx) => {
    if (!(await partnerRepository.disconnect(tx, viewerId, accountId))) throw new AppError('PARTNER_NOT_CONNECTED');
    // The pair's answers to the questions to agree on go now if both asked for it beforehand.
    await deleteAnswersIfBothWish(tx, viewerId, accountId);
  });
  return relationWith(db, viewerId, accountId);
}

const DAY_MS = 24 * HOUR_MS;

/**
 * `POST /api/partner/dismissed`: "not interested" hides the person from the viewer's suggestions
 * for DISMISS_DAYS (search still finds them; nothing is said to them).
 */
export async function dismissSuggestion(db: Database, viewerId: string, accountId: string, now = new Date()) {
  await requireOtherPerson(db, viewerId, accountId);
  const until = new Date(now.getTime() + DISMISS_DAYS * DAY_MS);
  await partnerRepository.dismiss(db, viewerId, accountId, until);
  return { accountId, until: until.toISOString() };
}

/** `DELETE /api/partner/dismissed/{accountId}`: suggests the person again (undo); `until` is now. */
export async function undismissSuggestion(db: Database, viewerId: string, accountId: string, now = new Date()) {
  await partnerRepository.undismiss(db, viewerId, accountId);
  return { accountId, until: now.toISOString() };
}
