import {
  NotificationType,
  TRUST,
  type IdeaAccessLogEntry,
  type IdeaAccessRequest,
  type IdeaAccessRequestBody,
  type IdeaAccessStatus,
  type PageQuery,
  type Paged,
} from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageOf } from '../../lib/paging';
import type { WarnLogger } from '../storage/storage.service';
import { findIdeaWithOwner } from '../ideas/idea-read.service';
import { requireVisibleIdea } from '../ideas/idea.service';
import type { Mailer } from '../mail/mail.service';
import { createNotification, notifyOnceWithin } from '../notifications/notification.service';
import { blockPolicy } from '../partners/block.policy';
import { assertQuota } from '../trust/trust.service';
import { requestAllowedAt } from './access-state';
import { mailOwnerAboutRequest } from './idea-access.mail';
import { presentAccessRequest, presentAccessView } from './idea-access.presenter';
import { ideaAccessRepository as repo } from './idea-access.repository';

/** What a request needs besides the database: the mailer and the address links point to. */
export type AccessMailContext = { mailer: Mailer; publicUrl: string; log: WarnLogger };

const EXCERPT_CHARS = 140;

type AccessEvent = 'request' | 'approved' | 'declined' | 'revoked';

/** The IdeaAccess notification of one event, as stored. */
const accessNotification = (
  event: AccessEvent,
  {
    to,
    from,
    requestId,
    idea,
    note,
  }: { to: string; from: string; requestId: string; idea: { id: string; name: string }; note?: string },
) => ({
  recipientAccountId: to,
  actorAccountId: from,
  type: NotificationType.IdeaAccess,
  subjectType: 'idea_access_request',
  subjectId: requestId,
  payload: {
    event,
    ideaId: idea.id,
    ideaName: idea.name,
    ...(note ? { excerpt: note.length > EXCERPT_CHARS ? `${note.slice(0, EXCERPT_CHARS - 1)}…` : note } : {}),
  },
});

/** The IdeaAccess notification of one event, inside the change's transaction. */
const notify = (tx: Database, event: AccessEvent, input: Parameters<typeof accessNotification>[1]) =>
  createNotification(tx, accessNotification(event, input));

const presentById = async (db: Database, requestId: string): Promise<IdeaAccessRequest> => {
  const row = await repo.findWithRequester(db, requestId);
  if (!row) throw new AppError('NOT_FOUND');
  return presentAccessRequest(row);
};

/**
 * `POST /api/idea/{id}/access-request`: a signed-in person who may see a confidential idea asks its
 * owner for the details, with a note (docs/idea-protection.md). Refused for one's own idea, an idea
 * that is not confidential, while the person and the owner are blocked either way, while an earlier
 * request is pending or approved, within the cool-down after a decline, without accepting the
 * owner's terms when there are some, and over the daily quota. The owner is notified and mailed,
 * once a day for one person's requests for one idea however often they are withdrawn and sent again.
 */
export async function requestIdeaAccess(
  db: Database,
  context: AccessMailContext,
  {
    accountId,
    ideaId,
    body,
    now = new Date(),
  }: { accountId: string; ideaId: string; body: IdeaAccessRequestBody; now?: Date },
): Promise<IdeaAccessRequest> {
  await requireVisibleIdea(db, ideaId, accountId);
  const row = await findIdeaWithOwner(db, ideaId);
  if (!row) throw new AppError('NOT_FOUND');
  const { idea, owner } = row;
  if (idea.ownerAccountId === accountId) throw new AppError('IDEA_ACCESS_OWN_IDEA');
  if (idea.visibility !== 'confidential') throw new AppError('IDEA_ACCESS_NOT_CONFIDENTIAL');
  if (await blockPolicy.isBlockedEitherWay(db, accountId, idea.ownerAccountId)) throw new AppError('BLOCKED');
  const latest = await repo.latestOf(db, ideaId, accountId);
  if (latest?.status === 'pending') throw new AppError('IDEA_ACCESS_PENDING');
  if (latest?.status === 'approved') throw new AppError('IDEA_ACCESS_ALREADY_GRANTED');
  const allowedAt = requestAllowedAt(latest, now);
  if (allowedAt) {
    const retryAfterSeconds = Math.max(1, Math.ceil((allowedAt.getTime() - now.getTime()) / 1000));
    throw new AppError('IDEA_ACCESS_COOLDOWN', { retryAfterSeconds });
  }
  if (idea.accessTerms && body.acceptTerms !== true) throw new AppError('IDEA_ACCESS_TERMS_REQUIRED');
  await assertQuota(
    db,
    accountId,
    TRUST.ideaAccessRequest,
    {
      countSince: (since) => repo.countSentSince(db, accountId, since),
      oldestSince: (since) => repo.oldestSentSince(db, accountId, since),
    },
    now,
  );

  const note = body.note.trim();
  let isNewNotice = false;
  const created = await db.transaction(async (tx) => {
    const inserted = await repo.insert(tx, {
      ideaId,
      requesterAccountId: accountId,
      note,
      terms: idea.accessTerms,
      termsAcceptedAt: idea.accessTerms ? now : null,
    });
    // Two requests at once: the open-request index lets one in.
    if (!inserted) throw new AppError('IDEA_ACCESS_PENDING');
    // Ask, withdraw, ask again: the owner hears of one person's requests for one idea once a day.
    isNewNotice = await notifyOnceWithin(
      tx,
      accessNotification('request', { to: idea.ownerAccountId, from: accountId, requestId: inserted.id, idea, note }),
      { onceKey: `access:${ideaId}`, windowMs: TRUST.renotifyWindowMs, now },
    );
    return inserted;
  });
  const request = await presentById(db, created.id);
  if (!isNewNotice) return request;
  await mailOwnerAboutRequest(db, context, {
    ownerId: owner.id,
    ideaId,
    ideaName: idea.name,
    requester: request.requester,
    note,
    hasTerms: Boolean(idea.accessTerms),
  }).catch((err: unknown) =>
    context.log.warn({ err, requestId: created.id }, 'could not mail the owner about a request'),
  );
  return request;
}

