import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ideas } from '../../db/schema/index';
import { ideaSearchVector, type IdeaSearchDocument } from './search-document';

/** SQL of the search module. */
export const searchRepository = {
  /** Up to `limit` ideas without search words yet (written before the column existed, or by raw SQL). */
  ideasWithoutVector: (db: Database, limit: number) =>
    db
      .select({
        id: ideas.id,
        name: ideas.name,
        description: ideas.description,
        categoryId: ideas.categoryId,
        detail: ideas.detail,
        visibility: ideas.visibility,
      })
      .from(ideas)
      .where(isNull(ideas.searchVector))
      .orderBy(asc(ideas.id))
      .limit(limit),

  setVector: (db: Database, doc: IdeaSearchDocument & { id: string }) =>
    db
      .update(ideas)
      .set({ searchVector: ideaSearchVector(doc), updatedAt: sql`${ideas.updatedAt}` })
      .where(eq(ideas.id, doc.id)),
};
