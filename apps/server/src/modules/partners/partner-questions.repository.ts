import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partnerQuestionAnswers, partnerQuestionDeletionWishes } from '../../db/schema/index';

/** Rows of either partner about the other. */
const ofPair = <T extends typeof partnerQuestionAnswers | typeof partnerQuestionDeletionWishes>(
  table: T,
  a: string,
  b: string,
) =>
  or(
    and(eq(table.accountId, a), eq(table.partnerAccountId, b)),
    and(eq(table.accountId, b), eq(table.partnerAccountId, a)),
  );

/** SQL for the "questions to agree on" of a pair; one method per query. */
export const partnerQuestionRepository = {
  /** Both partners' answers about each other. */
  answersOfPair: (db: Database, a: string, b: string) =>
    db
      .select()
      .from(partnerQuestionAnswers)
      .where(ofPair(partnerQuestionAnswers, a, b)),

  /** Writes my answer to one question (a second answer replaces the first). */
  saveAnswer: async (
    db: Database,
    answer: { accountId: string; partnerAccountId: string; questionId: string; choice: string; note: string },
  ) => {
    const [row] = await db
      .insert(partnerQuestionAnswers)
      .values(answer)
      .onConflictDoUpdate({
        target: [
          partnerQuestionAnswers.accountId,
          partnerQuestionAnswers.partnerAccountId,
          partnerQuestionAnswers.questionId,
        ],
        set: { choice: answer.choice, note: answer.note, updatedAt: new Date() },
      })
      .returning();
    return row!;
  },

  /** Whose wish to delete the pair's answers at the partnership's end is recorded (account ids). */
  deletionWishesOfPair: async (db: Database, a: string, b: string): Promise<string[]> =>
    (
      await db
        .select({ accountId: partnerQuestionDeletionWishes.accountId })
        .from(partnerQuestionDeletionWishes)
        .where(ofPair(partnerQuestionDeletionWishes, a, b))
    ).map((row) => row.accountId),

  wishDeletion: async (db: Database, accountId: string, partnerAccountId: string) => {
    await db.insert(partnerQuestionDeletionWishes).values({ accountId, partnerAccountId }).onConflictDoNothing();
  },

  unwishDeletion: async (db: Database, accountId: string, partnerAccountId: string) => {
    await db
      .delete(partnerQuestionDeletionWishes)
      .where(
        and(
          eq(partnerQuestionDeletionWishes.accountId, accountId),
          eq(partnerQuestionDeletionWishes.partnerAccountId, partnerAccountId),
        ),
      );
  },

  /** Deletes the pair's answers and wishes. */
  deletePair: async (db: Database, a: string, b: string) => {
    await db.delete(partnerQuestionAnswers).where(ofPair(partnerQuestionAnswers, a, b));
    await db.delete(partnerQuestionDeletionWishes).where(ofPair(partnerQuestionDeletionWishes, a, b));
  },
};
