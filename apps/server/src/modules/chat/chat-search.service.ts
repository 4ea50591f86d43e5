import type { ChatSearchHit, ChatSearchQuery, Paged } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { pageOf } from '../../lib/paging';
import { presentPerson } from '../accounts/person.presenter';
import type { SessionInfo } from '../auth/session.service';
import { parseQuery, toTsQuery } from '../search/search-query';
import { chatMessageRepository } from './chat-message.repository';
import { countMatchingMessages, matchedPieces, matchingMessagesOf } from './chat-search';
import { actingAccountOf, requireMembership } from './chat.policy';
import { presentMessage } from './chat.presenter';
import { chatRepository } from './chat.repository';
import { chatLinks } from './chat.service';

/** Words of a query the substring match reads; more are ignored (a query is at most 100 characters). */
const MAX_WORDS = 12;

/**
 * My messages and the other person's matching the query (words Thai-segmented like the search
 * module's, the last one also as the start of a longer word, or every typed word anywhere in the
 * text, any case), in all my chats or in one of them (members only); newest first, paged, each with
 * the pieces of its text that matched.
 */
export async function searchChatMessages(
  db: Database,
  session: SessionInfo,
  query: ChatSearchQuery,
): Promise<Paged<ChatSearchHit>> {
  const me = actingAccountOf(session);
  if (query.chatId) await requireMembership(db, query.chatId, me);
  const groups = parseQuery(query.q);
  const tsQuery = toTsQuery(groups);
  const words = query.q.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  if (!tsQuery && !words.length) return pageOf(query, 0, []);
  const where = matchingMessagesOf(me, { tsQuery, words }, query.chatId);
  const [rows, totalItems, links] = await Promise.all([
    chatMessageRepository.searchMessages(db, where, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    countMatchingMessages(db, where),
    chatLinks(db),
  ]);
  const [reactions, others] = await Promise.all([
    chatMessageRepository.reactionsOf(
      db,
      rows.map((row) => row.id),
    ),
    chatRepository.findOtherMembers(db, [...new Set(rows.map((row) => row.chatId))], me),
  ]);
  const hits = rows.flatMap((row) => {
    const other = others.get(row.chatId);
    return other
      ? [
          {
            message: presentMessage(row, links, reactions.get(row.id)),
            chat: { id: row.chatId, otherAccount: presentPerson(other) },
            matches: matchedPieces(row.text, query.q, groups),
          },
        ]
      : [];
  });
  return pageOf(query, totalItems, hits);
}
