import { BACK_ONLINE_MS } from '../lib/connection-notice';
import { connection as en } from '../locales/en.json';
import { connection as th } from '../locales/th.json';

/**
 * The offline bar of a visitor's page, which runs islands and not the app: while the device is offline
 * (a page the service worker kept, opened without a connection) the server-rendered live region of the
 * app's OfflineNotice says so, and "Back online" shows briefly when the connection returns.
 */
export function showConnection(root: Document): void {
  const region = root.querySelector<HTMLElement>('[data-offline-notice]');
  if (!region) return;
  const texts = root.documentElement.lang === 'en' ? en : th;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (state: 'offline' | 'online' | null) => {
    clearTimeout(timer);
    region.replaceChildren();
    if (!state) return;
    const notice = root.createElement('div');
    notice.className = region.dataset.offlineNotice ?? '';
    notice.dataset.state = state;
    const label = root.createElement('span');
    label.textContent = state === 'offline' ? texts.offline : texts.backOnline;
    notice.append(label);
    region.append(notice);
    if (state === 'online') timer = setTimeout(() => show(null), BACK_ONLINE_MS);
  };
  window.addEventListener('offline', () => show('offline'));
  window.addEventListener('online', () => show('online'));
  if (!navigator.onLine) show('offline');
}

/** Keeps a visitor's pages for offline use, as the app does (lib/service-worker.ts registers the same worker). */
export function keepForOffline(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener(
    'load',
    () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined),
  );
}
