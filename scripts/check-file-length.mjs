// `npm run lint` step: no source file over 400 lines without the reason at its top. A long file is
// usually two things that grew together; the few that are one thing (a legal text, a table of
// examples) say so in their first lines with "Longer than 400 lines:".
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 400;
const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js', '*.cjs'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const long = [];
for (const file of files) {
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
  if (lines.length <= LIMIT) continue;
  if (lines.slice(0, 8).some((line) => line.includes('Longer than 400 lines:'))) continue;
  long.push(`${file}: ${lines.length} lines`);
}
if (long.length) {
  console.error(
    `Files over ${LIMIT} lines (split them, or give the reason at the top with "Longer than 400 lines: …"):`,
  );
  for (const line of long) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`file length: every source file is at most ${LIMIT} lines or says why`);
