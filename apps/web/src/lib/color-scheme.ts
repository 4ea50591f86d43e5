import { isMantineColorScheme, localStorageColorSchemeManager } from '@mantine/core';
import type { MantineColorSchemeManager } from '@mantine/core';
import { COLOR_SCHEME_COOKIE } from '@ideamatch/shared/constants';
import { getCookie, removeCookie, setCookie } from './cookies';

/** How long a colour-scheme choice is remembered, in days. */
const CHOICE_DAYS = 365;

/**
 * Where the colour scheme a person chose is kept: Mantine's local-storage entry, and the
 * `color-scheme` cookie beside it so the server sends the page already in that scheme (no flash of
 * the other one). `auto` (the default) follows the device. Another tab's change applies here too.
 */
export function cookieColorSchemeManager(): MantineColorSchemeManager {
  const storage = localStorageColorSchemeManager();
  return {
    get: (defaultValue) => {
      const fromCookie = getCookie(COLOR_SCHEME_COOKIE);
      return isMantineColorScheme(fromCookie) ? fromCookie : storage.get(defaultValue);
    },
    set: (value) => {
      storage.set(value);
      setCookie(COLOR_SCHEME_COOKIE, value, { days: CHOICE_DAYS });
    },
    subscribe: (onUpdate) =>
      storage.subscribe((value) => {
        setCookie(COLOR_SCHEME_COOKIE, value, { days: CHOICE_DAYS });
        onUpdate(value);
      }),
    unsubscribe: () => storage.unsubscribe(),
    clear: () => {
      storage.clear();
      removeCookie(COLOR_SCHEME_COOKIE);
    },
  };
}

/** The app's one manager. */
export const colorSchemeManager = cookieColorSchemeManager();
