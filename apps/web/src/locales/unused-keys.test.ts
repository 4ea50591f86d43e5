import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enDashboard from './dashboard.en.json';
import { mergeLocales } from './merge';
import { translation as enTranslation } from './translation.en';
import { translation as enMore } from './translation-more.en';

type Tree = { [key: string]: string | Tree };

const leafKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : leafKeys(value, path);
  });

/** Every web source file but tests and the locale files themselves. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** i18next's plural forms (`_one`, `_other` …) are looked up by their base key. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

describe('translation keys', () => {
  const code = sources(join(import.meta.dirname, '..'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  // Keys built at run time: t(`categories.${id}`) uses every key under "categories.".
  const dynamicPrefixes = [...code.matchAll(/[`'"]([A-Za-z][\w.]*\.)\$\{/g)].map((m) => m[1]!);
  const quoted = new Set([...code.matchAll(/['"`]([A-Za-z][\w.-]*)['"`]/g)].map((m) => m[1]!));

  it('are each used by some source file (a literal key, or under a prefix the code completes)', () => {
    const keys = leafKeys(mergeLocales<Tree>(enTranslation, enMore, enDashboard));
    const unused = keys.filter((key) => {
      const base = key.replace(PLURAL, '');
      return !quoted.has(base) && !dynamicPrefixes.some((prefix) => base.startsWith(prefix));
    });
    expect(unused).toEqual([]);
  });
});
