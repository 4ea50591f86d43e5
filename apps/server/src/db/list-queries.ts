import { count } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Dashboard lists count at most this many matches: a capped count walks an index and stops, while
 * a full count over 100,000 rows would scan them all on every page (same rule as the idea list).
 */
export const DASHBOARD_COUNT_CAP = 10_000;
/**
 * A text search counts to 1,000 at most: a common word matches thousands of rows and counting them
 * all means running the ILIKE over most of the table (125 ms on PostgreSQL with 100,000 ideas).
 */
export const SEARCH_COUNT_CAP = 1_000;

/** Counts the rows of a select, stopping at the cap. */
export async function countCapped(db: Database, select: PgSelect, cap = DASHBOARD_COUNT_CAP): Promise<number> {
  const matches = select.limit(cap).as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}

/** `%text%` for ILIKE with the wildcards of the text itself escaped. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
