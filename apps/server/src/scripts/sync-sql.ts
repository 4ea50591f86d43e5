/**
 * `npm run sync:sql`: rewrites the SQL snapshots in apps/server/src/db/sql/ (one file per repository
 * file, every query its methods send, from the examples in sql-examples.ts). Run it after changing a
 * query and commit the files with the change; `sql-snapshots.test.ts` fails while they differ.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSqlSnapshots, SQL_SNAPSHOT_DIR, uncoveredQueries } from './sql-snapshots';

async function main() {
  const uncovered = await uncoveredQueries();
  if (uncovered.length) {
    throw new Error(
      `Query exports without an example in sql-examples.ts (nor listed in notQueries):\n  ${uncovered.join('\n  ')}`,
    );
  }
  const snapshots = await generateSqlSnapshots();
  mkdirSync(SQL_SNAPSHOT_DIR, { recursive: true });
  for (const file of readdirSync(SQL_SNAPSHOT_DIR)) {
    if (file.endsWith('.sql') && !snapshots.has(file)) rmSync(join(SQL_SNAPSHOT_DIR, file));
  }
  for (const [file, text] of snapshots) writeFileSync(join(SQL_SNAPSHOT_DIR, file), text);
  console.log(`Wrote ${snapshots.size} files to ${SQL_SNAPSHOT_DIR}`);
}

await main();
