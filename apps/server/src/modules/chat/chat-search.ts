import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMembers, chatMessages } from '../../db/schema/index';
import { segmentedText } from '../search/normalize';
import type { QueryGroup } from '../search/search-query';

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
 * Fills in the search words of messages written before chat search existed, batch by batch, until done
 * or `isStopping()`; runs in the background after every start (later starts find nothing). Returns
 * how many it filled in.
 */
export async function backfillChatSearch(db: Database, isStopping: () => boolean = () => false): Promise<number> {
  let filled = 0;
  while (!isStopping()) {
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
  return filled;
}

/** A LIKE pattern finding `word` anywhere: its own `%`, `_` and `\\` are taken as text. */
const containing = (word: string): string => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * SQL: the message is in one of `accountId`'s chats (or in `chatId`), not unsent, and matches the
 * query: its segmented words match `tsQuery` (other forms of a word from the vocabulary too), or
 * its text or file name holds every one of `words` in any case, so a Thai word inside a longer run
 * ("แพ็กเกจ" in "ส่งรูปแพ็กเกจมาให้") is found however the segmenter split the run. The chats are
 * read first through their members, so the substring test reads only this person's messages.
 */
export const matchingMessagesOf = (
  accountId: string,
  { tsQuery, words }: { tsQuery: string | null; words: string[] },
  chatId?: string,
) => {
  const text = sql`(${chatMessages.text} || ' ' || coalesce(${chatMessages.fileName}, ''))`;
  const holdsEveryWord = words.length ? and(...words.map((word) => sql`${text} ilike ${containing(word)}`)) : undefined;
  const byWords = tsQuery ? sql`${chatMessages.searchVector} @@ to_tsquery('simple', ${tsQuery})` : undefined;
  return and(
    sql`${chatMessages.chatId} = any(array(select ${chatMembers.chatId} from ${chatMembers} where ${chatMembers.accountId} = ${accountId}))`,
    isNull(chatMessages.removedAt),
    byWords && holdsEveryWord ? or(byWords, holdsEveryWord) : (byWords ?? holdsEveryWord ?? sql`false`),
    chatId ? eq(chatMessages.chatId, chatId) : undefined,
  );
};

/**
 * The pieces of `text` a search for `q` matched, as written there (any case), longest first: each
 * typed word, and each word or phrase of the query as segmented with its other forms from the
 * vocabulary ("coffee" marks "กาแฟ"). The reader's screen marks them.
 */
export function matchedPieces(text: string, q: string, groups: QueryGroup[]): string[] {
  const terms = new Set(q.split(/\s+/).filter(Boolean));
  for (const group of groups) {
    for (const phrase of [group.typed, ...group.alternatives]) {
      terms.add(phrase.join(' '));
      terms.add(phrase.join(''));
    }
  }
  const sorted = [...terms].filter((term) => term.trim()).sort((a, b) => b.length - a.length);
  if (!sorted.length) return [];
  const pattern = new RegExp(sorted.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'giu');
  return [...new Set(text.match(pattern) ?? [])];
}

/** How many messages match (for the page count). */
export const countMatchingMessages = async (db: Database, where: SQL | undefined): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(chatMessages).where(where);
  return Number(row?.n ?? 0);
};

export const newestFirstOrder = [desc(chatMessages.createdAt), desc(chatMessages.id)];
