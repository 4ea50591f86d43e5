-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- migrationTable()
select
  coalesce(
    to_regclass(quote_ident(current_schema()) || '.__drizzle_migrations'),
    to_regclass('drizzle.__drizzle_migrations')
  )::text as name;

-- appliedMigrations()
select
  coalesce(
    to_regclass(quote_ident(current_schema()) || '.__drizzle_migrations'),
    to_regclass('drizzle.__drizzle_migrations')
  )::text as name;
select
  count(*)::int as n
from
  drizzle.__drizzle_migrations;

-- listTables()
select
  table_name as name
from
  information_schema.tables
where
  table_schema = current_schema()
  and table_type = 'BASE TABLE'
  and table_name <> $1
order by
  table_name;
