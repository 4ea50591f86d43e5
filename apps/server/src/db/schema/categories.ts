import { pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** Idea categories; the rows are inserted by the seed_categories migration. */
export const categories = pgTable('categories', {
  /** The slug itself (e.g. 'technology'); the web app translates it. */
  id: text('id').primaryKey(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export type Category = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
