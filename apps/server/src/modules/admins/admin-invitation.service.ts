import { randomBytes } from 'node:crypto';
import {
  ADMIN_INVITATION_TTL_DAYS,
  type AdminInvitationView,
  type AdminInviteInput,
  type AccountRole as Role,
} from '@ideamatch/shared';
import { displayName } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashToken, type SessionInfo } from '../auth/session.service';
import { recordAudit } from '../audit/audit.service';
import type { Mailer } from '../mail/mail.service';
import { invitationUnsubscribeHeaders } from '../account-center/unsubscribe-link';
import { adminInvitationMail } from './admin-invitation.mail';
import { adminRepository } from './admin.repository';
import { assertMayGrantRole, isStaff, promoteAccount } from './admin.service';
import { countReviewsOfVerifiedAccount } from '../reviews/review.service';
import { staffAccountRepository as accountRepo } from './staff-account.repository';
import { effectivePermissions } from './staff-account.service';
import { presentOptionalPerson } from '../accounts/person.presenter';

const DAY_MS = 86_400_000;

/**
 * `POST /api/dashboard/admin`: an existing account whose email is verified is promoted at once;
 * otherwise an invitation is mailed to the address (token stored hashed). Only whoever reads that
 * mailbox can use it: by registering through the link, or by accepting it signed in to the account
 * holding the address. An unverified account holding the address gets nothing until then, so
 * registering someone's address in advance does not make the squatter staff.
 */
