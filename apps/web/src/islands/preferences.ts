import { COLOR_SCHEME_COOKIE, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '@ideamatch/shared/constants';
import { isAppRunning } from './upgrade';

/** How long a choice is remembered, in seconds (a year, as the app does). */
const CHOICE_SECONDS = 365 * 24 * 60 * 60;
/** Mantine's local-storage entry of the colour scheme, which the app reads beside the cookie. */
const SCHEME_STORAGE_KEY = 'mantine-color-scheme-value';

const remember = (cookie: string, value: string, storageKey: string, stored: string) => {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookie}=${value}; path=/; max-age=${CHOICE_SECONDS}; SameSite=Lax${secure}`;
  try {
    localStorage.setItem(storageKey, stored);
  } catch {
    // Private mode or storage disabled: the cookie alone remembers it.
  }
};

/**
 * A page asked for in a language (`?lang=en`) makes it the person's choice, as the app does when it
 * starts (src/lib/i18n.ts), so their next page comes in it.
 */
export function rememberAddressLanguage(): void {
  const asked = new URLSearchParams(window.location.search).get('lang')?.toLowerCase();
  if (asked === 'th' || asked === 'en') remember(LANGUAGE_COOKIE, asked, LANGUAGE_STORAGE_KEY, asked.toUpperCase());
}

/** Whether the person chose a language on this device (its cookie, or local storage from before it). */
const hasLanguageChoice = (): boolean => {
  if (document.cookie.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`))) return true;
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
};

/**
 * Whether the app's "View in English" offer (src/components/ui/language-offer.tsx) is for this
 * visitor: a Thai page, no language chosen, a browser that prefers English. The app shows it.
 */
export function isEnglishOffered(): boolean {
  const first = navigator.languages?.[0] ?? navigator.language;
  return document.documentElement.lang === 'th' && !hasLanguageChoice() && /^en/i.test(first ?? '');
}

/**
 * The header's language and colour-scheme switches on a visitor's page: each remembers the choice as
 * the app does (its cookie, which the server renders pages by, and local storage) and loads the page
 * again, sent in the new language or scheme. An address naming its language (`?lang=`) is changed too.
 */
export function enhancePreferences(root: Document): void {
  root.addEventListener('click', (event) => {
    if (isAppRunning() || !(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>('[data-island="language"], [data-island="color-scheme"]');
    if (!control) return;
    event.preventDefault();
    const url = new URL(window.location.href);
    if (control.dataset.island === 'language') {
      const next = document.documentElement.lang === 'en' ? 'th' : 'en';
      remember(LANGUAGE_COOKIE, next, LANGUAGE_STORAGE_KEY, next.toUpperCase());
      if (url.searchParams.has('lang')) url.searchParams.set('lang', next);
    } else {
      const scheme = document.documentElement.dataset.mantineColorScheme;
      const isDark = scheme === 'dark' || (scheme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
      const next = isDark ? 'light' : 'dark';
      remember(COLOR_SCHEME_COOKIE, next, SCHEME_STORAGE_KEY, next);
    }
    window.location.assign(url.href);
  });
}
