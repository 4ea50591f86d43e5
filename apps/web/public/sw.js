/* global self, caches */
/* IdeaMatch service worker: shows web pushes, opens the right screen on a click, and keeps the app
 * shell and its hashed static files for offline starts.
 *
 * Caching:
 * - navigations: network first; offline, the cached shell ("/") answers, and the app shows what it can.
 * - /assets/* (content-hashed, never change): cache first, kept after the first fetch; at most
 *   ASSET_LIMIT files, the oldest dropped first.
 * - the icons and manifest: cached at install.
 * - /api, /socket.io, /files and anything cross-origin: never cached, never touched.
 *
 * Updates: the browser checks this file on every navigation (it is served with no-cache). A new
 * version installs in the background and waits; the page offers "Reload" and, on that click, posts
 * SKIP_WAITING so it takes over at once (the page reloads on `controllerchange`). Left alone, it
 * takes over on the next load after every tab of the app is closed. A new CACHE_VERSION drops the
 * old caches on activate.
 */
const CACHE_VERSION = 'v1';
const SHELL_CACHE = `ideamatch-shell-${CACHE_VERSION}`;
const ASSET_CACHE = `ideamatch-assets-${CACHE_VERSION}`;
const SHELL_URL = '/';
const PRECACHE = [SHELL_URL, '/manifest.webmanifest', '/icon-192.png', '/icon-512.png', '/logo.svg'];
const ASSET_LIMIT = 150;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      // A failed precache (offline install) must not block the worker: it caches as it goes.
      .catch(() => undefined),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, ASSET_CACHE]);
      for (const name of await caches.keys()) {
        if (name.startsWith('ideamatch-') && !keep.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

const NEVER_CACHED = /^\/(api|socket\.io|files)(\/|$)/;

/** Keeps at most ASSET_LIMIT entries, dropping the oldest (cache keys keep insertion order). */
async function trimAssets(cache) {
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - ASSET_LIMIT))) await cache.delete(request);
}

async function networkFirstPage(request) {
  try {
    const response = await fetch(request);
    // The shell is refreshed from a successful load of the home page (the same index.html every page uses).
    if (response.ok && new URL(request.url).pathname === SHELL_URL) {
      const copy = response.clone();
      void caches.open(SHELL_CACHE).then((cache) => cache.put(SHELL_URL, copy));
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirstAsset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    void trimAssets(cache);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER_CACHED.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirstAsset(request));
    return;
  }
  if (PRECACHE.includes(url.pathname)) {
    event.respondWith(fetch(request).catch(() => caches.match(url.pathname, { cacheName: SHELL_CACHE })));
  }
});

/* A push: { title, body, link, tag } (the server keeps it small). One notification per tag: a newer
 * one about the same thing (the same chat, the same idea's comments) replaces the older one. */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'IdeaMatch';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      tag: data.tag || undefined,
      renotify: Boolean(data.tag),
      icon: '/icon-192.png',
      // Android's status bar shows the badge as a white silhouette: the glyph alone.
      badge: '/badge-96.png',
      data: { link: typeof data.link === 'string' && data.link.startsWith('/') ? data.link : '/' },
    }),
  );
});

/* A click opens the screen of the push: an open tab of the app is focused and told where to go
 * (the app navigates without reloading); with none, a new window opens there. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const client = windows.find((candidate) => new URL(candidate.url).origin === self.location.origin);
      if (client) {
        client.postMessage({ type: 'OPEN_LINK', link });
        // Focusing may be refused (no user activation); the tab has the link all the same.
        await client.focus().catch(() => undefined);
        return;
      }
      await self.clients.openWindow(link);
    })(),
  );
});