export async function inviteAdmin(
  db: Database,
  mailer: Mailer,
  { session, invite, publicUrl }: { session: SessionInfo; invite: AdminInviteInput; publicUrl: string },
) {
  const { email, role, permissions } = invite;
  assertMayGrantRole(session, role);
  const existing = await accountRepo.findMainByEmail(db, email);
  if (existing?.emailVerifiedAt) {
    await promoteAccount(db, session, existing, { role, permissions });
    return { outcome: 'promoted' as const, email, accountId: existing.id };
  }
  if (existing && isStaff(existing.role)) throw new AppError('ALREADY_ADMIN');
  if (existing?.isDeactivated) throw new AppError('ACCOUNT_IS_DEACTIVATED');
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const stored = role === 1 ? [] : [...new Set(permissions)].sort();
  const invitation = await db.transaction(async (tx) => {
    await adminRepository.revokePendingFor(tx, email, now);
    const row = await adminRepository.insertInvitation(tx, {
      email,
      role,
      permissions: stored,
      tokenHash: hashToken(token),
      invitedBy: session.accountId,
      expiresAt: new Date(now.getTime() + ADMIN_INVITATION_TTL_DAYS * DAY_MS),
    });
    await recordAudit(tx, {
      actorAccountId: session.accountId,
      action: 'admin.invite',
      targetType: 'invitation',
      targetId: row.id,
      after: { email, role, permissions: effectivePermissions({ role }, stored) },
    });
    return row;
  });
  const inviter = await accountRepo.findMain(db, session.accountId);
  const link = `${publicUrl}/register?invite=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  const content = adminInvitationMail({
    inviterName: inviter ? displayName(inviter) : 'IdeaMatch',
    role,
    link,
    expiresInDays: ADMIN_INVITATION_TTL_DAYS,
  });
  const headers = await invitationUnsubscribeHeaders(db, publicUrl, invitation.id);
  mailer.queue({ ...content, to: email, kind: 'admin-invitation', language: 'TH', headers });
  return { outcome: 'invited' as const, email: invitation.email, accountId: null };
}

/** `GET /api/dashboard/admin/invitation`: invitations still waiting for a registration. */
export async function listInvitations(db: Database): Promise<AdminInvitationView[]> {
  const rows = await adminRepository.listPending(db, new Date());
  return rows.map(({ invitation, inviter }) => ({
    id: invitation.id,
    email: invitation.email,
    role: invitation.role as 1 | 2,
    permissions: effectivePermissions({ role: invitation.role }, invitation.permissions),
    invitedBy: presentOptionalPerson(inviter),
    expiresAt: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
  }));
}

/** `DELETE /api/dashboard/admin/invitation/{id}`: the mailed link stops working. */
export async function revokeInvitation(db: Database, session: SessionInfo, id: string): Promise<{ id: string }> {
  const invitation = await adminRepository.findInvitation(db, id);
  if (!invitation || invitation.acceptedAt || invitation.revokedAt) throw new AppError('NOT_FOUND');
  assertMayGrantRole(session, invitation.role as Role);
  await db.transaction(async (tx) => {
    await adminRepository.updateInvitation(tx, id, { revokedAt: new Date() });
    await recordAudit(tx, {
      actorAccountId: session.accountId,
      action: 'admin.inviteRevoke',
      targetType: 'invitation',
      targetId: id,
      before: { email: invitation.email, role: invitation.role },
    });
  });
  return { id };
}

/** Throws unless the token names a usable invitation for this email (checked before registering). */
export async function checkInvitation(db: Database, { token, email }: { token: string; email: string }) {
  const invitation = await adminRepository.lockUsableByTokenHash(db, hashToken(token), new Date());
  if (!invitation || invitation.email !== email.trim().toLowerCase()) throw new AppError('INVITATION_INVALID');
  return invitation;
}

/**
 * Inside the caller's transaction: gives the account the invited role and permissions, marks its
 * address proven (the token came by mail to it; its reviews start counting), uses up the invitation
 * and audits it in the inviter's name. Registration calls it for a new account, and
 * `acceptInvitationAsAccount` for an account that already holds the address.
 */
export async function acceptInvitation(
  tx: Database,
  { token, email, accountId }: { token: string; email: string; accountId: string },
): Promise<void> {
  const invitation = await checkInvitation(tx, { token, email });
  await accountRepo.update(tx, accountId, { role: invitation.role });
  await accountRepo.markEmailVerified(tx, accountId, new Date());
  await countReviewsOfVerifiedAccount(tx, accountId);
  await accountRepo.replacePermissions(tx, accountId, invitation.permissions, invitation.invitedBy);
  await adminRepository.updateInvitation(tx, invitation.id, { acceptedAt: new Date(), acceptedAccountId: accountId });
  await recordAudit(tx, {
    actorAccountId: invitation.invitedBy,
    action: 'admin.inviteAccept',
    targetType: 'account',
    targetId: accountId,
    before: { role: 0, permissions: [] },
    after: { role: invitation.role, permissions: effectivePermissions(invitation, invitation.permissions) },
    note: invitation.email,
  });
}

/**
 * `POST /api/account/admin-invitation/accept`: the signed-in account whose email the invitation
 * was mailed to accepts it; the token proves the mailbox, so an unverified account becomes verified
 * and staff here, and no sooner. Any other account gets INVITATION_EMAIL_MISMATCH.
 */
export async function acceptInvitationAsAccount(
  db: Database,
  { accountId, token }: { accountId: string; token: string },
): Promise<{ role: 1 | 2 }> {
  return db.transaction(async (tx) => {
    await accountRepo.lock(tx, accountId);
    const account = await accountRepo.findMain(tx, accountId);
    if (!account?.email) throw new AppError('INVITATION_EMAIL_MISMATCH');
    const invitation = await adminRepository.lockUsableByTokenHash(tx, hashToken(token), new Date());
    if (!invitation) throw new AppError('INVITATION_INVALID');
    if (invitation.email !== account.email.trim().toLowerCase()) throw new AppError('INVITATION_EMAIL_MISMATCH');
    if (isStaff(account.role)) throw new AppError('ALREADY_ADMIN');
    await acceptInvitation(tx, { token, email: account.email, accountId });
    return { role: invitation.role as 1 | 2 };
  });
}

/**
 * The invitee's one click on the invitation mail's unsubscribe link: a pending invitation is
 * revoked (the mailed register link stops working), recorded in the audit log as done by no staff
 * member. An invitation already accepted or revoked is left as it is.
 */
export async function declineInvitation(db: Database, id: string): Promise<void> {
  const invitation = await adminRepository.findInvitation(db, id);
  if (!invitation || invitation.acceptedAt || invitation.revokedAt) return;
  await db.transaction(async (tx) => {
    await adminRepository.updateInvitation(tx, id, { revokedAt: new Date() });
    await recordAudit(tx, {
      actorAccountId: null,
      action: 'admin.inviteRevoke',
      targetType: 'invitation',
      targetId: id,
      before: { email: invitation.email, role: invitation.role },
      note: 'Declined by the invitee from the invitation mail',
    });
  });
}
