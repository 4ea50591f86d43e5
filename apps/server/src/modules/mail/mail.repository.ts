import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, mailOutbox, type MailOutboxEntry, type NewMailOutboxEntry } from '../../db/schema/index';

/** SQL for the mail_outbox table. */
export const mailRepository = {
  /** The address mail to this account goes to (null without one, or when the account is gone). */
  addressOf: async (db: Database, accountId: string): Promise<string | null> => {
    const [row] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
    return row?.email ?? null;
  },

  insert: async (db: Database, row: NewMailOutboxEntry): Promise<string> => {
    const [stored] = await db.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
    return stored!.id;
  },

  findById: async (db: Database, id: string): Promise<MailOutboxEntry | undefined> => {
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
    return row;
  },

  markSent: async (db: Database, id: string, sentAt: Date): Promise<void> => {
    await db.update(mailOutbox).set({ sentAt }).where(eq(mailOutbox.id, id));
  },

  /** Keeps that a mail went out, and when, but not to whom nor what it said. */
  erase: async (db: Database, id: string): Promise<void> => {
    await db
      .update(mailOutbox)
      .set({ toAddress: null, subject: '', text: '', html: '', headers: null })
      .where(eq(mailOutbox.id, id));
  },

  /** Mail to one address (case-insensitive), newest first. */
  listRecent: (db: Database, { to, limit }: { to: string; limit: number }): Promise<MailOutboxEntry[]> =>
    db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, to.toLowerCase()))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit),
};
