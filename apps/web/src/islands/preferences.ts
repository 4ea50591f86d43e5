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

/**
 * A language chosen before the cookie existed, kept only in local storage, is copied to the cookie
 * as the app does; when it is not the page's, the page is loaded again in it.
 */
export function adoptStoredLanguage(): void {
  if (hasLanguageCookie()) return;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)?.toLowerCase() ?? null;
  } catch {
    return;
  }
  if (stored !== 'th' && stored !== 'en') return;
  remember(LANGUAGE_COOKIE, stored, LANGUAGE_STORAGE_KEY, stored.toUpperCase());
  if (stored !== document.documentElement.lang) window.location.replace(window.location.href);
}

/**
 * The page's colour scheme on <html>, as the app's Mantine provider sets it: Mantine's styles for
 * either scheme (borders, badges, light buttons) apply only under that attribute. The server sets it
 * for a person who chose; otherwise it follows the device, and changes with it. `?dark` in the
 * address shows the page dark without remembering it, as in the app (src/lib/url-params.ts).
 */
export function applyColorScheme(): void {
  const root = document.documentElement;
  if (new URLSearchParams(window.location.search).has('dark')) {
    root.dataset.mantineColorScheme = 'dark';
    return;
  }
  if (root.dataset.mantineColorScheme) return;
  const device = matchMedia('(prefers-color-scheme: dark)');
  const follow = () => {
    if (!isAppRunning()) root.dataset.mantineColorScheme = device.matches ? 'dark' : 'light';
  };
  follow();
  device.addEventListener('change', follow);
}

const hasLanguageCookie = () =>
  document.cookie.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`));

/** Whether the person chose a language on this device (its cookie, or local storage from before it). */
const hasLanguageChoice = (): boolean => {
  if (hasLanguageCookie()) return true;
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
};

/**
 * The "View in English" bar (src/components/ui/language-offer.tsx), which a Thai page carries hidden:
 * shown to a visitor whose browser prefers English and who chose no language; "View in English"
 * remembers English and loads the page in it, the other answer remembers Thai and hides the bar.
 */
export function offerEnglish(root: Document): void {
  const bar = root.querySelector<HTMLElement>('[data-island="language-offer"]');
  const first = navigator.languages?.[0] ?? navigator.language;
  if (!bar || root.documentElement.lang !== 'th' || hasLanguageChoice() || !/^en/i.test(first ?? '')) return;
  bar.hidden = false;
  // Hidden again before the app hydrates the page, which shows it itself, as the server sent it.
  bar.dataset.islandShown = '';
  bar.addEventListener('click', (event) => {
    const answer = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-answer]') : null;
    if (isAppRunning() || !answer) return;
    event.preventDefault();
    const chosen = answer.dataset.answer === 'en' ? 'en' : 'th';
    remember(LANGUAGE_COOKIE, chosen, LANGUAGE_STORAGE_KEY, chosen.toUpperCase());
    if (chosen === 'en') window.location.reload();
    else bar.hidden = true;
  });
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
