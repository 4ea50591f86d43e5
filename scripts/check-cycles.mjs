// Fails when relative imports form a cycle anywhere in the TypeScript sources: imports flow one way
// (a module never depends, even indirectly, on what depends on it). Reads files as text:
// `import … from './x'`, `export … from './x'` and `import('./x')`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOTS = ['packages/shared/src', 'apps/server/src', 'apps/web/src', 'e2e', 'bench'];
const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', 'results', 'test-results', 'migrations']);
const EXTENSIONS = ['.ts', '.tsx'];

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts')) files.push(resolve(path));
  }
};
for (const root of ROOTS) if (existsSync(root)) walk(root);

const resolveImport = (from, specifier) => {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
};

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const graph = new Map();
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const edges = new Set();
  for (const match of source.matchAll(IMPORT)) {
    // Type-only imports vanish at run time and cannot form a cycle that matters.
    if (/^(?:import|export)\s+type\s/.test(match[0])) continue;
    const target = resolveImport(file, match[1] ?? match[2]);
    if (target) edges.add(target);
  }
  graph.set(file, [...edges]);
}

const state = new Map();
const cycles = [];
const visit = (file, stack) => {
  state.set(file, 'visiting');
  stack.push(file);
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next]);
    else if (!state.has(next)) visit(next, stack);
  }
  stack.pop();
  state.set(file, 'done');
};
for (const file of files) if (!state.has(file)) visit(file, []);

if (cycles.length) {
  console.error(`Import cycles (${cycles.length}):`);
  for (const cycle of cycles) console.error(`  ${cycle.map((f) => relative(process.cwd(), f)).join(' → ')}`);
  process.exit(1);
}
console.log(`No import cycles in ${files.length} files.`);
