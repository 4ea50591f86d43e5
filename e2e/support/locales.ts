import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Messages = { [key: string]: string | Messages };
const load = (lang: 'th' | 'en'): Messages =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../apps/web/src/locales/${lang}.json`, import.meta.url)), 'utf8'));

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
