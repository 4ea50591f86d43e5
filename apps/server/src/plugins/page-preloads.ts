import { escapeHtml, type PageLanguage } from './public-page';

/** What the web build's manifest says of a module: its file, what it imports, its styles. */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** The lazy page module of each public address, as the web app's router maps them. */
const PAGE_MODULES: [RegExp, string][] = [
  [/^\/$/, 'src/app/routes/home.tsx'],
  [/^\/idea\/?$/, 'src/app/routes/idea-list.tsx'],
  [/^\/idea\/[0-9a-f-]{36}\/?$/i, 'src/app/routes/idea-detail.tsx'],
  [/^\/profile\/?$/, 'src/app/routes/profile.tsx'],
  [/^\/login\/?$/, 'src/app/routes/login.tsx'],
  [/^\/register\/?$/, 'src/app/routes/register.tsx'],
];

/** The module with each language's texts, which the web app loads before its first render. */
const TEXT_MODULES = { th: 'src/locales/translation.th.ts', en: 'src/locales/translation.en.ts' } as const;
/** The module with each language's other texts, which every page but the home page and the idea list loads with its code. */
const MORE_TEXT_MODULES = {
  th: 'src/locales/translation-more.th.ts',
  en: 'src/locales/translation-more.en.ts',
} as const;
/** The pages that show only the texts of the first module. */
const FIRST_TEXTS_ONLY = /^\/(idea\/?)?$/;

/**
 * `<link rel="modulepreload">` tags for the page module of each public address and for each
 * language's texts, with the chunks they import (those the entry already loads left out), so the
 * browser fetches them with the entry instead of after running it; and `<link rel="stylesheet">`
 * for those chunks' styles, so a page whose body the server rendered is painted styled at once
 * instead of reflowing when its chunk's styles arrive. Empty when the build has no manifest.
 */
export function pagePreloads(manifest: Manifest): Map<string, string> {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const collect = (key: string, into: Set<string>, styles: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const file of chunk.css ?? []) styles.add(file);
    for (const next of chunk.imports ?? []) collect(next, into, styles);
  };
  const inEntry = new Set<string>();
  const entryStyles = new Set<string>();
  if (entry) for (const key of Object.keys(manifest)) if (manifest[key] === entry) collect(key, inEntry, entryStyles);
  const tags = new Map<string, string>();
  for (const module of [
    ...PAGE_MODULES.map(([, page]) => page),
    ...Object.values(TEXT_MODULES),
    ...Object.values(MORE_TEXT_MODULES),
  ]) {
    const files = new Set<string>();
    const styles = new Set<string>();
    collect(module, files, styles);
    const links = [
      ...[...styles]
        .filter((file) => !entryStyles.has(file))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`),
      ...[...files]
        .filter((file) => !inEntry.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
    ].join('');
    if (links) tags.set(module, links);
  }
  return tags;
}

export const withPreloads = (
  html: string,
  url: string,
  language: PageLanguage,
  preloads: Map<string, string>,
): string => {
  const path = url.split('?')[0] ?? '';
  const page = PAGE_MODULES.find(([pattern]) => pattern.test(path))?.[1];
  const texts = [TEXT_MODULES[language], ...(FIRST_TEXTS_ONLY.test(path) ? [] : [MORE_TEXT_MODULES[language]])];
  const links = [page, ...texts].map((module) => (module ? (preloads.get(module) ?? '') : '')).join('');
  return links ? html.replace('</head>', () => `${links}</head>`) : html;
};
