/**
 * Rules that keep a rolling upgrade safe: while nodes of the previous release still serve, the
 * schema a new migration leaves must work for their code. A migration may only expand (new tables,
 * new nullable columns or columns with a default, new indexes); a change that removes or reshapes
 * what old code reads or writes is the contract step of an expand/contract change, shipped a release
 * after the code stopped using the old shape, and says so with a `-- contract: <why>` line.
 */
export type MigrationProblem = { file: string; statement: string; rule: string };

const RULES: { rule: string; test: (statement: string) => boolean }[] = [
  { rule: 'drops a table', test: (s) => /\bdrop\s+table\b/i.test(s) },
  { rule: 'drops a column', test: (s) => /\balter\s+table\b[\s\S]*\bdrop\s+column\b/i.test(s) },
  { rule: 'renames a table or column', test: (s) => /\brename\b/i.test(s) },
  { rule: "changes a column's type", test: (s) => /\balter\s+column\b[\s\S]*\b(set\s+data\s+)?type\b/i.test(s) },
  { rule: 'makes a column NOT NULL', test: (s) => /\balter\s+column\b[\s\S]*\bset\s+not\s+null\b/i.test(s) },
  {
    rule: 'adds a NOT NULL column without a default',
    test: (s) => /\badd\s+column\b/i.test(s) && /\bnot\s+null\b/i.test(s) && !/\bdefault\b/i.test(s),
  },
];

/** The marker of a contract step: `-- contract: the code stopped using X in release Y`. */
const CONTRACT_MARKER = /^--\s*contract:\s*\S/im;

/** Migrations before this index were written before the rule and are left as they are. */
export const FIRST_CHECKED_MIGRATION = 27;

/** What in one migration file would break the previous release's code. */
export function checkMigration(file: string, text: string): MigrationProblem[] {
  if (CONTRACT_MARKER.test(text)) return [];
  const statements = text
    .split(/--> statement-breakpoint|;\s*\n/)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
  return statements.flatMap((statement) =>
    RULES.filter(({ test }) => test(statement)).map(({ rule }) => ({ file, statement, rule })),
  );
}
