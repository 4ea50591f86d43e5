import type { Language, PushKind } from '@ideamatch/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { accounts, pushSettings, pushSubscriptions, sessions } from '../../db/schema/index';

/** The main account a recipient belongs to (itself, or a persona's owner). */
const owner = alias(accounts, 'owner');

/** A device to push to, with the language and switches of the person it belongs to. */
export type PushTarget = { subscriptionId: string; language: Language; mutedKinds: PushKind[] };

/** SQL for push subscriptions and switches. */
export const pushRepository = {
  /**
   * Stores the device's subscription, or renews the row of the same endpoint (same device) when it
   * is the same account's or its sign-in has ended; returns the row, or nothing when the endpoint is
   * another account's that is still signed in (it is left as it was).
   */
  upsert: async (
    db: Database,
    row: {
      accountId: string;
      sessionId: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      userAgent: string | null;
    },
  ) =>
    db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          accountId: row.accountId,
          sessionId: row.sessionId,
          p256dh: row.p256dh,
          auth: row.auth,
          userAgent: row.userAgent,
        },
        setWhere: sql`${pushSubscriptions.accountId} = excluded.account_id or not exists (select 1 from ${sessions} where ${sessions.id} = ${pushSubscriptions.sessionId} and ${sessions.expiresAt} > now())`,
      })
      .returning({ id: pushSubscriptions.id })
      .then((rows) => rows[0]),

  /** Removes the caller's subscription of this endpoint; someone else's is left alone. */
  deleteOwn: (db: Database, accountId: string, endpoint: string) =>
    db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.accountId, accountId), eq(pushSubscriptions.endpoint, endpoint))),

  /** Removes a subscription the push service said is gone (404/410) or that may no longer be reached. */
  deleteById: (db: Database, id: string) => db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id)),

  /** Every subscription and switch of these accounts (account deletion). */
  deleteOfAccounts: async (db: Database, accountIds: string[]) => {
    await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.accountId, accountIds));
    await db.delete(pushSettings).where(inArray(pushSettings.accountId, accountIds));
  },

  findById: async (db: Database, id: string) => {
    const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
    return row ?? null;
  },

  markPushed: (db: Database, id: string, now: Date) =>
    db.update(pushSubscriptions).set({ lastPushedAt: now }).where(eq(pushSubscriptions.id, id)),

  /** The person's devices for the data export (the keys left out: they only serve encryption). */
  listForExport: (db: Database, accountId: string) =>
    db
      .select({
        endpoint: pushSubscriptions.endpoint,
        userAgent: pushSubscriptions.userAgent,
        createdAt: pushSubscriptions.createdAt,
        lastPushedAt: pushSubscriptions.lastPushedAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.accountId, accountId)),

  mutedKinds: async (db: Database, accountId: string): Promise<PushKind[]> => {
    const [row] = await db
      .select({ mutedKinds: pushSettings.mutedKinds })
      .from(pushSettings)
      .where(eq(pushSettings.accountId, accountId));
    return row?.mutedKinds ?? [];
  },

  setMutedKinds: (db: Database, accountId: string, mutedKinds: PushKind[]) =>
    db
      .insert(pushSettings)
      .values({ accountId, mutedKinds })
      .onConflictDoUpdate({ target: pushSettings.accountId, set: { mutedKinds } }),

  /**
   * The devices that hear of something for `recipientId`: its own, or its owner's for a persona,
   * while the recipient is active and not erased; in the main account's language.
   */
  targetsOf: async (db: Database, recipientId: string): Promise<PushTarget[]> => {
    const rows = await db
      .select({ subscriptionId: pushSubscriptions.id, language: owner.language, mutedKinds: pushSettings.mutedKinds })
      .from(accounts)
      .innerJoin(owner, eq(owner.id, sql`coalesce(${accounts.ownerAccountId}, ${accounts.id})`))
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.accountId, owner.id))
      .leftJoin(pushSettings, eq(pushSettings.accountId, owner.id))
      .where(
        and(
          eq(accounts.id, recipientId),
          isNull(accounts.deletedAt),
          eq(accounts.isDeactivated, false),
          isNull(owner.deletedAt),
          eq(owner.isDeactivated, false),
        ),
      );
    return rows.map((row) => ({ ...row, mutedKinds: row.mutedKinds ?? [] }));
  },
};
