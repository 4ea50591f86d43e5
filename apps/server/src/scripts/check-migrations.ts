/**
 * `npm run lint` step: refuses a migration that would break the previous release's code during a
 * rolling upgrade (see db/migration-rules.ts and CONTRIBUTING.md, "A migration").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/client';
import { checkMigration, FIRST_CHECKED_MIGRATION } from '../db/migration-rules';

const sqlFiles = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql'));
const problems = sqlFiles
  .filter((file) => Number.parseInt(file, 10) >= FIRST_CHECKED_MIGRATION)
  .flatMap((file) => checkMigration(file, readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8')));
for (const problem of problems) {
  console.error(`${problem.file}: ${problem.rule}: ${problem.statement.split('\n')[0]}`);
}

/**
 * The journal lists every migration file once, in order, each `when` later than the one before:
 * the migrator skips a migration whose `when` is earlier than the last one applied, so two branches
 * that each added one must be renumbered and re-timed when they meet.
 */
type Journal = { entries: { idx: number; when: number; tag: string }[] };
const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;
const journalProblems: string[] = [];
journal.entries.forEach((entry, i) => {
  const before = journal.entries[i - 1];
  if (entry.idx !== i) journalProblems.push(`${entry.tag}: idx ${entry.idx}, expected ${i}`);
  if (!entry.tag.startsWith(String(i).padStart(4, '0')))
    journalProblems.push(`${entry.tag}: its number is not its place in the journal (${i})`);
  if (before && entry.when <= before.when)
    journalProblems.push(`${entry.tag}: "when" is not later than ${before.tag}'s, so it would be skipped`);
});
const tags = new Set(journal.entries.map((entry) => `${entry.tag}.sql`));
for (const file of sqlFiles) if (!tags.has(file)) journalProblems.push(`${file}: not in meta/_journal.json`);
for (const tag of tags) if (!sqlFiles.includes(tag)) journalProblems.push(`${tag}: in the journal, but no such file`);
for (const problem of journalProblems) console.error(`migrations journal: ${problem}`);

if (journalProblems.length) process.exit(1);
if (problems.length) {
  console.error(
    '\nA migration must keep the previous release working while nodes roll. Split it into expand and ' +
      'contract steps, and mark the contract step with a "-- contract: <why>" line (CONTRIBUTING.md).',
  );
  process.exit(1);
}
console.log('migrations: every migration is safe for a rolling upgrade');
