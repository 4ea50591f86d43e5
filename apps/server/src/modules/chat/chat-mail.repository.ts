import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, chatMembers, messageMailSenders } from '../../db/schema/index';
import { mailRecipientColumns } from '../mail/mail-recipient';
import { personOfSql } from '../../db/person-of';
import { ts } from './chat-sql';

/** SQL of the mail about new messages: who gets one, and the quiet periods per chat and per sender. */
export const chatMailRepository = {
  /** Who of these accounts wants a mail per new message and can get one: an address, active, not erased. */
  messageMailRecipients: (db: Database, accountIds: string[]) =>
    accountIds.length
      ? db
          .select(mailRecipientColumns)
          .from(accounts)
          .where(
            and(
              inArray(accounts.id, accountIds),
              eq(accounts.emailOnMessage, true),
              eq(accounts.isDeactivated, false),
              isNull(accounts.deletedAt),
              sql`${accounts.email} is not null`,
            ),
          )
      : Promise.resolve([]),

  /**
   * Takes this member's turn to be mailed about the chat: true at most once per `quietMs`, on every
   * node at once (the update is the lock).
   */
  claimMessageMail: async (db: Database, chatId: string, accountId: string, now: Date, quietMs: number) => {
    const rows = await db
      .update(chatMembers)
      .set({ messageMailedAt: now })
      .where(
        and(
          eq(chatMembers.chatId, chatId),
          eq(chatMembers.accountId, accountId),
          or(
            isNull(chatMembers.messageMailedAt),
            sql`${chatMembers.messageMailedAt} <= ${ts(new Date(now.getTime() - quietMs))}`,
          ),
        ),
      )
      .returning({ chatId: chatMembers.chatId });
    return rows.length > 0;
  },

  /**
   * Claims the right to mail `recipientId` about a message from `senderId`: true, and the time is
   * recorded, when no mail about any message from the same person (any of their personas) went out
   * in the last `quietMs`; false otherwise.
   */
  claimSenderMail: async (db: Database, recipientId: string, senderId: string, now: Date, quietMs: number) => {
    const cutoff = new Date(now.getTime() - quietMs);
    const rows = await db
      .insert(messageMailSenders)
      .values({ recipientAccountId: recipientId, senderPersonId: personOfSql(senderId), mailedAt: now })
      .onConflictDoUpdate({
        target: [messageMailSenders.recipientAccountId, messageMailSenders.senderPersonId],
        set: { mailedAt: now },
        setWhere: sql`${messageMailSenders.mailedAt} <= ${cutoff.toISOString()}::timestamptz`,
      })
      .returning({ mailedAt: messageMailSenders.mailedAt });
    return rows.length > 0;
  },
};
