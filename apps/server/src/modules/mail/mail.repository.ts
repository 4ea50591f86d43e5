import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, type MailOutboxEntry, type NewMailOutboxEntry } from '../../db/schema/index';

/** SQL for the mail_outbox table. */
export const mailRepository = {
  insert: async (db: Database, row: NewMailOutboxEntry): Promise<string> => {
    const [stored] = await db.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
    return stored!.id;
  },

  markSent: async (db: Database, id: string, sentAt: Date): Promise<void> => {
    await db.update(mailOutbox).set({ sentAt }).where(eq(mailOutbox.id, id));
  },

  /** Newest first, optionally only those to one address (case-insensitive). */
  listRecent: (db: Database, { to, limit }: { to?: string; limit: number }): Promise<MailOutboxEntry[]> =>
    db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.toAddress, to.toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit),
};
