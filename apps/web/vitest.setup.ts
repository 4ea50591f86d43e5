import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { getI18n } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { setPendingChallenge } from './src/features/auth/api/two-factor-login';
import { settlePendingAccessToken } from './src/lib/access-token-handover';
import { changeLanguage, i18n, loadMoreTexts, textsReady } from './src/lib/i18n';
import { queryClient } from './src/lib/query-client';
import { setKeepWholeWords } from './src/lib/keep-words/keep-whole';

// Tests render in the starting language at once, as the app does once its texts are in; components
// are rendered outside the pages that load the texts beyond the shell's, so those are loaded too.
await Promise.all([textsReady, loadMoreTexts()]);

// Texts render as plain strings, so text queries find them whole; the no-break spans that keep Thai
// words whole have their own tests (thai-text.test.tsx) and the end-to-end line-box check.
setKeepWholeWords(false);

// Lazy routes load their code on first use, which is slow while many test files run at once.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine components call.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
if (!('fonts' in document)) {
  // Textarea autosize listens for web fonts finishing loading.
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}
// A browser set to Thai, so visitors' pages offer no English; the offer's own test sets English.
Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => ['th-TH', 'th'] });
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

/**
 * Each test leaves the window as the next one expects it: nothing rendered or focused, no toast
 * queued, empty caches and storage, no cookie, Thai, and no session step half done (also what test
 * files sharing one window per worker would need; see vite.config.ts).
 */
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  notifications.clean();
  notifications.cleanQueue();
  queryClient.clear();
  settlePendingAccessToken(false);
  setPendingChallenge(null);
  // Portal roots Mantine shares between overlays, and anything else a test appended to the page.
  document.body.replaceChildren();
  (document.activeElement as HTMLElement | null)?.blur?.();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
  if (i18n.language !== 'th') await act(() => changeLanguage('TH'));
  // A test that binds React's texts to an instance of its own (`use(initReactI18next)`) leaves every
  // later file of the window without texts (raw keys): name it here rather than in those files.
  if (getI18n() !== i18n) throw new Error('This test left react-i18next bound to another i18next instance');
});
