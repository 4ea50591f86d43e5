import {
  type ErrorDetail,
  isValidEmail,
  isValidUsername,
  LIMITS,
  normalizeUsername,
  PROFILE_LIMITS,
  type RegisterBody,
  fieldDetail,
} from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { fieldErrors } from '../../lib/app-error';
import { addressKey } from '../../lib/client-address';
import { hashPassword } from '../../lib/password';
import { succeeded, type Throttle } from '../../lib/throttle';
import { isWeakPassword, weakPassword, WEAK_PASSWORD_DETAIL } from '../../lib/password-policy';
import { uniqueViolationOf } from '../../db/unique-violation';
import {
  accountHoldingEmail,
  findTakenUsernames,
  insertAccount,
  releaseUnverifiedEmail,
} from '../auth/account-identity.service';
import type { ClientInfo } from '../auth/login.service';
import { readEncryptedPassword } from '../auth/password-transport.service';
import { createSession } from '../auth/session.service';
import { SIGN_IN_LIMITS } from '../auth/sign-in-limits';
import { acceptInvitation, checkInvitation } from '../admins/admin-invitation.service';
import { recordAudit } from '../audit/audit.service';

/** Which field a unique-index violation on `accounts` belongs to. */
const TAKEN_BY_INDEX: Record<string, ErrorDetail> = {
  accounts_email_lower_key: fieldDetail('email', 'EMAIL_TAKEN'),
  accounts_username_lower_key: fieldDetail('username', 'USERNAME_TAKEN'),
};

type Registered = { accessToken: string; accountId: string; isEmailVerified: boolean };

/**
 * Takes the address off an account that never proved it (inside the registration of the person
 * who did, through an invitation mailed to it), and audits it; the account keeps its username and
 * password. Verified meanwhile: the address stays and registration answers EMAIL_TAKEN.
 */
async function releaseUnprovenEmail(tx: Database, accountId: string): Promise<void> {
  if (!(await releaseUnverifiedEmail(tx, accountId))) {
    throw fieldErrors([TAKEN_BY_INDEX.accounts_email_lower_key!]);
  }
  await recordAudit(tx, {
    actorAccountId: null,
    action: 'account.emailReleased',
    targetType: 'account',
    targetId: accountId,
    note: 'The address was registered by the holder of an admin invitation mailed to it',
  });
}

/**
 * Registers an account by email and logs it in; with an admin invitation's
 * token the account starts in the invited role. Every field problem is reported
 * at once with its fixed message; the account is one insert, so a failure leaves nothing behind.
 * Accounts created are limited per client address (SIGN_IN_LIMITS.signUpsPerAddress).
 */
export async function registerAccount(
  db: Database,
  throttle: Throttle,
  body: RegisterBody,
  client: ClientInfo,
): Promise<Registered> {
  const signUps = client.ip
    ? [{ rule: SIGN_IN_LIMITS.signUpsPerAddress, key: addressKey(client.ip), counts: succeeded }]
    : [];
  return throttle.run(signUps, () => createAccount(db, body, client));
}

async function createAccount(db: Database, body: RegisterBody, client: ClientInfo): Promise<Registered> {
  const email = body.email.trim();
  const username = normalizeUsername(body.username);
  // Decrypting first: an unreadable password is a 400 of its own (the page must fetch a new key).
  const password = await readEncryptedPassword(db, body.password);
  // A client may encrypt once and send the same ciphertext twice; reading it again would look like a replay.
  const confirmPassword =
    body.confirmPassword === body.password ? password : await readEncryptedPassword(db, body.confirmPassword);

  const details: ErrorDetail[] = [];
  if (!isValidEmail(email)) details.push(fieldDetail('email', 'EMAIL_INVALID'));
  if (!isValidUsername(username)) details.push(fieldDetail('username', 'INCORRECT_INPUT'));
  if (password.length < LIMITS.passwordMinLength) details.push(fieldDetail('password', 'PASSWORD_TOO_SHORT'));
  else if (isWeakPassword(password)) details.push(WEAK_PASSWORD_DETAIL);
  if (confirmPassword !== password) details.push(fieldDetail('confirmPassword', 'PASSWORD_NOT_MATCH'));
  if (body.isTerm !== true || body.isPdpa !== true) details.push(fieldDetail('isTerm', 'TERMS_REQUIRED'));
  const firstName = body.firstName?.trim() || null;
  const lastName = body.lastName?.trim() || null;
  // The name is optional for older clients, but one that was sent blank is a mistake the form should show.
  if (body.firstName !== undefined && !firstName) details.push(fieldDetail('firstName', 'FIRST_NAME_REQUIRED'));
  if (firstName && firstName.length > PROFILE_LIMITS.nameMax) {
    details.push(fieldDetail('firstName', 'FIRST_NAME_TOO_LONG'));
  }
  if (lastName && lastName.length > PROFILE_LIMITS.nameMax) details.push(fieldDetail('lastName', 'LAST_NAME_TOO_LONG'));
  // A too-common password alone has its own code; with other field problems it is one of the details.
  if (details.length === 1 && details[0] === WEAK_PASSWORD_DETAIL) throw weakPassword();
  if (details.length) throw fieldErrors(details);

  const [holder, takenUsernames] = await Promise.all([
    accountHoldingEmail(db, email),
    findTakenUsernames(db, [username]),
  ]);
  // An invitation mailed to the address proves the mailbox: an account that registered the address
  // without ever proving it does not keep it from the person who reads it.
  const releasedHolderId = holder && body.inviteToken && !holder.emailVerifiedAt ? holder.id : null;
  if (holder && !releasedHolderId) details.push(TAKEN_BY_INDEX.accounts_email_lower_key!);
  if (takenUsernames.size) details.push(TAKEN_BY_INDEX.accounts_username_lower_key!);
  if (details.length) throw fieldErrors(details);

  // An invitation is checked before anything is written, so a bad link leaves no account behind.
  if (body.inviteToken) await checkInvitation(db, { token: body.inviteToken, email });

  const passwordHash = await hashPassword(password);
  // An admin invitation is mailed to this address and checked against it: opening it proves the mailbox.
  const isEmailVerified = Boolean(body.inviteToken);
  let accountId: string;
  try {
    accountId = await db.transaction(async (tx) => {
      if (releasedHolderId) await releaseUnprovenEmail(tx, releasedHolderId);
      const { id } = await insertAccount(tx, {
        email,
        username,
        firstName,
        lastName,
        passwordHash,
        emailVerifiedAt: isEmailVerified ? new Date() : null,
        isTerm: true,
        isPdpa: true,
        isNewsAndPromotion: body.isNewsAndPromotion === true,
        language: body.language ?? 'TH',
        lastActiveAt: new Date(),
      });
      if (body.inviteToken) await acceptInvitation(tx, { token: body.inviteToken, email, accountId: id });
      return id;
    });
  } catch (error) {
    // Another registration took the email or username between the check and the insert.
    const taken = TAKEN_BY_INDEX[uniqueViolationOf(error) ?? ''];
    if (taken) throw fieldErrors([taken]);
    throw error;
  }
  const { token } = await createSession(db, { accountId, ...client });
  return { accessToken: token, accountId, isEmailVerified };
}
