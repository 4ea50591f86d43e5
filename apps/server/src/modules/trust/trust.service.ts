import { TRUST, TrustLevel, trustLevelOf, type TrustQuota } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { trustRepository } from './trust.repository';

/** The trust level of the person behind an account (a sub-account has its owner's); New when unknown. */
export async function trustLevelOfAccount(db: Database, accountId: string, now = new Date()): Promise<TrustLevel> {
  const person = await trustRepository.findPerson(db, accountId);
  return person ? trustLevelOf(person, now) : TrustLevel.New;
}

/** The refusal of an action over its quota: when to retry, and for a new account, how to get more. */
function quotaReached(level: TrustLevel, retryAt: Date | null, now: Date): AppError {
  const retryAfterSeconds = retryAt ? Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000)) : 60;
  return new AppError(level === TrustLevel.New ? 'QUOTA_REACHED_UNVERIFIED' : 'QUOTA_REACHED', { retryAfterSeconds });
}

type Counted = { count: number; oldest: () => Promise<Date | null> };

/** Throws QUOTA_REACHED(_UNVERIFIED) when `counted` has used up the level's share of the quota. */
async function assertUnder(quota: TrustQuota, level: TrustLevel, counted: Counted, now: Date) {
  if (counted.count < quota.max[level]) return;
  const oldest = await counted.oldest();
  throw quotaReached(level, oldest ? new Date(oldest.getTime() + quota.windowMs) : null, now);
}

/**
 * Before a report of an idea: the reporter's hourly quota by trust level, and the quota of the
 * network address it comes from (throwaway accounts tend to share one).
 */
export async function assertReportQuota(
  db: Database,
  { accountId, address }: { accountId: string; address: string | null },
  now = new Date(),
): Promise<void> {
  const level = await trustLevelOfAccount(db, accountId, now);
  const since = new Date(now.getTime() - TRUST.report.windowMs);
  await assertUnder(
    TRUST.report,
    level,
    {
      count: await trustRepository.countReportsBy(db, accountId, since),
      oldest: () => trustRepository.oldestSince(db, 'reports', accountId, since),
    },
    now,
  );
  if (!address) return;
  const addressSince = new Date(now.getTime() - TRUST.reportPerAddress.windowMs);
  if ((await trustRepository.countReportsFrom(db, address, addressSince)) >= TRUST.reportPerAddress.max) {
    throw quotaReached(level, new Date(now.getTime() + TRUST.reportPerAddress.windowMs), now);
  }
}

/** Before a partner request: the sender's daily quota by trust level. */
export async function assertPartnerRequestQuota(db: Database, accountId: string, now = new Date()): Promise<void> {
  const level = await trustLevelOfAccount(db, accountId, now);
  const since = new Date(now.getTime() - TRUST.partnerRequest.windowMs);
  await assertUnder(
    TRUST.partnerRequest,
    level,
    {
      count: await trustRepository.countPartnerRequestsBy(db, accountId, since),
      oldest: () => trustRepository.oldestSince(db, 'partnerRequests', accountId, since),
    },
    now,
  );
}

/**
 * Before an action of another module counted by its own table: `countSince` and `oldestSince` read
 * the caller's actions since the start of the quota's window (e.g. access requests to confidential
 * ideas, `TRUST.ideaAccessRequest`).
 */
export async function assertQuota(
  db: Database,
  accountId: string,
  quota: TrustQuota,
  reads: { countSince: (since: Date) => Promise<number>; oldestSince: (since: Date) => Promise<Date | null> },
  now = new Date(),
): Promise<void> {
  const level = await trustLevelOfAccount(db, accountId, now);
  const since = new Date(now.getTime() - quota.windowMs);
  await assertUnder(
    quota,
    level,
    { count: await reads.countSince(since), oldest: () => reads.oldestSince(since) },
    now,
  );
}

/** The person behind an account: its owner for a sub-account, else itself (null when there is no such account). */
export async function personBehind(db: Database, accountId: string): Promise<string | null> {
  return (await trustRepository.findPerson(db, accountId))?.personId ?? null;
}
