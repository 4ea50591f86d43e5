import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@ideamatch/shared/errors';
import { FIELD_ERROR_CODES, FIELD_MESSAGES } from '@ideamatch/shared/field-errors';
import { NETWORK_ERROR, INVALID_RESPONSE } from '../lib/api-client';
import enDashboard from './dashboard.en.json';
import thDashboard from './dashboard.th.json';
import { mergeLocales } from './merge';
import { translation as enTranslation } from './translation.en';
import { translation as thTranslation } from './translation.th';
import { translation as enMore } from './translation-more.en';
import { translation as thMore } from './translation-more.th';

type Tree = { [key: string]: string | Tree };

/** Every text of a language: its three parts (the shell's and public pages', the rest, the dashboard's). */
const en = mergeLocales<Tree>(enTranslation, enMore, enDashboard);
const th = mergeLocales<Tree>(thTranslation, thMore, thDashboard);

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

describe('each pair of locale files', () => {
  const dir = import.meta.dirname;
  const read = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Tree;
  const thFiles = readdirSync(dir).filter((name) => /(^|\.)th\.json$/.test(name));

  it('covers every Thai file with an English one', () => {
    const enFiles = new Set(readdirSync(dir).filter((name) => /(^|\.)en\.json$/.test(name)));
    expect(thFiles.map((name) => name.replace(/th\.json$/, 'en.json')).filter((name) => !enFiles.has(name))).toEqual(
      [],
    );
    expect(thFiles.length).toBe(enFiles.size);
  });

  it.each(thFiles)('%s has the same keys as its English file', (thFile) => {
    const thFileKeys = leafKeys(read(thFile));
    const enFileKeys = leafKeys(read(thFile.replace(/th\.json$/, 'en.json')));
    expect(thFileKeys.filter((key) => !enFileKeys.includes(key))).toEqual([]);
    expect(enFileKeys.filter((key) => !thFileKeys.includes(key))).toEqual([]);
  });
});

describe('error codes', () => {
  const text = (tree: Tree, section: string, code: string) => (tree[section] as Tree | undefined)?.[code];

  it('each have a Thai and an English text', () => {
    const codes = [...ERROR_CODES, NETWORK_ERROR, INVALID_RESPONSE];
    expect(codes.filter((code) => typeof text(th, 'errors', code) !== 'string')).toEqual([]);
    expect(codes.filter((code) => typeof text(en, 'errors', code) !== 'string')).toEqual([]);
    expect(FIELD_ERROR_CODES.filter((code) => typeof text(th, 'fieldErrors', code) !== 'string')).toEqual([]);
    expect(FIELD_ERROR_CODES.filter((code) => typeof text(en, 'fieldErrors', code) !== 'string')).toEqual([]);
  });

  it("for fields read in English exactly as the server's text, with the same numbers in Thai", () => {
    expect(FIELD_ERROR_CODES.filter((code) => text(en, 'fieldErrors', code) !== FIELD_MESSAGES[code])).toEqual([]);
    const numbers = (value: unknown) => String(value).match(/\d+/g)?.join() ?? '';
    expect(
      FIELD_ERROR_CODES.filter((code) => numbers(text(th, 'fieldErrors', code)) !== numbers(FIELD_MESSAGES[code])),
    ).toEqual([]);
  });

  it('name no field code the server does not have', () => {
    expect(
      Object.keys(th.fieldErrors as Tree).filter((code) => !(FIELD_ERROR_CODES as string[]).includes(code)),
    ).toEqual([]);
  });
});
