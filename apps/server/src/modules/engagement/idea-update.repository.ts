import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ideaUpdates } from '../../db/schema/index';

/** SQL for the owner's updates on an idea. */
export const ideaUpdateRepository = {
  insert: async (db: Database, values: { ideaId: string; authorAccountId: string; text: string }) => {
    const [row] = await db.insert(ideaUpdates).values(values).returning();
    return row!;
  },

  /** A page of an idea's updates, newest first, and how many there are. */
  listPage: async (db: Database, ideaId: string, { limit, offset }: { limit: number; offset: number }) => {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(ideaUpdates)
        .where(eq(ideaUpdates.ideaId, ideaId))
        .orderBy(desc(ideaUpdates.createdAt), desc(ideaUpdates.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(ideaUpdates).where(eq(ideaUpdates.ideaId, ideaId)),
    ]);
    return { rows, totalItems: total?.n ?? 0 };
  },

  /** Deletes the update if it belongs to the idea; false when there was none. */
  delete: async (db: Database, ideaId: string, id: string): Promise<boolean> => {
    const rows = await db
      .delete(ideaUpdates)
      .where(and(eq(ideaUpdates.id, id), eq(ideaUpdates.ideaId, ideaId)))
      .returning({ id: ideaUpdates.id });
    return rows.length > 0;
  },
};
