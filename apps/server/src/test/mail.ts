import { and, asc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema/index';
import type { TestApp } from './build-app';

/**
 * The mail stored for an address (of one kind, if given), oldest first, read straight from the
 * `mail_outbox` table as the operator would (the API shows a staff member only their own mail).
 * Mail is sent in the background: this first waits until the app's mailer is idle, so an empty
 * answer means nothing was sent, not "not yet".
 */
export async function readMailTo(t: TestApp, to: string, kind?: string) {
  await t.app.mailer.idle();
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to.toLowerCase()), kind ? eq(mailOutbox.kind, kind) : undefined))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
}
