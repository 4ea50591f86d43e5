import { date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { ideas } from './ideas';

/**
 * One row per viewer per idea per day: insert with ON CONFLICT DO NOTHING and bump
 * ideas.view_count only when a row was inserted.
 */
export const ideaViews = pgTable(
  'idea_views',
  {
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    /** 'a:<accountId>' for members, 'v:<hash of ip + user agent>' for visitors. */
    viewerKey: text('viewer_key').notNull(),
    /** The UTC calendar day, as 'YYYY-MM-DD'. */
    viewDate: date('view_date', { mode: 'string' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // view_date second so "views of this idea since day D" (trending) can use the key too.
    primaryKey({
      name: 'idea_views_pkey',
      columns: [t.ideaId, t.viewDate, t.viewerKey],
    }),
    index('idea_views_view_date_idx').on(t.viewDate),
  ],
);

export type IdeaView = typeof ideaViews.$inferSelect;
export type NewIdeaView = typeof ideaViews.$inferInsert;
