/**
 * The rules between server modules (apps/server/src/modules/module-layers.ts), as a pure function of
 * the imports found: scripts/check-module-imports.ts feeds it the real files, its test fake ones.
 *
 * 1. A module's `*.repository.ts` is private to it: only the module's own files (its tests included)
 *    and the SQL snapshot scripts (`scripts/sql-examples.ts`, `scripts/sql-snapshots.ts`, which call
 *    every repository method) import it. Everyone else calls the module's service or policy.
 * 2. Imports between modules point down the layers: a module imports modules of its own layer or
 *    lower ones. Test files (`*.test.ts`, `*.test-helpers.ts`, `*.helpers.ts`) drive the whole app
 *    and may import any layer, but not another module's repository.
 */

/** One import, paths relative to apps/server/src. */
export type FoundImport = { from: string; to: string; specifier: string };

export type ModuleRules = {
  layers: readonly (readonly string[])[];
  /** Upward imports not yet removed, as `<module>/<file> -> <module>`; the list may only shrink. */
  knownUpward: readonly string[];
};

/** Files outside every module that may still import a repository: they exist to call each method. */
export const REPOSITORY_READERS = ['scripts/sql-examples.ts', 'scripts/sql-snapshots.ts'];

const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1];
const isTestFile = (path: string) => /\.(test|test-helpers|helpers)\.ts$/.test(path);

export function moduleImportProblems(imports: readonly FoundImport[], rules: ModuleRules): string[] {
  const layerOf = new Map(rules.layers.flatMap((layer, index) => layer.map((name) => [name, index] as const)));
  const problems: string[] = [];
  const unknown = new Set<string>();
  const upwardSeen = new Set<string>();
  for (const { from, to, specifier } of imports) {
    const owner = moduleOf(from);
    const target = moduleOf(to);
    if (!target || owner === target) continue;
    if (to.endsWith('.repository.ts') && !REPOSITORY_READERS.includes(from)) {
      problems.push(
        `${from} imports ${specifier}: a module's repository is private to it. ` +
          `Call a function of ${target}'s service or policy (modules/${target}/*.service.ts, *.policy.ts), ` +
          `adding one named by what it answers if none fits.`,
      );
    }
    if (!owner || isTestFile(from)) continue;
    for (const name of [owner, target]) if (!layerOf.has(name)) unknown.add(name);
    const ownerLayer = layerOf.get(owner);
    const targetLayer = layerOf.get(target);
    if (ownerLayer === undefined || targetLayer === undefined || targetLayer <= ownerLayer) continue;
    const key = `${from.slice('modules/'.length)} -> ${target}`;
    upwardSeen.add(key);
    if (rules.knownUpward.includes(key)) continue;
    problems.push(
      `${from} imports ${specifier}: ${owner} (layer ${ownerLayer + 1}) may not import ${target} ` +
        `(layer ${targetLayer + 1}, higher). Move the function down into ${owner} or a lower module, or let ` +
        `${target} pass what ${owner} needs (an argument or a hook registered at start-up); ` +
        `the layers are in modules/module-layers.ts.`,
    );
  }
  for (const name of unknown) {
    problems.push(`module ${name} is in no layer: add it to apps/server/src/modules/module-layers.ts`);
  }
  for (const key of rules.knownUpward) {
    if (!upwardSeen.has(key)) {
      problems.push(`modules/module-layers.ts lists "${key}" as an upward import, but there is none: remove the line`);
    }
  }
  return problems;
}
