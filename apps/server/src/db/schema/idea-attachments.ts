import { index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { ideas } from './ideas';

/** An idea's images (up to 7), in display order. */
export const ideaAttachments = pgTable(
  'idea_attachments',
  {
    id: idColumn(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    /** Storage key; the presenter turns it into a URL. */
    key: text('key').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [index('idea_attachments_idea_sort_idx').on(t.ideaId, t.sortOrder)],
);

export type IdeaAttachment = typeof ideaAttachments.$inferSelect;
export type NewIdeaAttachment = typeof ideaAttachments.$inferInsert;
