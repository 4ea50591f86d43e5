import { beforeAll, describe, expect, it } from 'vitest';
import { generateSqlSnapshots, snapshotDifferences, uncoveredQueries } from './sql-snapshots';

describe('SQL snapshots (apps/server/src/db/sql)', () => {
  // Every example on a new in-memory PGlite, as `npm run sync:sql` runs them.
  let generated: Map<string, string>;
  beforeAll(async () => {
    generated = await generateSqlSnapshots();
  });

  it('have an example for every query a repository file exports', async () => {
    expect(
      await uncoveredQueries(),
      'add an example to apps/server/src/scripts/sql-examples.ts (or, for an export that sends no query, list it in notQueries)',
    ).toEqual([]);
  });

  it('match the SQL the repositories send', () => {
    expect(
      snapshotDifferences(generated),
      'a query changed without its snapshot: run `npm run sync:sql` and commit apps/server/src/db/sql/',
    ).toEqual([]);
  });
});
