import { count, sql, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Every long list (public ideas, people, the dashboard's tables) counts at most this many matches:
 * counting every visible idea on each page request scanned the whole table (41 ms on PostgreSQL and
 * over 10 s under load on PGlite with 100,000 ideas), while a capped count walks the list's index
 * and stops. 10,000 is 500 pages of 20, past any real paging.
 */
export const LIST_COUNT_CAP = 10_000;
/**
 * A text search counts at most this many matches: each counted row costs an ILIKE over its text, so
 * a common word ("ไฮโดร" in 1 of 8 ideas) took 80 ms to count to 10,000 on PostgreSQL. The list then
 * says "more than 1,000" and its pages stop there (50 pages of 20): past that, a narrower search
 * finds a row faster than paging does.
 */
export const SEARCH_COUNT_CAP = 1_000;

/** The count cap of a list: a text search's, or a plain list's. */
export const countCapOf = (isSearch: boolean): number => (isSearch ? SEARCH_COUNT_CAP : LIST_COUNT_CAP);

/** The rows of `table` matching `where`, selected only to be counted. */
export const matchingRows = (db: Database, table: PgTable, where: SQL | undefined) =>
  db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .$dynamic();

/**
 * The unexecuted query counting a select's rows up to `cap` + 1, so that "exactly the cap" and
 * "more than the cap" differ (`cappedTotal`).
 */
export const cappedCountQuery = (db: Database, select: PgSelect, cap: number) =>
  db.select({ n: count() }).from(select.limit(cap + 1).as('matches'));

/** A list's total for a count from `cappedCountQuery`, and whether there are more matches than it says. */
export const cappedTotal = (n: number, cap: number) => ({ totalItems: Math.min(n, cap), isTotalCapped: n > cap });

/** Counts the rows of a select, stopping at the cap. */
export async function countCapped(db: Database, select: PgSelect, cap = LIST_COUNT_CAP): Promise<number> {
  const [row] = await cappedCountQuery(db, select, cap);
  return Math.min(row?.n ?? 0, cap);
}

/** `%text%` for ILIKE with the wildcards of the text itself escaped. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
