// drizzle-kit generate, then drop its hard-coded "public". qualifiers so the committed SQL follows
// search_path: the same migrations then apply to any schema (tests use a fresh schema per run).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = new URL('../src/db/migrations/', import.meta.url).pathname;
execFileSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], { stdio: 'inherit' });
for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
  const path = join(folder, file);
  const sql = readFileSync(path, 'utf8');
  const unqualified = sql.replaceAll('"public".', '');
  if (unqualified !== sql) writeFileSync(path, unqualified);
}
