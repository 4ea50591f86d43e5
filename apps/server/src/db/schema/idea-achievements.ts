import { index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { ideas } from './ideas';

/** An idea's achievements ("accomplishments"), in display order. */
export const ideaAchievements = pgTable(
  'idea_achievements',
  {
    id: idColumn(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('idea_achievements_idea_sort_idx').on(t.ideaId, t.sortOrder)],
);

export type IdeaAchievement = typeof ideaAchievements.$inferSelect;
export type NewIdeaAchievement = typeof ideaAchievements.$inferInsert;
