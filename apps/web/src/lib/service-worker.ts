import { useSyncExternalStore } from 'react';

/**
 * The service worker (`public/sw.js`) and the install prompt, as small stores screens read:
 * - `registerServiceWorker` (production builds only) registers it, listens for a waiting update and
 *   for the worker asking the page to open a link (a clicked push);
 * - `updateReady` turns true when a new version waits; `applyUpdate` lets it take over and reloads;
 * - `installPrompt` holds the browser's `beforeinstallprompt` (kept, never shown on load) until a
 *   screen offers it at a good moment (`promptInstall`).
 */

type Listener = () => void;

function store<T>(initial: T) {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => value,
    set: (next: T) => {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The event Chromium fires when the app can be installed (not in the DOM typings yet). */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

const waiting = store<ServiceWorker | null>(null);
const installEvent = store<BeforeInstallPromptEvent | null>(null);

/** Whether this browser can run the service worker and receive pushes. */
export const supportsPush = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * Keeps `beforeinstallprompt` for later instead of letting the browser show its own banner on load;
 * call once at start-up, in every build.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installEvent.set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => installEvent.set(null));
}

/** Whether the browser holds an install prompt to offer now (outside React). */
export const canOfferInstall = () => installEvent.get() !== null;

/** Whether the app can be offered for install now. */
export const useCanInstall = () => useSyncExternalStore(installEvent.subscribe, () => installEvent.get() !== null);

/** Shows the browser's install dialog (from a click); the kept event can be used once. */
export async function promptInstall(): Promise<boolean> {
  const event = installEvent.get();
  if (!event) return false;
  installEvent.set(null);
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

/** Calls `listener` once a new version of the app waits to take over. */
export function onUpdateReady(listener: () => void): void {
  waiting.subscribe(() => {
    if (waiting.get()) listener();
  });
}

/** Lets the waiting version take over now; the page reloads once it controls it. */
export function applyUpdate(): void {
  waiting.get()?.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * Registers `/sw.js` (production builds: in development Vite serves modules the worker must not
 * cache). `openLink` is how a clicked push opens a screen in this tab.
 */
export function registerServiceWorker(openLink: (link: string) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install takes control without a reload; an update reloads into the new version.
    if (!hadController) {
      hadController = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; link?: string }>) => {
    if (event.data?.type === 'OPEN_LINK' && typeof event.data.link === 'string' && event.data.link.startsWith('/')) {
      openLink(event.data.link);
    }
  });
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        const watch = (worker: ServiceWorker | null) => {
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed' && navigator.serviceWorker.controller) waiting.set(worker);
          });
        };
        if (registration.waiting && navigator.serviceWorker.controller) waiting.set(registration.waiting);
        watch(registration.installing);
        registration.addEventListener('updatefound', () => watch(registration.installing));
      })
      .catch(() => undefined);
  });
}
