import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The rows of a statement, on PGlite and node-postgres alike (both answer `{ rows }`). */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Drizzle's record of applied migrations: in `drizzle`, or in the app's own schema (tests). */
const MIGRATION_TABLE = '__drizzle_migrations';

/**
 * Where this database records its migrations, or null before the first one: the current schema's
 * own record first (an app kept in a schema of its own), then drizzle's usual place.
 */
export async function migrationTable(db: Database): Promise<string | null> {
  const found = await rowsOf<{ name: string | null }>(
    db,
    sql`select coalesce(to_regclass(quote_ident(current_schema()) || '.__drizzle_migrations'), to_regclass('drizzle.__drizzle_migrations'))::text as name`,
  );
  return found[0]?.name ?? null;
}

/** How many migrations the database has applied (0 for an empty database). */
export async function appliedMigrations(db: Database): Promise<number> {
  const table = await migrationTable(db);
  if (!table) return 0;
  const rows = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(table)}`);
  return rows[0]?.n ?? 0;
}

/** The product's tables in the current schema, by name (the migration record is not one). */
export async function listTables(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> ${MIGRATION_TABLE}
        order by table_name`,
  );
  return rows.map((row) => row.name);
}
