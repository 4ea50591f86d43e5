import { eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from './list-queries';
import { accountNameSearchText, accounts } from './schema/index';

/** SQL: the account's name or username matches `q` (pg_trgm), or its email is `q` (any case); no condition without `q`. */
export const accountSearch = (q: string | undefined): SQL | undefined =>
  q
    ? or(
        ilike(accountNameSearchText(accounts), containsPattern(q.toLowerCase())),
        eq(sql`lower(${accounts.email})`, q.toLowerCase()),
      )
    : undefined;
