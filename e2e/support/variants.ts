import type { Browser, BrowserContext, Page } from '@playwright/test';
import { text } from './locales';

export type Language = 'TH' | 'EN';

/** One way a person meets the app: a phone or a desktop window, in Thai or in English. */
export type Variant = { name: string; width: number; height: number; language: Language; isPhone: boolean };

/** The journeys checked in every combination of a 390 px phone or a 1,280 px desktop and Thai or English. */
export const VARIANTS: readonly Variant[] = [
  { name: 'phone 390 px, Thai', width: 390, height: 844, language: 'TH', isPhone: true },
  { name: 'phone 390 px, English', width: 390, height: 844, language: 'EN', isPhone: true },
  { name: 'desktop 1,280 px, Thai', width: 1280, height: 800, language: 'TH', isPhone: false },
  { name: 'desktop 1,280 px, English', width: 1280, height: 800, language: 'EN', isPhone: false },
];

/** The `lang` cookie the app and the server read for the language chosen on this device. */
const LANGUAGE_COOKIE = { TH: 'th', EN: 'en' } as const;

/**
 * The variant's text for an i18n key, with its `{{placeholders}}` filled in (`{{count}}` picks the
 * key's `_one` / `_other` form when the key itself has none, as i18next does).
 */
export function textOf(language: Language, key: string, values: Record<string, string | number> = {}): string {
  let template: string;
  try {
    template = text(language, key);
  } catch (error) {
    if (values.count === undefined) throw error;
    template = text(language, `${key}_${Number(values.count) === 1 ? 'one' : 'other'}`);
  }
  return Object.entries(values).reduce(
    (result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)),
    template,
  );
}

export const escapeRe = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A whole-text pattern for a key whose placeholders take `values`, or match the pattern source given
 * in `patterns` (for a part the test cannot know, like a percentage or an unread count).
 */
export function patternOf(
  language: Language,
  key: string,
  values: Record<string, string | number>,
  patterns: Record<string, string> = {},
) {
  const source = text(language, key)
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return escapeRe(part);
      return patterns[name] ?? escapeRe(String(values[name] ?? part));
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** Signs a context in (when given a token) and chooses the variant's language, as the person's own browser would. */
export async function prepareContext(context: BrowserContext, baseURL: string, variant: Variant, token?: string) {
  await context.addCookies([
    { name: 'lang', value: LANGUAGE_COOKIE[variant.language], url: baseURL },
    ...(token ? [{ name: 'accessToken', value: token, url: baseURL }] : []),
  ]);
}

/** A second person's browser at the variant's size and language. */
export async function openBrowserOf(browser: Browser, baseURL: string, variant: Variant, token: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: variant.width, height: variant.height },
    locale: 'th-TH',
  });
  await prepareContext(context, baseURL, variant, token);
  return { context, page: await context.newPage() };
}

/** A toast: Mantine shows each as an alert. */
export const toast = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message });
