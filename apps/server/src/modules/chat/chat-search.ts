import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMembers, chatMessages } from '../../db/schema/index';
import { segmentedText } from '../search/normalize';

/**
 * The words of a message for its `search_vector`: its text and file name, Thai-segmented here (PostgreSQL cannot
 * split Thai) by the function that splits queries, so "กาแฟ" finds "ร้านกาแฟสด".
 */
export const messageSearchWords = (text: string, fileName: string | null): string =>
  segmentedText(`${text} ${fileName ?? ''}`);

/** The `search_vector` of a message, as SQL. */
export const messageSearchVector = (text: string, fileName: string | null): SQL =>
  sql`to_tsvector('simple', ${messageSearchWords(text, fileName)})`;

const BATCH = 500;

/**
 * Fills in the search words of messages written before chat search existed, batch by batch; runs at
 * every start after the migrations (later starts find nothing). Returns how many it filled in.
 */
export async function backfillChatSearch(db: Database): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: chatMessages.id, text: chatMessages.text, fileName: chatMessages.fileName })
      .from(chatMessages)
      .where(and(isNull(chatMessages.searchVector), isNull(chatMessages.removedAt)))
      .orderBy(asc(chatMessages.id))
      .limit(BATCH);
    if (!rows.length) return filled;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        await tx
          .update(chatMessages)
          .set({ searchVector: messageSearchVector(row.text, row.fileName) })
          .where(eq(chatMessages.id, row.id));
      }
    });
    filled += rows.length;
    if (rows.length < BATCH) return filled;
  }
}

/** SQL: the message is one of `accountId`'s chats, not unsent, and its words match the tsquery text. */
export const matchingMessagesOf = (accountId: string, tsQuery: string, chatId?: string) =>
  and(
    sql`exists (select 1 from ${chatMembers} where ${chatMembers.chatId} = ${chatMessages.chatId} and ${chatMembers.accountId} = ${accountId})`,
    isNull(chatMessages.removedAt),
    sql`${chatMessages.searchVector} @@ to_tsquery('simple', ${tsQuery})`,
    chatId ? eq(chatMessages.chatId, chatId) : undefined,
  );

/** How many messages match (for the page count). */
export const countMatchingMessages = async (db: Database, where: SQL | undefined): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(chatMessages).where(where);
  return Number(row?.n ?? 0);
};

export const newestFirstOrder = [desc(chatMessages.createdAt), desc(chatMessages.id)];
