import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Language } from '@ideamatch/shared/constants';
import { createdAtColumn, idColumn, newestFirst, timestamptz } from './columns';

/**
 * Every mail the product sends. Without SMTP_URL this is the dev outbox: mail is
 * stored and logged instead of sent, so a developer or a test can read it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    /** Null once the recipient deleted their account (the row stays, without the address). */
    toAddress: text('to_address'),
    /** What the mail is for, e.g. 'password-reset'. */
    kind: text('kind').notNull(),
    language: text('language').$type<Language>().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers sent with the mail, e.g. RFC 8058 `List-Unsubscribe` and `List-Unsubscribe-Post`. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** 'smtp' when handed to the SMTP server, 'outbox' when only stored. */
    transport: text('transport').notNull(),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('mail_outbox_to_created_idx').on(t.toAddress, newestFirst(t.createdAt))],
);
export type MailOutboxEntry = typeof mailOutbox.$inferSelect;
export type NewMailOutboxEntry = typeof mailOutbox.$inferInsert;
