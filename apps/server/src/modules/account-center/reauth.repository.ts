import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reauthFailures } from '../../db/schema/index';

/** SQL of the wrong proofs counted per account (docs/design.md#authentication-and-sessions). */
export const reauthRepository = {
  /** Until when the account's changes that need a proof are refused; undefined when they are not. */
  lockedUntil: async (db: Database, accountId: string, now: Date): Promise<Date | undefined> => {
    const [row] = await db
      .select({ lockedUntil: reauthFailures.lockedUntil })
      .from(reauthFailures)
      .where(and(eq(reauthFailures.accountId, accountId), gt(reauthFailures.lockedUntil, now)))
      .limit(1);
    return row?.lockedUntil ?? undefined;
  },

  /**
   * Counts one wrong proof in one statement (so two at once both count): within `windowMs` of the
   * window's first failure it adds one, else a new window starts; reaching `maxFailures` sets the lock.
   */
  recordFailure: async (
    db: Database,
    accountId: string,
    now: Date,
    { maxFailures, windowMs, lockMs }: { maxFailures: number; windowMs: number; lockMs: number },
  ): Promise<{ failedCount: number; lockedUntil: Date | null }> => {
    const at = sql`${now.toISOString()}::timestamptz`;
    const windowStart = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
    const lockEnd = sql`${new Date(now.getTime() + lockMs).toISOString()}::timestamptz`;
    const isOpen = sql`${reauthFailures.windowStartedAt} > ${windowStart}`;
    const [row] = await db
      .insert(reauthFailures)
      .values({
        accountId,
        failedCount: 1,
        windowStartedAt: now,
        lockedUntil: maxFailures <= 1 ? new Date(now.getTime() + lockMs) : null,
      })
      .onConflictDoUpdate({
        target: reauthFailures.accountId,
        set: {
          failedCount: sql`case when ${isOpen} then ${reauthFailures.failedCount} + 1 else 1 end`,
          windowStartedAt: sql`case when ${isOpen} then ${reauthFailures.windowStartedAt} else ${at} end`,
          lockedUntil: sql`case when ${isOpen} and ${reauthFailures.failedCount} + 1 >= ${maxFailures} then ${lockEnd} else ${reauthFailures.lockedUntil} end`,
        },
      })
      .returning({ failedCount: reauthFailures.failedCount, lockedUntil: reauthFailures.lockedUntil });
    return row!;
  },

  /** A correct proof starts the count afresh. */
  clear: async (db: Database, accountId: string): Promise<void> => {
    await db.delete(reauthFailures).where(eq(reauthFailures.accountId, accountId));
  },
};