/** `DELETE /api/idea/{id}/access-request/{requestId}`: the requester withdraws a request still pending. */
export async function cancelIdeaAccessRequest(
  db: Database,
  {
    accountId,
    ideaId,
    requestId,
    now = new Date(),
  }: { accountId: string; ideaId: string; requestId: string; now?: Date },
): Promise<IdeaAccessRequest> {
  await db.transaction(async (tx) => {
    const request = await repo.lock(tx, ideaId, requestId);
    if (!request || request.requesterAccountId !== accountId) throw new AppError('NOT_FOUND');
    if (request.status !== 'pending') throw new AppError('IDEA_ACCESS_REQUEST_CLOSED');
    await repo.setStatus(tx, requestId, { status: 'cancelled', decidedAt: now });
  });
  return presentById(db, requestId);
}

/** `GET /api/idea/{id}/access-request` (owner): the idea's requests, newest first. */
export async function listIdeaAccessRequests(
  db: Database,
  ideaId: string,
  query: PageQuery & { status?: IdeaAccessStatus },
): Promise<Paged<IdeaAccessRequest>> {
  const { rows, total } = await repo.listForIdea(db, ideaId, {
    status: query.status,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return pageOf(query, total, rows.map(presentAccessRequest));
}

/**
 * `POST /api/idea/{id}/access-request/{requestId}/approve|decline` (owner): answers a pending
 * request and tells the requester. An approval gives the details at once (their next read); it is
 * refused while the two are blocked either way.
 */
export async function decideIdeaAccessRequest(
  db: Database,
  {
    ownerId,
    ideaId,
    requestId,
    decision,
    now = new Date(),
  }: { ownerId: string; ideaId: string; requestId: string; decision: 'approved' | 'declined'; now?: Date },
): Promise<IdeaAccessRequest> {
  const row = await findIdeaWithOwner(db, ideaId);
  if (!row) throw new AppError('NOT_FOUND');
  await db.transaction(async (tx) => {
    const request = await repo.lock(tx, ideaId, requestId);
    if (!request) throw new AppError('NOT_FOUND');
    if (request.status !== 'pending') throw new AppError('IDEA_ACCESS_REQUEST_CLOSED');
    if (decision === 'approved' && (await blockPolicy.isBlockedEitherWay(tx, ownerId, request.requesterAccountId))) {
      throw new AppError('BLOCKED');
    }
    await repo.setStatus(tx, requestId, { status: decision, decidedAt: now });
    await notify(tx, decision, { to: request.requesterAccountId, from: ownerId, requestId, idea: row.idea });
  });
  return presentById(db, requestId);
}

/**
 * `DELETE /api/idea/{id}/access/{accountId}` (owner): ends a person's access. Their very next read
 * shows the public face only, and their image links stop working; their past reads stay in the log.
 */
export async function revokeIdeaAccess(
  db: Database,
  { ownerId, ideaId, accountId, now = new Date() }: { ownerId: string; ideaId: string; accountId: string; now?: Date },
): Promise<{ accountId: string; revokedAt: string }> {
  const row = await findIdeaWithOwner(db, ideaId);
  if (!row) throw new AppError('NOT_FOUND');
  await db.transaction(async (tx) => {
    const approval = await repo.lockApproval(tx, ideaId, accountId);
    if (!approval) throw new AppError('IDEA_ACCESS_NOT_GRANTED');
    await repo.setStatus(tx, approval.id, { status: 'revoked', revokedAt: now });
    await notify(tx, 'revoked', { to: accountId, from: ownerId, requestId: approval.id, idea: row.idea });
  });
  return { accountId, revokedAt: now.toISOString() };
}

/** `GET /api/idea/{id}/access-log` (owner): who read the details and when, newest first. */
export async function listIdeaAccessLog(
  db: Database,
  ideaId: string,
  query: PageQuery,
): Promise<Paged<IdeaAccessLogEntry>> {
  const { rows, total } = await repo.listViews(db, ideaId, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return pageOf(query, total, rows.map(presentAccessView));
}

/**
 * Ends every approval to read a confidential idea between the two people (any account of either,
 * as owner or reader): a block revokes them for good, so lifting it gives nothing back.
 */
export async function revokeAccessBetweenPersons(db: Database, a: string, b: string, now: Date): Promise<void> {
  await repo.revokeBetweenPersons(db, a, b, now);
}
