import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, ideas, ideaVersions, type IdeaVersionRow } from '../../db/schema/index';
import { personColumns } from '../accounts/person.presenter';

/** SQL of proofs of authorship: one function per query. */
export const ideaProofRepository = {
  /** The author and text fields a version's content holds, locking the idea so versions are numbered one at a time. */
  lockContent: async (tx: Database, ideaId: string) => {
    const [row] = await tx
      .select({
        ownerAccountId: ideas.ownerAccountId,
        name: ideas.name,
        description: ideas.description,
        detail: ideas.detail,
        businessModel: ideas.businessModel,
      })
      .from(ideas)
      .where(eq(ideas.id, ideaId))
      .for('update');
    return row ?? null;
  },

  latest: async (db: Database, ideaId: string): Promise<IdeaVersionRow | null> => {
    const [row] = await db
      .select()
      .from(ideaVersions)
      .where(eq(ideaVersions.ideaId, ideaId))
      .orderBy(desc(ideaVersions.version))
      .limit(1);
    return row ?? null;
  },

  insert: async (tx: Database, row: Omit<IdeaVersionRow, 'createdAt'>): Promise<void> => {
    await tx.insert(ideaVersions).values(row);
  },

  /** Every version of an idea, oldest first. */
  list: (db: Database, ideaId: string) =>
    db.select().from(ideaVersions).where(eq(ideaVersions.ideaId, ideaId)).orderBy(asc(ideaVersions.version)),

  find: async (db: Database, ideaId: string, version: number): Promise<IdeaVersionRow | null> => {
    const [row] = await db
      .select()
      .from(ideaVersions)
      .where(and(eq(ideaVersions.ideaId, ideaId), eq(ideaVersions.version, version)))
      .limit(1);
    return row ?? null;
  },

  /** The idea's name and its owner, as a certificate names them. */
  findIdeaWithOwner: async (db: Database, ideaId: string) => {
    const [row] = await db
      .select({ name: ideas.name, owner: personColumns(accounts) })
      .from(ideas)
      .innerJoin(accounts, eq(accounts.id, ideas.ownerAccountId))
      .where(eq(ideas.id, ideaId))
      .limit(1);
    return row ?? null;
  },
};
