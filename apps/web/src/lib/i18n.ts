import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, LANGUAGES } from '@ideamatch/shared/constants';
import type { Language } from '@ideamatch/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/th';
import i18n from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { loadTranslation, type Locale, type TextPart } from '../locales';
import { getAccessToken } from './auth-token';
import { getCookie, setCookie } from './cookies';

/** i18next locale code of each stored language value. */
export const LANGUAGE_LOCALE: Record<Language, Locale> = { TH: 'th', EN: 'en' };

const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language === value);

/** The language named by a `lang` query parameter (`?lang=en`, `?lang=th`), if any. */
function languageParam(): Language | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get('lang')?.toUpperCase();
  return isLanguage(value) ? value : null;
}

/** How long a language choice is remembered, in days. */
const CHOICE_DAYS = 365;

/** The language the person chose on this device: the `lang` cookie, else (before the cookie) local storage. */
function chosenLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  const fromCookie = getCookie(LANGUAGE_COOKIE)?.toUpperCase();
  if (isLanguage(fromCookie)) return fromCookie;
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Remembers a language choice: in the `lang` cookie, which the server reads to send its pages in
 * that language, and in local storage as before.
 */
function rememberLanguage(language: Language): void {
  setCookie(LANGUAGE_COOKIE, LANGUAGE_LOCALE[language], { days: CHOICE_DAYS });
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage disabled: the cookie alone remembers it.
  }
}

/**
 * The language a page starts in, decided as the server decides it so both agree: the address's
 * `lang` query parameter, then the person's remembered choice, else TH (whatever the browser's
 * language: Thai is the default).
 */
export function readStoredLanguage(): Language {
  return languageParam() ?? chosenLanguage() ?? DEFAULT_LANGUAGE;
}

/** Whether the person has chosen a language (the address names one, or a choice is remembered). */
export function hasLanguageChoice(): boolean {
  return languageParam() !== null || chosenLanguage() !== null;
}

/** The stored-language value of an i18next locale code. */
export function toLanguage(locale: string | undefined): Language {
  return locale?.toLowerCase().startsWith('en') ? 'EN' : 'TH';
}

function applyDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  dayjs.locale(locale);
}

i18n.on('languageChanged', applyDocumentLanguage);

const startLanguage = readStoredLanguage();
const startLocale = LANGUAGE_LOCALE[startLanguage];
// An address in a language (`?lang=en`) is a choice the next visit keeps; a choice remembered only
// in local storage (before the cookie existed) is copied to the cookie so the server sees it too.
if (typeof document !== 'undefined' && (languageParam() || (chosenLanguage() && !getCookie(LANGUAGE_COOKIE)))) {
  rememberLanguage(startLanguage);
}

void i18n.use(initReactI18next).init({
  // Each language's texts are added when it is first shown (`loadTexts`).
  resources: {},
  partialBundledLanguages: true,
  lng: startLocale,
  fallbackLng: 'th',
  supportedLngs: ['th', 'en'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
applyDocumentLanguage(i18n.language);

/**
 * The parts of the texts in use; a language switch loads each of them in the new language. A visitor
 * starts with the shell's and public pages' (`main`); someone signed in also needs the rest (`more`):
 * their header's menus, alerts and pages use it.
 */
const partsInUse = new Set<TextPart>(typeof document !== 'undefined' && getAccessToken() ? ['main', 'more'] : ['main']);
const loadedParts = new Set<string>();

/**
 * Downloads into i18next the parts in use (or those named) of a language's texts that it does not
 * have yet, adding them in a fixed order (`main` first) whatever order they arrive in.
 */
export async function loadTexts(locale: Locale, parts: Iterable<TextPart> = partsInUse): Promise<void> {
  const order: TextPart[] = ['main', 'more', 'dashboard'];
  const wanted = order.filter((part) => [...parts].includes(part) && !loadedParts.has(`${locale}:${part}`));
  const texts = await Promise.all(wanted.map((part) => loadTranslation(locale, part)));
  wanted.forEach((part, index) => {
    if (loadedParts.has(`${locale}:${part}`)) return;
    i18n.addResourceBundle(locale, 'translation', texts[index], true, true);
    loadedParts.add(`${locale}:${part}`);
  });
}

/** Loads a part of the texts, now and after every language switch; what needs it awaits it. */
function addTextPart(part: TextPart): Promise<void> {
  partsInUse.add(part);
  return loadTexts(LANGUAGE_LOCALE[toLanguage(i18n.language)]);
}

/** Loads the dashboard's texts, now and after every language switch; the dashboard awaits it. */
export const loadDashboardTexts = (): Promise<void> => addTextPart('dashboard');

/**
 * Loads the texts beyond the shell's and the public pages' (`more`), now and after every language
 * switch: the pages and signed-in parts that use them await it with their code.
 */
export const loadMoreTexts = (): Promise<void> => addTextPart('more');

/** Settles when the texts of the language the page starts in are there: render after it. */
export const textsReady: Promise<void> = loadTexts(startLocale);

/**
 * Switches the interface language and remembers it (the `lang` cookie and local storage). An
 * address naming a language is changed to name the new one, so a reload keeps it.
 */
export function changeLanguage(language: Language): Promise<unknown> {
  rememberLanguage(language);
  const locale = LANGUAGE_LOCALE[language];
  if (languageParam()) {
    const url = new URL(window.location.href);
    url.searchParams.set('lang', locale);
    window.history.replaceState(window.history.state, '', url);
  }
  return loadTexts(locale).then(() => i18n.changeLanguage(locale));
}

/** Whether the browser's first language is English. */
export function browserPrefersEnglish(): boolean {
  if (typeof navigator === 'undefined') return false;
  const first = navigator.languages?.[0] ?? navigator.language;
  return typeof first === 'string' && first.toLowerCase().startsWith('en');
}

/**
 * Shows the interface in `language` without remembering it as the person's choice, unless they
 * chose a language on this device (that choice wins). For staff pages, which follow the staff
 * member's saved language or their browser's, and render only in the browser.
 */
export function showLanguageUnlessChosen(language: Language): Promise<unknown> {
  if (hasLanguageChoice() || toLanguage(i18n.language) === language) return Promise.resolve();
  const locale = LANGUAGE_LOCALE[language];
  return loadTexts(locale).then(() => i18n.changeLanguage(locale));
}

/** The current language (TH or EN) and a toggle between the two. */
export function useLanguage(): {
  language: Language;
  setLanguage: (language: Language) => void;
  toggleLanguage: () => void;
} {
  const { i18n: instance } = useTranslation();
  const language = toLanguage(instance.resolvedLanguage ?? instance.language);
  const setLanguage = useCallback((next: Language) => void changeLanguage(next), []);
  const toggleLanguage = useCallback(() => void changeLanguage(language === 'TH' ? 'EN' : 'TH'), [language]);
  return { language, setLanguage, toggleLanguage };
}

export { i18n };
