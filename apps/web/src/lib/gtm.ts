/**
 * Loads Google Tag Manager on every page when a container id is configured:
 * `<meta name="gtm-id" content="GTM-XXXX">` (filled by the server) or `VITE_GTM_ID` at build time.
 * Without one it does nothing. This file is bundled, so no inline script is needed.
 */
const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

type TagManagerWindow = Window & { dataLayer?: unknown[] };

export function readTagManagerId(): string | null {
  const fromMeta = document.querySelector<HTMLMetaElement>('meta[name="gtm-id"]')?.content.trim();
  const id = fromMeta || import.meta.env.VITE_GTM_ID?.trim() || '';
  return GTM_ID_PATTERN.test(id) ? id : null;
}

/** Injects the tag-manager script once; returns whether it did. */
export function loadTagManager(): boolean {
  const id = readTagManagerId();
  if (!id || document.getElementById('gtm-script')) return false;
  const target = window as TagManagerWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = 'gtm-script';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  return true;
}
