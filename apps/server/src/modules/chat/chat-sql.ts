import { and, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { chatMembers, chatMessages, ideaAttachments } from '../../db/schema/index';

/** A time parameter; ISO text cast in SQL reads the same on PGlite and node-postgres. */
export const ts = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;

/** SQL: the message was sent in the member's chat by someone else after `after` (at any time when null). */
export const isFromOthersAfter = (member: typeof chatMembers, after: AnyPgColumn) =>
  and(
    eq(chatMessages.chatId, member.chatId),
    ne(chatMessages.senderAccountId, member.accountId),
    or(isNull(after), gt(chatMessages.createdAt, after)),
  );

/**
 * For a `chat_members` row in the outer query: its chat holds a message from someone else after
 * `after` (any message when `after` is null). The check stops at the first such message.
 */
export const messageFromOthersAfter = (db: Database, after: AnyPgColumn): SQL =>
  sql`exists (${db
    .select({ one: sql`1` })
    .from(chatMessages)
    .where(isFromOthersAfter(chatMembers, after))})`;

/** SQL: the key of the idea's first image (its cover). */
export const firstImageKey = (ideaId: AnyPgColumn) =>
  sql<
    string | null
  >`(select ${ideaAttachments.key} from ${ideaAttachments} where ${ideaAttachments.ideaId} = ${ideaId} order by ${ideaAttachments.sortOrder} asc limit 1)`;
