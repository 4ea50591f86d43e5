/**
 * `npm run lint` step: a module's repository is private to it and imports between modules point down
 * the layers of apps/server/src/modules/module-layers.ts (the rules: scripts/module-imports.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { knownUpwardImports, moduleLayers } from '../modules/module-layers';
import { type FoundImport, moduleImportProblems } from './module-imports';

const SOURCE = resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'migrations']);

const files: string[] = [];
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) files.push(path);
  }
};
walk(SOURCE);

const resolveImport = (from: string, specifier: string) => {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  return [base, `${base}.ts`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
};

// `import … from`, `export … from` and `import()`, type-only ones included: a type names a table's shape too.
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const imports: FoundImport[] = [];
for (const file of files) {
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? '';
    const target = resolveImport(file, specifier);
    if (target) imports.push({ from: relative(SOURCE, file), to: relative(SOURCE, target), specifier });
  }
}

const problems = moduleImportProblems(imports, { layers: moduleLayers, knownUpward: knownUpwardImports });
for (const problem of problems) console.error(`apps/server/src/${problem}`);
if (problems.length) {
  console.error(`${problems.length} module import problem(s); see docs/architecture.md, "Server layers".`);
  process.exit(1);
}
const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1];
const between = imports.filter(({ from, to }) => moduleOf(from) && moduleOf(to) && moduleOf(from) !== moduleOf(to));
console.log(
  `module imports: ${between.length} imports between modules, none of another module's repository; ` +
    `${knownUpwardImports.length} known upward imports left (modules/module-layers.ts)`,
);
