import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/index';

/**
 * The mail stored for an address, newest first, read straight from the `mail_outbox` table as the
 * operator would (the API shows a staff member only their own mail).
 */
export async function readMailTo(db: Database, to: string) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
  return rows.map((row) => ({ to: row.toAddress, subject: row.subject, text: row.text, createdAt: row.createdAt }));
}
