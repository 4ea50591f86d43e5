import { and, eq, inArray, sql } from 'drizzle-orm';
import { IdeaStatus, type ReportReason } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { ideaSearchVector } from '../search/search-document';
import {
  ideaAchievements,
  ideaAttachments,
  ideas,
  reports,
  shares,
  uploads,
  type NewIdea,
} from '../../db/schema/index';

/** SQL that changes ideas and the rows hanging off them; callers pass a transaction. */
export const ideaWriteRepository = {
  insert: async (tx: Database, values: NewIdea): Promise<string> => {
    const [row] = await tx
      .insert(ideas)
      .values({ ...values, searchVector: ideaSearchVector(values) })
      .returning({ id: ideas.id });
    if (!row) throw new Error('idea insert returned no row');
    return row.id;
  },

  /** Changes an idea; a new name, description, category, detail or visibility also remakes its search words. */
  update: async (tx: Database, id: string, values: Partial<NewIdea>): Promise<void> => {
    const [row] = await tx.update(ideas).set(values).where(eq(ideas.id, id)).returning({
      name: ideas.name,
      description: ideas.description,
      categoryId: ideas.categoryId,
      detail: ideas.detail,
      visibility: ideas.visibility,
    });
    const searched = [values.name, values.description, values.categoryId, values.detail, values.visibility];
    if (row && searched.some((value) => value !== undefined)) {
      await tx
        .update(ideas)
        .set({ searchVector: ideaSearchVector(row), updatedAt: sql`${ideas.updatedAt}` })
        .where(eq(ideas.id, id));
    }
  },

  /** Replaces the achievement list, keeping the order given. */
  replaceAchievements: async (tx: Database, ideaId: string, names: string[]): Promise<void> => {
    await tx.delete(ideaAchievements).where(eq(ideaAchievements.ideaId, ideaId));
    if (names.length) {
      await tx.insert(ideaAchievements).values(names.map((name, sortOrder) => ({ ideaId, name, sortOrder })));
    }
  },

  /** Replaces the gallery in the order given; an entry with an id keeps that id. */
  replaceAttachments: async (tx: Database, ideaId: string, items: { id?: string; key: string }[]): Promise<void> => {
    await tx.delete(ideaAttachments).where(eq(ideaAttachments.ideaId, ideaId));
    if (items.length) {
      await tx
        .insert(ideaAttachments)
        .values(items.map(({ id, key }, sortOrder) => ({ ...(id ? { id } : {}), ideaId, key, sortOrder })));
    }
  },

  /** Keys among `keys` that `ownerId` uploaded for ideas and no saved record uses yet. */
  findUnclaimedIdeaUploads: async (db: Database, ownerId: string, keys: string[]): Promise<string[]> => {
    if (!keys.length) return [];
    const rows = await db
      .select({ key: uploads.key })
      .from(uploads)
      .where(
        and(
          inArray(uploads.key, keys),
          eq(uploads.ownerAccountId, ownerId),
          eq(uploads.modulePath, 'idea'),
          eq(uploads.isReferenced, false),
        ),
      );
    return rows.map((row) => row.key);
  },

  softDelete: async (db: Database, id: string): Promise<void> => {
    await db.update(ideas).set({ status: IdeaStatus.Deleted }).where(eq(ideas.id, id));
  },

  /** Null when this account already reported this idea. */
  insertReport: async (
    db: Database,
    report: {
      ideaId: string;
      reporterAccountId: string;
      reason: ReportReason;
      detail: string | null;
      reporterAddress: string | null;
    },
  ): Promise<string | null> => {
    const [row] = await db.insert(reports).values(report).onConflictDoNothing().returning({ id: reports.id });
    return row?.id ?? null;
  },

  /**
   * Records a person's share of an idea and returns the idea's new share count; null when this person
   * (`sharerKey`) shared it before, which counts nothing.
   */
  insertShare: async (
    tx: Database,
    share: { ideaId: string; accountId: string | null; sharerKey: string; channel: string | null },
  ): Promise<number | null> => {
    const inserted = await tx
      .insert(shares)
      .values(share)
      .onConflictDoNothing({ target: [shares.ideaId, shares.sharerKey] })
      .returning({ id: shares.id });
    if (!inserted.length) return null;
    const [row] = await tx
      .update(ideas)
      .set({ shareCount: sql`${ideas.shareCount} + 1`, updatedAt: sql`${ideas.updatedAt}` })
      .where(eq(ideas.id, share.ideaId))
      .returning({ shareCount: ideas.shareCount });
    return row?.shareCount ?? 0;
  },

  readShareCount: async (db: Database, ideaId: string): Promise<number> => {
    const [row] = await db.select({ shareCount: ideas.shareCount }).from(ideas).where(eq(ideas.id, ideaId));
    return row?.shareCount ?? 0;
  },
};
