import type { FileAcl } from '@ideamatch/shared/constants';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAtColumn, idColumn } from './columns';

/**
 * Every stored file. Saving a record that uses a key marks it referenced; unreferenced uploads
 * older than 24 hours are deleted.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: idColumn(),
    /** Storage key, e.g. 'idea/<uuid>.jpg'. */
    key: text('key').notNull().unique('uploads_key_key'),
    ownerAccountId: uuid('owner_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** 'account/<id>' or 'idea', as sent with the upload. */
    modulePath: text('module_path').notNull(),
    acl: text('acl').$type<FileAcl>().notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    isReferenced: boolean('is_referenced').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('uploads_referenced_created_idx').on(t.isReferenced, t.createdAt),
    index('uploads_owner_account_id_idx').on(t.ownerAccountId),
    check('uploads_acl_check', sql`${t.acl} in ('public', 'private')`),
  ],
);

export type Upload = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;
