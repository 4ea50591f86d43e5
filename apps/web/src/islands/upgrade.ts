import { APP_ENTRY_META, APP_HYDRATED_EVENT } from './events';

let started: Promise<void> | null = null;
let isRunning = false;

/** Whether the full app has taken the page over: the islands then leave every event to it. */
export const isAppRunning = () => isRunning;

/**
 * Loads the full app, which hydrates the page from the state it carries (main.tsx), once; resolves
 * when it has.
 */
export function startApp(): Promise<void> {
  if (!started) {
    const entry = document.querySelector<HTMLMetaElement>(`meta[name="${APP_ENTRY_META}"]`)?.content;
    started = new Promise((resolve) => {
      document.addEventListener(
        APP_HYDRATED_EVENT,
        () => {
          isRunning = true;
          resolve();
        },
        { once: true },
      );
    });
    // What an island showed goes back as the server sent it, so the app hydrates the same HTML.
    for (const shown of document.querySelectorAll<HTMLElement>('[data-island-shown]')) {
      shown.hidden = true;
      delete shown.dataset.islandShown;
    }
    if (entry) void import(/* @vite-ignore */ entry);
  }
  return started;
}

/** What a visitor may press that the page's HTML alone does not make work. */
const NEEDS_APP =
  'button:not([type="submit"]), [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [aria-haspopup]';

/**
 * Anything a visitor presses that no island handles (a filter's popup, a follow button, "sign in
 * to …") starts the full app, and the press is made again once the app has hydrated the page, so it
 * does what it does in the app. Links and the page's GET forms work as HTML and never start it.
 */
export function startAppOnUse(root: Document): void {
  let pending: HTMLElement | null = null;
  root.addEventListener(
    'click',
    (event) => {
      if (isRunning || !(event.target instanceof Element)) return;
      const control = event.target.closest<HTMLElement>(NEEDS_APP);
      if (!control || control.closest('[data-island]') || control.closest('a[href]')) return;
      event.preventDefault();
      event.stopPropagation();
      // Pressed again (or something else) while the app loads: only the last press is made again.
      const isFirst = pending === null;
      pending = control;
      if (!isFirst) return;
      void startApp().then(() => {
        const press = pending;
        pending = null;
        if (press?.isConnected) press.click();
      });
    },
    { capture: true },
  );
}

/** The native setter of an input's value, which leaves React's record of the last value it saw as it was. */
const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * The keyword box's search as you type (src/features/ideas/components/idea-search-box.tsx) is the
 * app's: focusing the box starts the app, and once it has hydrated the page what was typed meanwhile
 * is handed to the box as if typed then, so its suggestions open. Without the app the box is a GET form.
 */
export function startAppOnSearch(root: Document): void {
  root.addEventListener('focusin', (event) => {
    const box = event.target;
    if (isRunning || !(box instanceof HTMLInputElement) || box.getAttribute('role') !== 'combobox') return;
    let typed: string | null = null;
    const keep = () => void (typed = box.value);
    box.addEventListener('input', keep);
    void startApp().then(() => {
      box.removeEventListener('input', keep);
      if (typed === null || !box.isConnected) return;
      // React compares the box with the last value it saw: emptied first, the text then reads as typed.
      setNativeValue?.call(box, '');
      box.dispatchEvent(new Event('input', { bubbles: true }));
      setNativeValue?.call(box, typed);
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
  });
}
