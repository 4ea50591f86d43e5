import { createHash, randomBytes } from 'node:crypto';
import { AccountRole, LIMITS, PERMISSIONS, type Permission } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import type { SessionHub } from './session-hub';
import { sessionRepository } from './session.repository';

const DAY_MS = 86_400_000;
const SESSION_TTL_MS = LIMITS.sessionTtlDays * DAY_MS;
/** A session's expiry is pushed forward at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 60_000;

/** Who is calling, as the auth plugin resolved it from the bearer token. */
export type SessionInfo = {
  sessionId: string;
  accountId: string;
  /** Set in a sub-account session: the persona being acted as. */
  subAccountId: string | null;
  /** The sign-in this session was opened from; null when the session is a sign-in itself. */
  parentSessionId: string | null;
  role: AccountRole;
  permissions: Permission[];
};

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * What ending sessions needs: the database and this node's session hub (which drops cached
 * sessions and cuts sockets on every node). The Fastify app is one: pass `app`.
 */
export type SessionContext = { db: Database; sessionHub: SessionHub };

/**
 * Opens a session: an opaque 32-byte token, of which only the SHA-256 is stored. A session opened
 * from another one (a sub-account session, or the main session handed back when leaving it) names
 * that session's sign-in as its parent, so it ends with it.
 */
export async function createSession(
  db: Database,
  {
    accountId,
    subAccountId = null,
    openedFrom = null,
    userAgent = null,
    ip = null,
  }: {
    accountId: string;
    subAccountId?: string | null;
    /** The session this one is opened from, if any. */
    openedFrom?: Pick<SessionInfo, 'sessionId' | 'parentSessionId'> | null;
    userAgent?: string | null;
    ip?: string | null;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await sessionRepository.insert(db, {
    tokenHash: hashToken(token),
    accountId,
    subAccountId,
    parentSessionId: openedFrom ? (openedFrom.parentSessionId ?? openedFrom.sessionId) : null,
    expiresAt,
    userAgent,
    ip,
  });
  return { token, expiresAt };
}

/**
 * Resolves a bearer token to a live session of an active account, sliding its 30-day expiry.
 * Returns null for unknown, expired or deactivated sessions, and for a sub-account session whose
 * persona was removed or deactivated.
 */
export async function resolveSession(db: Database, token: string, now = new Date()): Promise<SessionInfo | null> {
  if (!token || token.length > 200) return null;
  const row = await sessionRepository.findActiveByTokenHash(db, hashToken(token), now);
  if (!row || row.isDeactivated || row.isPersonaDeactivated) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await sessionRepository.touch(db, row.sessionId, new Date(now.getTime() + SESSION_TTL_MS), now);
  }
  const role = row.role as AccountRole;
  const permissions =
    role === AccountRole.SuperAdmin
      ? [...PERMISSIONS]
      : role === AccountRole.Admin
        ? (await sessionRepository.permissionsOf(db, row.accountId)).filter((p): p is Permission =>
            (PERMISSIONS as readonly string[]).includes(p),
          )
        : [];
  return {
    sessionId: row.sessionId,
    accountId: row.accountId,
    subAccountId: row.subAccountId,
    parentSessionId: row.parentSessionId,
    role,
    permissions,
  };
}

/**
 * The hashes of the tokens seen lately, so a request whose session is cached costs a map lookup, not
 * a SHA-256. At most TOKEN_HASH_MEMO entries; when full it starts again (a token is re-hashed once).
 */
const TOKEN_HASH_MEMO = 10_000;
const tokenHashes = new Map<string, string>();
function cachedHashOf(token: string): string {
  let tokenHash = tokenHashes.get(token);
  if (tokenHash === undefined) {
    if (tokenHashes.size >= TOKEN_HASH_MEMO) tokenHashes.clear();
    tokenHash = hashToken(token);
    tokenHashes.set(token, tokenHash);
  }
  return tokenHash;
}

/**
 * The session of a token from this node's session cache alone, without waiting: `undefined` when the
 * cache does not hold it (then {@link resolveSessionCached} reads it), `null` for no valid token.
 */
export function sessionFromCache({ sessionHub }: Pick<SessionContext, 'sessionHub'>, token: string) {
  if (!token || token.length > 200) return null;
  return sessionHub.get(cachedHashOf(token)) ?? undefined;
}

/**
 * {@link resolveSession} through this node's session cache: a token resolved in the last few
 * seconds is answered from memory (see SessionHub for how ended sessions leave the cache at once).
 */
export async function resolveSessionCached(
  { db, sessionHub }: SessionContext,
  token: string,
): Promise<SessionInfo | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = cachedHashOf(token);
  const cached = sessionHub.get(tokenHash);
  if (cached) return cached;
  const startedAt = sessionHub.begin();
  const now = new Date();
  const session = await resolveSession(db, token, now);
  if (session) sessionHub.set(tokenHash, session, new Date(now.getTime() + SESSION_TTL_MS), startedAt);
  return session;
}

/*
 * Ending sessions. These are the only functions that end sessions: each deletes the rows, then, on
 * every node, drops the sessions from the session cache and disconnects their sockets. Call them
 * after the caller's transaction has committed (a session ended inside a transaction that is still
 * open could be read again, and cached, by another node before the commit).
 */

/**
 * Ends one session and every session opened from it (the sub-account sessions a main session
 * opened, the main session handed back when leaving one): revocation of one session, or leaving a
 * sub-account. Returns the ids of the sessions ended.
 */
export async function endSession(ctx: SessionContext, sessionId: string): Promise<string[]> {
  const ended = await sessionRepository.deleteWithChildren(ctx.db, sessionId);
  ctx.sessionHub.announceEnded(ended);
  return ended;
}

/**
 * Ends a whole sign-in: the session it was opened from, if any, that session, and every session
 * opened from either. This is logout: nothing that this sign-in minted keeps working.
 */
export function endSignIn(ctx: SessionContext, session: Pick<SessionInfo, 'sessionId' | 'parentSessionId'>) {
  return endSession(ctx, session.parentSessionId ?? session.sessionId);
}

/**
 * Ends every session of a main account, its sub-account sessions included: password reset,
 * deactivation, "log out everywhere". Given a sub-account, ends every session acting as it (the
 * persona was removed or deactivated). With `except`, the sign-in of that session (it, the session
 * it was opened from and those opened from that) stays, as after changing one's own password.
 * Returns the ids of the sessions ended.
 */
export async function endAccountSessions(
  ctx: SessionContext,
  accountId: string,
  { except }: { except?: string } = {},
): Promise<string[]> {
  let keepSignInId: string | null = null;
  if (except) {
    const kept = await sessionRepository.findParentId(ctx.db, except);
    keepSignInId = kept ? (kept.parentSessionId ?? except) : null;
  }
  const ended = await sessionRepository.deleteForAccount(ctx.db, accountId, keepSignInId);
  ctx.sessionHub.announceEnded(ended);
  return ended;
}

/**
 * Makes every node read an account's sessions afresh on their next use: call after changing the
 * account's role or permissions, so the change applies to its very next request.
 */
export function refreshAccountSessions(ctx: Pick<SessionContext, 'sessionHub'>, accountId: string): void {
  ctx.sessionHub.announceAccountChanged(accountId);
}
