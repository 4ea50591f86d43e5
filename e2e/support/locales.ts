import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Messages = { [key: string]: string | Messages };

const LOCALES_DIR = fileURLToPath(new URL('../../apps/web/src/locales/', import.meta.url));
const readLocale = (name: string): Messages => JSON.parse(readFileSync(`${LOCALES_DIR}${name}.json`, 'utf8'));

function merge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = typeof value === 'object' && typeof existing === 'object' ? merge({ ...existing }, value) : value;
  }
  return target;
}

/** The base locale file deep-merged with every feature file (`<feature>.<lang>.json`), as the app does. */
const load = (lang: 'th' | 'en'): Messages =>
  [
    lang,
    ...readdirSync(LOCALES_DIR)
      .filter((name) => name.endsWith(`.${lang}.json`))
      .map((name) => name.slice(0, -'.json'.length)),
  ]
    .map(readLocale)
    .reduce(merge, {});

const messages = { TH: load('th'), EN: load('en') };

/** The text the app shows for an i18n key, so tests assert what a person reads in each language. */
export function text(language: 'TH' | 'EN', key: string): string {
  const value = key
    .split('.')
    .reduce<string | Messages | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      messages[language],
    );
  if (typeof value !== 'string') throw new Error(`no ${language} text for ${key}`);
  return value;
}
