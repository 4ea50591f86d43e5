import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from '@ideamatch/shared/constants';
import type { Language } from '@ideamatch/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/th';
import i18n from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { loadTranslation, type Locale, type TextPart } from '../locales';

/** i18next locale code of each stored language value. */
export const LANGUAGE_LOCALE: Record<Language, Locale> = { TH: 'th', EN: 'en' };

const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language === value);

/** The language named by a `lang` query parameter (`?lang=en`, `?lang=th`), if any. */
function languageParam(): Language | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get('lang')?.toUpperCase();
  return isLanguage(value) ? value : null;
}

/**
 * The language of a `lang` query parameter when the address has one, else the one saved in local
 * storage, TH when none (or an unknown value) is saved.
 */
export function readStoredLanguage(): Language {
  const fromAddress = languageParam();
  if (fromAddress) return fromAddress;
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The stored-language value of an i18next locale code. */
export function toLanguage(locale: string | undefined): Language {
  return locale?.toLowerCase().startsWith('en') ? 'EN' : 'TH';
}

function applyDocumentLanguage(locale: string): void {
  document.documentElement.lang = locale;
  dayjs.locale(locale);
}

i18n.on('languageChanged', applyDocumentLanguage);

const startLocale = LANGUAGE_LOCALE[readStoredLanguage()];

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

/** The parts of the texts in use; a language switch loads each of them in the new language. */
const partsInUse = new Set<TextPart>(['main']);
const loadedParts = new Set<string>();

/** Downloads into i18next the parts in use of a language's texts that it does not have yet. */
async function loadTexts(locale: Locale): Promise<void> {
  await Promise.all(
    [...partsInUse].map(async (part) => {
      if (loadedParts.has(`${locale}:${part}`)) return;
      i18n.addResourceBundle(locale, 'translation', await loadTranslation(locale, part), true, true);
      loadedParts.add(`${locale}:${part}`);
    }),
  );
}

/** Loads the dashboard's texts, now and after every language switch; the dashboard awaits it. */
export function loadDashboardTexts(): Promise<void> {
  partsInUse.add('dashboard');
  return loadTexts(LANGUAGE_LOCALE[toLanguage(i18n.language)]);
}

/** Settles when the texts of the language the page starts in are there: render after it. */
export const textsReady: Promise<void> = loadTexts(startLocale);

/** Switches the interface language and remembers it under `language` in local storage. */
export function changeLanguage(language: Language): Promise<unknown> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
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
