import { describe, expect, it } from 'vitest';
import enDashboard from './dashboard.en.json';
import thDashboard from './dashboard.th.json';
import { mergeLocales } from './merge';
import { translation as enTranslation } from './translation.en';
import { translation as thTranslation } from './translation.th';

type Tree = { [key: string]: string | Tree };

/** Every text of a language: what every page loads and the dashboard's part. */
const en = mergeLocales<Tree>(enTranslation, enDashboard);
const th = mergeLocales<Tree>(thTranslation, thDashboard);

/** Every leaf key of a locale file, dotted ("auth.login.title"). */
function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : leafKeys(value, path);
  });
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((m) => m[1] ?? m[2] ?? '').sort();

describe('locale files', () => {
  const enKeys = leafKeys(en);
  const thKeys = leafKeys(th);

  it('have the same keys in Thai and English', () => {
    expect(thKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !thKeys.includes(key))).toEqual([]);
  });

  it('have no empty texts', () => {
    const lookup = (tree: Tree, key: string): unknown =>
      key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
    expect(enKeys.filter((key) => !String(lookup(en, key)).trim())).toEqual([]);
    expect(thKeys.filter((key) => !String(lookup(th, key)).trim())).toEqual([]);
  });

  it('use the same placeholders and tags in both languages', () => {
    const lookup = (tree: Tree, key: string): string =>
      String(key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree));
    const mismatched = enKeys.filter(
      (key) => placeholders(lookup(en, key)).join() !== placeholders(lookup(th, key)).join(),
    );
    expect(mismatched).toEqual([]);
  });
});
