import { createHash, randomBytes } from 'node:crypto';
import { AccountRole, LIMITS, PERMISSIONS, type Permission } from '@ideamatch/shared';
import type { Database } from '../../db/client';
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
  role: AccountRole;
  permissions: Permission[];
};

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Opens a session: an opaque 32-byte token, of which only the SHA-256 is stored. */
export async function createSession(
  db: Database,
  {
    accountId,
    subAccountId = null,
    userAgent = null,
    ip = null,
  }: { accountId: string; subAccountId?: string | null; userAgent?: string | null; ip?: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await sessionRepository.insert(db, {
    tokenHash: hashToken(token),
    accountId,
    subAccountId,
    expiresAt,
    userAgent,
    ip,
  });
  return { token, expiresAt };
}

/**
 * Resolves a bearer token to a live session of an active account, sliding its 30-day expiry.
 * Returns null for unknown, expired or deactivated sessions.
 */
export async function resolveSession(db: Database, token: string, now = new Date()): Promise<SessionInfo | null> {
  if (!token || token.length > 200) return null;
  const row = await sessionRepository.findActiveByTokenHash(db, hashToken(token), now);
  if (!row || row.isDeactivated) return null;
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
  return { sessionId: row.sessionId, accountId: row.accountId, subAccountId: row.subAccountId, role, permissions };
}

export const endSession = (db: Database, sessionId: string) => sessionRepository.deleteById(db, sessionId);
