import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { personOfSql } from '../../db/person-of';
import { blocks } from '../../db/schema/index';

/*
 * The block rule as SQL, for any query that must leave out what blocked people wrote or did: a
 * block holds between the people behind two accounts (a sub-account's owner, else the account), so
 * no persona of either side reaches any persona of the other. Run-time checks: `blockPolicy`
 * (block.policy.ts).
 */

/** SQL: true when the people behind `a` and `b` blocked each other either way. */
export const blockedBetweenSql = (a: SQL, b: SQL): SQL =>
  sql`exists (select 1 from ${blocks} where (${blocks.blockerPersonId} = ${a} and ${blocks.blockedPersonId} = ${b}) or (${blocks.blockerPersonId} = ${b} and ${blocks.blockedPersonId} = ${a}))`;

/** SQL: true when the person behind the account in `column` and the viewer's person blocked each other either way. */
export const blockedEitherWaySql = (viewerId: string | SQL, column: AnyColumn | SQL): SQL =>
  blockedBetweenSql(personOfSql(viewerId), personOfSql(column));

/** SQL: true when the viewer's person blocked the person behind the account in `column` (the viewer stops seeing its content). */
export const blockedByViewerSql = (viewerId: string, column: AnyColumn | SQL): SQL =>
  sql`exists (select 1 from ${blocks} where ${blocks.blockerPersonId} = ${personOfSql(viewerId)} and ${blocks.blockedPersonId} = ${personOfSql(column)})`;
