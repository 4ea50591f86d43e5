/** Minimal cookie helpers for the browser's `document.cookie`. */

type CookieOptions = {
  /** Lifetime in days; omitted means a session cookie. */
  days?: number;
  path?: string;
};

/** The decoded value of cookie `name`, or null when it is not set (always null on the server). */
export function getCookie(name: string): string | null {
  // The server renders pages as a visitor, who has no cookies here.
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
}

/** Sets a first-party cookie: SameSite=Lax, Secure when the page is served over https. */
export function setCookie(name: string, value: string, { days, path = '/' }: CookieOptions = {}): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${path}`, 'SameSite=Lax'];
  if (days !== undefined) parts.push(`max-age=${Math.round(days * 24 * 60 * 60)}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

/** Deletes cookie `name` on `path`. */
export function removeCookie(name: string, path = '/'): void {
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; max-age=0; SameSite=Lax`;
}
