import { and, eq, inArray, lte } from 'drizzle-orm';
import { IdeaStatus } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import {
  emailVerifications,
  ideaAttachments,
  ideas,
  passwordNonces,
  passwordResets,
  sessions,
  twoFactorChallenges,
} from '../../db/schema/index';

/** SQL for removing rows whose time is up. */
export const maintenanceRepository = {
  /** Detaches the images of ideas deleted (and not restored) before `deletedBefore`; returns their keys. */
  detachImagesOfIdeasDeletedBefore: async (db: Database, deletedBefore: Date): Promise<string[]> => {
    const deleted = db
      .select({ id: ideas.id })
      .from(ideas)
      .where(and(eq(ideas.status, IdeaStatus.Deleted), lte(ideas.updatedAt, deletedBefore)));
    const rows = await db
      .delete(ideaAttachments)
      .where(inArray(ideaAttachments.ideaId, deleted))
      .returning({ key: ideaAttachments.key });
    return rows.map((row) => row.key);
  },

  deleteExpiredSessions: async (db: Database, now: Date): Promise<number> =>
    (await db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ id: sessions.id })).length,

  deleteExpiredResets: async (db: Database, now: Date): Promise<number> =>
    (await db.delete(passwordResets).where(lte(passwordResets.expiresAt, now)).returning({ id: passwordResets.id }))
      .length,

  deleteExpiredChallenges: async (db: Database, now: Date): Promise<number> =>
    (
      await db
        .delete(twoFactorChallenges)
        .where(lte(twoFactorChallenges.expiresAt, now))
        .returning({ id: twoFactorChallenges.id })
    ).length,

  deleteExpiredEmailVerifications: async (db: Database, now: Date): Promise<number> =>
    (
      await db
        .delete(emailVerifications)
        .where(lte(emailVerifications.expiresAt, now))
        .returning({ id: emailVerifications.id })
    ).length,

  deleteExpiredNonces: async (db: Database, now: Date): Promise<number> =>
    (
      await db
        .delete(passwordNonces)
        .where(lte(passwordNonces.expiresAt, now))
        .returning({ e: passwordNonces.expiresAt })
    ).length,
};
