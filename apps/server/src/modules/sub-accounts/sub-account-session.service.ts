import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { requireOwnedSubAccount } from './sub-account.service';
import { createSession, endSession, type SessionContext, type SessionInfo } from '../auth/session.service';

type ClientInfo = { userAgent: string | null; ip: string | null };

/** Switches a main-account session into one of its sub-accounts: a new session naming both. */
export async function loginAsSubAccount(
  db: Database,
  { session, subAccountId, client }: { session: SessionInfo; subAccountId: string; client: ClientInfo },
): Promise<{ accessToken: string }> {
  if (session.subAccountId) throw new AppError('FORBIDDEN');
  const subAccount = await requireOwnedSubAccount(db, session.accountId, subAccountId);
  const { token } = await createSession(db, {
    accountId: session.accountId,
    subAccountId: subAccount.id,
    openedFrom: session,
    ...client,
  });
  return { accessToken: token };
}

/**
 * Ends a sub-account session and hands back a fresh session of its main account, in the same
 * sign-in (it ends when the main session the sub-account session was opened from ends).
 */
export async function logoutSubAccount(
  ctx: SessionContext,
  { session, client }: { session: SessionInfo; client: ClientInfo },
): Promise<{ mainAccountToken: string }> {
  if (!session.subAccountId) {
    throw new AppError('VALIDATION_ERROR', { message: 'This session is not a sub-account session.' });
  }
  await endSession(ctx, session.sessionId);
  const signIn = session.parentSessionId;
  const { token } = await createSession(ctx.db, {
    accountId: session.accountId,
    openedFrom: signIn ? { sessionId: signIn, parentSessionId: null } : null,
    ...client,
  });
  return { mainAccountToken: token };
}
