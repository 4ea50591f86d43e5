import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messageMailSenders } from '../../db/schema/index';
import { personOfSql } from '../trust/trust.repository';

/** SQL of the per-sender quiet period of message mails. */
export const chatMailRepository = {
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
