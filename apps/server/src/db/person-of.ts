import { Column, getTableName, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { accounts } from './schema/index';

/*
 * The person behind an account, a fragment of the accounts table that many modules' queries embed:
 * blocks, trust levels, mail and reports all count people, not their sub-accounts.
 */

/**
 * A column spelled with its table (or alias): drizzle leaves columns bare in a one-table select,
 * where inside the lookup below a bare `"owner_account_id"` would bind to the lookup's own row.
 */
const qualified = (column: AnyColumn | SQL | string): SQL | string =>
  is(column, Column) ? sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}` : column;

/** SQL: the person behind the account id in `column` (its owner for a sub-account, else itself). */
export const personOfSql = (column: AnyColumn | SQL | string): SQL =>
  sql`(select coalesce(person_of.owner_account_id, person_of.id) from ${accounts} as person_of where person_of.id = ${qualified(column)})`;
