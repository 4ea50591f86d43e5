/**
 * Every address the web app has a screen for, as React Router patterns (`:param` one segment, a
 * trailing `*` anything below). The server answers any other page address 404 (with the app, which
 * shows its not-found screen); a web test checks this list against the router.
 */
export const APP_PAGE_PATTERNS = [
  '/',
  '/idea',
  '/idea/new',
  '/idea/:id',
  '/idea/:id/edit',
  '/partner',
  '/partner/questions/:accountId',
  '/chat',
  '/chat/mobile',
  '/notification',
  '/saved',
  '/match-profile',
  '/profile',
  '/verify-proof',
  '/settings',
  '/login',
  '/register',
  '/forgot-password',
  '/forgot-password/sent',
  '/reset-password',
  '/verify-email',
  '/unsubscribe',
  '/legal/terms-of-service',
  '/legal/privacy-policy',
  '/dashboard',
  '/dashboard/*',
] as const;

const patternRegExp = (pattern: string): RegExp =>
  new RegExp(`^${pattern.replace(/\/\*$/, '(?:/.*)?').replace(/:[a-z]+/gi, '[^/]+')}/?$`, 'i');

const PAGE_REGEXPS = APP_PAGE_PATTERNS.map(patternRegExp);

/** Whether a path (no query string) is one of the web app's screens. */
export const isAppPage = (path: string): boolean => PAGE_REGEXPS.some((pattern) => pattern.test(path));
