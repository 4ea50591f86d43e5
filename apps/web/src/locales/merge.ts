/** Deep-merges translation trees, later ones winning. */
type Tree = { [key: string]: string | Tree };

function mergeTrees(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof value === 'object' && typeof existing === 'object' ? mergeTrees({ ...existing }, value) : value;
  }
  return target;
}

export const mergeLocales = <T extends object>(...parts: object[]): T =>
  parts.reduce<Tree>((all, part) => mergeTrees(all, part as Tree), {}) as T;
