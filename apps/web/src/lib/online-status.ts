import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * The browser's connection state is the query cache's too: `navigator.onLine` at start and the
 * window's `online` / `offline` events after, so a query is paused (not failed) while the device is
 * offline, resumes by itself when it is back, and the offline notice shows exactly while it waits.
 */
export function followBrowserConnection(): void {
  if (typeof window === 'undefined') return;
  const update = () => onlineManager.setOnline(navigator.onLine);
  // Listened to for the page's whole life, not only while a query cache is mounted: the state is
  // right before the first query starts (a route loader's, ahead of the first render).
  onlineManager.setEventListener(() => undefined);
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
}

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnlineNow = () => onlineManager.isOnline();
// The server's render, and the browser's hydration of it, assume a connection: the page then
// re-renders at once if the device is offline, so the two HTMLs match.
const isOnlineOnServer = () => true;

/** Whether the device is online, as the query cache sees it. */
export const useIsOnline = (): boolean => useSyncExternalStore(subscribe, isOnlineNow, isOnlineOnServer);
