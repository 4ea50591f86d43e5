/**
 * `npm run lint` step: refuses a migration that would break the previous release's code during a
 * rolling upgrade (see db/migration-rules.ts and CONTRIBUTING.md, "A migration").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/client';
import { checkMigration, FIRST_CHECKED_MIGRATION } from '../db/migration-rules';

const problems = readdirSync(MIGRATIONS_FOLDER)
  .filter((file) => file.endsWith('.sql') && Number.parseInt(file, 10) >= FIRST_CHECKED_MIGRATION)
  .flatMap((file) => checkMigration(file, readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8')));
for (const problem of problems) {
  console.error(`${problem.file}: ${problem.rule}: ${problem.statement.split('\n')[0]}`);
}
if (problems.length) {
  console.error(
    '\nA migration must keep the previous release working while nodes roll. Split it into expand and ' +
      'contract steps, and mark the contract step with a "-- contract: <why>" line (CONTRIBUTING.md).',
  );
  process.exit(1);
}
console.log('migrations: every migration is safe for a rolling upgrade');
